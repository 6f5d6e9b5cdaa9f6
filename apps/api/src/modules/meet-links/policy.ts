import { MEET_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { MeetLinkRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import {
  assertAllowed,
  refuseCreateMeetLink,
  refuseJoinMeetings,
  relationshipOf,
  requestViewerOf,
  type RequestView,
} from '../../access';

/** The request's creator and the doctors caring for the patient through it take part in its meetings (access rules). */
export async function assertTakesPart(
  ctx: AppContext,
  principal: Principal,
  view: RequestView,
): Promise<void> {
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  assertAllowed(refuseJoinMeetings(rel, view));
}

/** A verified doctor caring for the patient through the request creates its meet links. */
export async function assertCanCreate(
  ctx: AppContext,
  principal: Principal,
  view: RequestView,
): Promise<void> {
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  assertAllowed(refuseCreateMeetLink(rel, view));
}

/** The doctor who made a meet link changes or deletes it. */
export function canChange(principal: Principal, link: MeetLinkRow): boolean {
  return link.createdBy === principal.userId;
}

export function assertCanChange(principal: Principal, link: MeetLinkRow): void {
  if (!canChange(principal, link)) throw AppError.forbidden(MEET_MESSAGES.onlyOrganiser);
}
