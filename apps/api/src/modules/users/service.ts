import type { z } from 'zod';
import {
  FACILITY_VERIFIED,
  PROFILE_VERIFICATION,
  VERIFICATION_MESSAGES,
  fullName,
  normaliseRole,
  type profileUpdateSchema,
  type searchUserSchema,
  type usersQuerySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { ProfileDetails, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findOrganization } from '../organizations';
import { usersCsv } from './csv';
import { USER_EVENTS } from './events';
import { setVerificationByAdmin } from '../verification';
import { assertCanReachPatient, patientsCaredForBy } from '../care-team';
import {
  PUBLIC_MEMBER_ROLES,
  assertCanManageUser,
  canListAllUsers,
  isPublicMember,
  rolesAfterUpdate,
  verificationAfterRoles,
} from './policy';
import {
  findUserById,
  listUsers,
  updateUserFields,
  type UserFieldsUpdate,
  type UserListFilter,
} from './repository';

/**
 * PUT /user/{id} input. The links are optional here (the shared schema defaults them to '' for the
 * form, which always sends them): a call that leaves a link out must not erase it.
 */
export type ProfileUpdate = Omit<
  z.output<typeof profileUpdateSchema>,
  'linkedInProfileUrl' | 'twitterProfileUrl'
> & { linkedInProfileUrl?: string; twitterProfileUrl?: string };
export type UsersQuery = z.output<typeof usersQuerySchema>;
export type SearchUsersQuery = z.output<typeof searchUserSchema>;

/** Drops the keys a partial update left out, so they keep their stored values. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** An emptied optional text is stored as "not set". */
function textOrNull(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

function profileFields(current: UserRow, input: ProfileUpdate): UserFieldsUpdate {
  const details: ProfileDetails = {
    ...current.details,
    ...definedOnly({
      experience: input.experience,
      educationTimelines: input.educationTimelines,
      conferences: input.conferences,
      memberships: input.memberships,
      certificates: input.certificates,
      achievements: input.achievements,
      specialities: input.specialities,
    }),
  };
  return {
    ...definedOnly({
      name: input.name,
      gender: input.gender,
      occupation: textOrNull(input.occupation),
      address: input.address,
      profileImageUrl: textOrNull(input.profile_image_url),
      imageUrl: textOrNull(input.image_url),
      summary: textOrNull(input.summary),
      linkedInProfileUrl: textOrNull(input.linkedInProfileUrl),
      twitterProfileUrl: textOrNull(input.twitterProfileUrl),
      educationalQualification: textOrNull(input.educationalQualification),
      isTourCompleted: input.isTourCompletedForTalHospitals,
      locale: input.locale,
      languages: input.languages && [...new Set(input.languages)],
    }),
    details,
  };
}

/** GET /user/{id}: the whole record, for its owner or an administrator. */
export async function getManagedUser(ctx: AppContext, actor: Principal, id: string): Promise<UserRow> {
  return assertCanManageUser(actor, await findUserById(ctx.db, id));
}

/** PUT /user/{id}: profile fields, the tour flag and the role picker, all or nothing. */
export async function updateUserProfile(
  ctx: AppContext,
  actor: Principal,
  id: string,
  input: ProfileUpdate,
  ip?: string,
): Promise<UserRow> {
  const target = await getManagedUser(ctx, actor, id);
  // Decided before anything is written: a refused role leaves the whole update unsaved.
  const roles = input.roles ? rolesAfterUpdate(actor, target, input.roles) : undefined;
  if (input.profileVerificationStatus !== undefined) {
    if (!actor.flags.admin) throw AppError.forbidden(VERIFICATION_MESSAGES.onlyAdminsVerify);
    await setVerificationByAdmin(ctx, actor, target.id, input.profileVerificationStatus, ip);
  }
  return ctx.events.transaction(async (tx, emit) => {
    const updated = await updateUserFields(tx, target.id, {
      ...profileFields(target, input),
      ...(roles ? { roles, ...verificationAfterRoles(target, roles) } : {}),
    });
    if (!updated) throw AppError.notFound();
    await emit(
      USER_EVENTS.updated,
      { fields: Object.keys(definedOnly(input)), ...(roles ? { roles } : {}) },
      { actorId: actor.userId, subjectType: 'user', subjectId: updated.id, ip },
    );
    return updated;
  });
}

/**
 * A public member is seen by anyone; anyone else (a patient) only by themselves, the doctors caring for
 * them and administrators (care-team). To everyone else it answers 404, as an unknown id does.
 */
async function assertCanSeeUser(ctx: AppContext, viewer: Principal | null, user: UserRow): Promise<void> {
  if (isPublicMember(user)) return;
  if (!viewer) throw AppError.notFound();
  await assertCanReachPatient(ctx, viewer, user.id);
}

/** Look-ups by id (GET /user/profile/{id}, /user/summary/{id}): a user the viewer may see, else 404. */
export async function getVisibleUser(
  ctx: AppContext,
  viewer: Principal | null,
  id: string,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw AppError.notFound();
  await assertCanSeeUser(ctx, viewer, user);
  return user;
}

/** GET /userOrOrgName/{id}: the name behind a user id the viewer may see, or behind a verified facility's id. */
export async function displayNameOf(ctx: AppContext, viewer: Principal | null, id: string): Promise<string> {
  const user = await findUserById(ctx.db, id);
  if (user) {
    await assertCanSeeUser(ctx, viewer, user);
    return fullName(user.name);
  }
  const organization = await findOrganization(ctx.db, id);
  if (organization?.status === FACILITY_VERIFIED) return organization.orgName;
  throw AppError.notFound();
}

function parseRoles(list: readonly string[] | undefined): string[] | undefined {
  const roles = list?.map((role) => normaliseRole(role.trim())).filter(Boolean);
  return roles?.length ? roles : undefined;
}

/** What GET /users lists for this caller (everything but the page). */
function usersFilter(actor: Principal | null, query: UsersQuery): UserListFilter {
  if (!canListAllUsers(actor)) {
    // The public directory: verified doctors only, whatever roles or status were asked for, and never
    // a suspended account.
    return {
      anyOfRoles: ['doctor'],
      profileVerificationStatus: PROFILE_VERIFICATION.verified,
      accountStatus: 'active',
      keyword: query.keyword,
      keywordScope: 'name',
      specialty: query.specialty,
    };
  }
  return {
    anyOfRoles: parseRoles(query.roles?.split(',')),
    keyword: query.keyword,
    keywordScope: 'nameAndContact',
    specialty: query.specialty,
    // The home carousel sends a numeric `status`; docs/request-states.md#status-defaults names the filter profileVerificationStatus.
    profileVerificationStatus:
      query.profileVerificationStatus ?? (typeof query.status === 'number' ? query.status : undefined),
    accountStatus: typeof query.status === 'string' ? query.status : undefined,
  };
}

export interface UserList {
  /** True when the rows are whole users (the caller is an administrator), else public profiles. */
  full: boolean;
  rows: UserRow[];
  total: number;
}

/** GET /users: a page of users newest first, with the count of all matches. */
export async function listUsersFor(
  ctx: AppContext,
  actor: Principal | null,
  query: UsersQuery,
): Promise<UserList> {
  const { rows, total } = await listUsers(ctx.db, usersFilter(actor, query), {
    limit: query.limit,
    offset: query.offset,
  });
  return { full: canListAllUsers(actor), rows, total };
}

/** GET /users?isDownload=true: every matching user as CSV (the caller is an administrator). */
export async function exportUsersCsv(ctx: AppContext, admin: Principal, query: UsersQuery): Promise<string> {
  const { rows } = await listUsers(ctx.db, usersFilter(admin, query));
  return usersCsv(rows);
}

/**
 * POST /searchuser: users by name or username, optionally by role; never by e-mail or phone. Doctors
 * and facilities are found by everyone; patients only by administrators and the doctors caring for them.
 */
export async function searchUsers(
  ctx: AppContext,
  viewer: Principal,
  query: SearchUsersQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const visibleTo = viewer.flags.admin
    ? undefined
    : { roles: PUBLIC_MEMBER_ROLES, ids: await patientsCaredForBy(ctx, viewer) };
  return listUsers(
    ctx.db,
    {
      anyOfRoles: parseRoles(query.roles),
      keyword: query.keyword,
      keywordScope: 'name',
      visibleTo,
      // Only administrators find suspended accounts.
      accountStatus: viewer.flags.admin ? undefined : 'active',
    },
    { limit: query.limit, offset: query.offset },
  );
}
