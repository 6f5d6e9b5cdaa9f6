import type { MeetLinkDto } from '@carenet/shared';
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
    donationRequestId: row.requestId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
