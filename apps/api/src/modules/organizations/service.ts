import type { z } from 'zod';
import type { organizationsQuerySchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { OrganizationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { canSeeOrganization, listableStatus } from './policy';
import { findOrganization, isOrganizationMember, listOrganizations } from './repository';

export type OrganizationsQuery = z.output<typeof organizationsQuerySchema>;

export function listOrganizationsFor(ctx: AppContext, viewer: Principal | null, query: OrganizationsQuery) {
  return listOrganizations(
    ctx.db,
    {
      status: listableStatus(viewer, query.status),
      keyword: query.keyword,
      sourceOfCreation: query.sourceOfCreation,
    },
    { limit: query.limit, offset: query.offset },
  );
}

/** One facility, or 404 for an unknown id and for one the viewer may not see (DESIGN §2). */
export async function getOrganizationFor(
  ctx: AppContext,
  viewer: Principal | null,
  id: string,
): Promise<OrganizationRow> {
  const organization = await findOrganization(ctx.db, id);
  if (!organization) throw AppError.notFound('Facility not found');
  const member = viewer ? await isOrganizationMember(ctx.db, organization.id, viewer.userId) : false;
  if (!canSeeOrganization(viewer, organization, member)) throw AppError.notFound('Facility not found');
  return organization;
}
