import type { ContactGroupsDto, UserSummaryDto } from '@carenet/shared';
import { presentUserSummary } from '../users';
import type { ContactGroups } from './service';

export function presentContactGroups(groups: ContactGroups): ContactGroupsDto {
  return {
    careTeam: groups.careTeam.map(presentUserSummary),
    patients: groups.patients.map(presentUserSummary),
    conversations: groups.conversations.map(presentUserSummary),
  };
}

/** GET /user/{id}/contact: the same people in one list, care team first. */
export function presentContacts(groups: ContactGroups): UserSummaryDto[] {
  return [...groups.careTeam, ...groups.patients, ...groups.conversations].map(presentUserSummary);
}
