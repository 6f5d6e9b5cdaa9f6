import type { MeetLinkRow } from '../../platform/db/schema';
import type { RoomOwner, StoredRoom } from '../../platform/meet/room-sync';
import { findMeetLink } from './repository';

/** Meet links' rooms: a room carries its link's title and times. */
export const MEET_LINK_ROOMS: RoomOwner = {
  queue: 'meetLink.room',
  async meetingNow(ctx, id) {
    const link = await findMeetLink(ctx.db, id);
    return (
      link && { title: link.title, startTime: link.startTime.getTime(), endTime: link.endTime.getTime() }
    );
  },
};

export const roomOf = (link: MeetLinkRow): StoredRoom => ({ provider: link.provider, ref: link.providerRef });
