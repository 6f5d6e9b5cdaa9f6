import type { RequestAbilities } from '@carenet/shared';
import { eq } from 'drizzle-orm';
import type { Principal } from '../platform/auth/request-auth';
import type { AppContext } from '../platform/context';
import { organizationMembers } from '../platform/db/schema';
import { relationshipTo, type CareClock, type RequestRelationship } from './relationship';
import { requestAbilities } from './request-rules';
import type { RequestView } from './types';

/** Who is looking at requests, with what the relationship rules need besides the requests themselves. */
export interface RequestViewer {
  principal: Principal | null;
  /** The facilities the viewer is a member of (read only when a request names a facility). */
  orgIds: ReadonlySet<string>;
  clock: CareClock;
}

export function careClock(ctx: AppContext, now = new Date()): CareClock {
  return { now, graceMs: ctx.config.careAccessGraceMs };
}

/**
 * The viewer of these requests. Facility membership is read once, and only when one of the requests
 * names a facility the viewer could act for; an administrator needs none.
 */
export async function requestViewerOf(
  ctx: AppContext,
  principal: Principal | null,
  views: readonly RequestView[] = [],
): Promise<RequestViewer> {
  const clock = careClock(ctx);
  if (!principal || principal.flags.admin || !views.some((view) => view.request.orgId)) {
    return { principal, orgIds: new Set(), clock };
  }
  const rows = await ctx.db
    .select({ orgId: organizationMembers.orgId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, principal.userId));
  return { principal, orgIds: new Set(rows.map((row) => row.orgId)), clock };
}

export function relationshipOf(viewer: RequestViewer, view: RequestView): RequestRelationship {
  return relationshipTo(viewer.principal, view.request, view.doctors, viewer.clock, viewer.orgIds);
}

export function abilitiesOf(viewer: RequestViewer, view: RequestView): RequestAbilities {
  return requestAbilities(relationshipOf(viewer, view), view);
}
