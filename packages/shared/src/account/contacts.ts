import type { UserSummaryDto } from '../dto/user';

/** GET /user/{id}/contactGroup: the people a user has a care relationship or a conversation with. */
export interface ContactGroupsDto {
  /** The doctors caring for the user now (the user's care team). */
  careTeam: UserSummaryDto[];
  /** The patients the user (a verified doctor) cares for now. */
  patients: UserSummaryDto[];
  /** Everyone else the user shares a request's conversation with. */
  conversations: UserSummaryDto[];
}
