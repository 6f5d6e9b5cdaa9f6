import type { AppContext } from '../../platform/context';
import { MEET_LINK_EVENTS } from '../meet-links/events';
import { findMeetLink } from '../meet-links/repository';
import { findRequestView } from '../requests/repository';
import { CHAT_EVENTS } from './events';
import { insertRoom } from './repository';
import { postMessage } from './service';

/**
 * SPEC §1/§2: a doctor creates meet links inside the chat. Whichever screen the doctor made it on, a
 * new meeting is announced in the request's conversation as a message of theirs carrying `meetLink`
 * (the conversation starts with it if it had not: only a doctor who accepted a patient's request
 * makes meet links, and such a request's doctors may start its conversation).
 */
export function announceMeetLinksInChat(ctx: AppContext): void {
  ctx.events.on(MEET_LINK_EVENTS.created, async (event) => {
    const link = event.subjectId ? await findMeetLink(ctx.db, event.subjectId) : null;
    if (!link) return;
    const view = await findRequestView(ctx.db, link.requestId, link.createdBy);
    if (!view) return;
    const { room, created } = await insertRoom(ctx.db, view.request.id, link.createdBy);
    if (created) {
      ctx.events.emit({
        type: CHAT_EVENTS.roomCreated,
        actorId: link.createdBy,
        subjectType: 'chatRoom',
        subjectId: room.id,
        data: { requestId: view.request.id },
      });
    }
    await postMessage(ctx, link.createdBy, room, view, {
      type: 'Text',
      text: `${link.title}\n${link.description}`,
      meetLinkId: link.id,
      meetLink: link.meetLink,
      meetStartTime: link.startTime,
      meetEndTime: link.endTime,
    });
  });
}
