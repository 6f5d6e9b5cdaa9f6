import type { AppContext } from '../../platform/context';
import { MEET_LINK_EVENTS, findMeetLink } from '../meet-links';
import { CHAT_EVENTS } from './events';
import { findConversation, insertRoom, isMeetLinkAnnounced } from './repository';
import { postMessage } from './service';

/**
 * docs/care-relationship.md#who-reaches-health-data: a doctor creates meet links inside the chat. Whichever screen the doctor made it on, a
 * new meeting is announced in the request's conversation as a message of theirs carrying `meetLink`
 * (the conversation starts with it if it had not: only a doctor who accepted a patient's request
 * makes meet links, and such a request's doctors may start its conversation).
 */
export function announceMeetLinksInChat(ctx: AppContext): void {
  // Durable: the message is the doctor's and must survive a crash. Delivery is at least once, so a
  // meeting already announced is not announced again.
  ctx.events.subscribe('chatMeetLinks', MEET_LINK_EVENTS.created, async (event) => {
    const link = event.subjectId ? await findMeetLink(ctx.db, event.subjectId) : null;
    if (!link || (await isMeetLinkAnnounced(ctx.db, link.id))) return;
    const room = await ctx.events.transaction(async (tx, emit) => {
      const started = await insertRoom(tx, link.requestId, link.createdBy);
      if (started.created) {
        await emit(
          CHAT_EVENTS.roomCreated,
          { requestId: link.requestId },
          { actorId: link.createdBy, subjectType: 'chatRoom', subjectId: started.room.id },
        );
      }
      return started.room;
    });
    const conversation = await findConversation(ctx.db, room.id, link.createdBy);
    if (!conversation) return;
    await postMessage(ctx, conversation, {
      type: 'Text',
      text: `${link.title}\n${link.description}`,
      meetLinkId: link.id,
      meetLink: link.meetLink,
      meetStartTime: link.startTime,
      meetEndTime: link.endTime,
    });
  });
}
