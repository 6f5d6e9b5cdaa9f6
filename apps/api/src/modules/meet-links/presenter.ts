import { MEET_DRIVERS, type MeetDriverName, type MeetLinkDto } from '@carenet/shared';
import type { MeetLinkRow } from '../../platform/db/schema';

/** SPEC §3 Meet link: times in epoch ms, the request as donationRequestId. */
export function presentMeetLink(row: MeetLinkRow): MeetLinkDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    meetLink: row.meetLink,
    provider: (MEET_DRIVERS as readonly string[]).includes(row.provider)
      ? (row.provider as MeetDriverName)
      : 'jitsi',
    donationRequestId: row.requestId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
