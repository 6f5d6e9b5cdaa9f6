import { MEET_DRIVERS, type MeetDriverName, type MeetLinkDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { MeetLinkRow } from '../../platform/db/schema';
import { canChange } from './policy';

/**
 * docs/api-contract.md#entities-and-field-names Meet link: times in epoch ms, the request as donationRequestId, with what the viewer may do
 * with it by the rule the update and delete routes enforce.
 */
export function presentMeetLink(row: MeetLinkRow, viewer: Principal): MeetLinkDto {
  const change = canChange(viewer, row);
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
    abilities: { edit: change, delete: change },
  };
}
