import { organizationsCsv } from './csv';
import type { z } from 'zod';
import {
  DEFAULT_LOCALE,
  FACILITY_STATUS,
  ORGANIZATION_MESSAGES as M,
  RECORD_FILE_FIELD,
  VERIFICATION_MESSAGES,
  fullName,
  isUuid,
  type NearbyFacilityDto,
  type OrganizationMemberRole,
  type OrganizationUploadDto,
  type organizationUpdateSchema,
  type organizationsQuerySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { databaseFailure } from '../../platform/db/errors';
import type { OrganizationRow, StoredAddress } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { assertAcceptableImage } from '../../platform/moderation';
import type { Emit } from '../../platform/events';
import { distanceKm, type Point } from '../../platform/geo';
import { isVerifiedDoctorUser } from '../../access';
import { cityCoordinates } from '../location';
import { findUserById } from '../users';
import { ORGANIZATION_DOCUMENT_PURPOSE, ORGANIZATION_EVENTS } from './events';
import { ORGANIZATION_LOGO_PURPOSE } from './file-purposes';
import { emailConfirmationMail } from './mails';
import {
  canCreateOrganization,
  canSeeOrganization,
  deletesOrganization,
  listableStatus,
  managesOrganization,
  organizationAbilities,
} from './policy';
import { presentNearbyFacility, type OrganizationViewerExtras } from './presenter';
import {
  activeDoctorMembers,
  catalogueServiceNames,
  deleteOrganizationRow,
  findOrganization,
  findOrganizationByEmailToken,
  insertOrganization,
  listOrganizations,
  memberCounts,
  memberRoleOf,
  organizationNameTaken,
  organizationsOfUser,
  updateOrganizationRow,
  uploadedFileKeys,
  verifiedFacilitiesIn,
  verifiedFacilityPlaces,
  type AddressPlace,
  type NewOrganization,
  type UserOrganizationRow,
} from './repository';
import { hashLinkToken, newLinkToken } from '../../platform/auth/link-tokens';

export type OrganizationsQuery = z.output<typeof organizationsQuerySchema>;
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;

/** The facility e-mail confirmation link lives 48 hours. */
export const ORG_EMAIL_TOKEN_HOURS = 48;
const ORGANIZATION_SOURCE = 'talhospitals';

/** Who creates a facility: a signed-in principal, or the admin behind a bulk import or onboarding step. */
export type OrganizationActor = Pick<Principal, 'userId' | 'roles' | 'flags'>;

/** A new facility's fields, already validated by the caller's schema (the facility form or Add Hospital). */
export interface CreateOrganizationInput {
  orgName: string;
  orgType?: string | null;
  description?: string | null;
  orgAddress: StoredAddress;
  facilityServices?: string[];
  websiteUrl?: string;
  orgEmail?: string;
  isFreeHospital?: boolean;
  isDiscountEnabled?: boolean;
  discountPercentage?: string;
  sourceOfCreation?: string | null;
  /** Administrators only: the contact person who becomes the facility's owner (Add Hospital step 1). */
  ownerId?: string;
}

export function listOrganizationsFor(ctx: AppContext, viewer: Principal | null, query: OrganizationsQuery) {
  return listOrganizations(
    ctx.db,
    {
      status: listableStatus(viewer, query.status),
      keyword: query.keyword,
      sourceOfCreation: query.sourceOfCreation,
      service: query.service,
    },
    { limit: query.limit, offset: query.offset },
  );
}

/** The most rows one export holds: far above any network's facilities, and a bound on one request's work. */
export const ORGANIZATIONS_EXPORT_LIMIT = 50_000;

/** GET /organization?isDownload=true: every facility matching the list's filters, for administrators. */
export async function exportOrganizationsCsv(
  ctx: AppContext,
  admin: Principal,
  query: OrganizationsQuery,
): Promise<string> {
  const { rows } = await listOrganizationsFor(ctx, admin, {
    ...query,
    limit: ORGANIZATIONS_EXPORT_LIMIT,
    offset: 0,
  });
  return organizationsCsv(rows);
}

interface VisibleOrganization {
  organization: OrganizationRow;
  role: OrganizationMemberRole | null;
}

/** The facility and the viewer's role in it, or 404 for an unknown id and one the viewer may not see. */
async function visibleOrganization(
  ctx: AppContext,
  viewer: Principal | null,
  id: string,
): Promise<VisibleOrganization> {
  const organization = await findOrganization(ctx.db, id);
  if (!organization) throw AppError.notFound(M.notFound);
  const role = viewer ? await memberRoleOf(ctx.db, organization.id, viewer.userId) : null;
  if (!canSeeOrganization(viewer, organization, role !== null)) throw AppError.notFound(M.notFound);
  return { organization, role };
}

/** One facility, or 404 for an unknown id and for one the viewer may not see (DESIGN §2). */
export async function getOrganizationFor(
  ctx: AppContext,
  viewer: Principal | null,
  id: string,
): Promise<OrganizationRow> {
  return (await visibleOrganization(ctx, viewer, id)).organization;
}

/** What a single-facility answer tells the viewer: their abilities, role and the members count. */
export async function viewerExtras(
  ctx: AppContext,
  viewer: Principal | null,
  organization: OrganizationRow,
  role?: OrganizationMemberRole | null,
): Promise<OrganizationViewerExtras> {
  const myRole =
    role !== undefined ? role : viewer ? await memberRoleOf(ctx.db, organization.id, viewer.userId) : null;
  const counts = await memberCounts(ctx.db, organization.id);
  return {
    abilities: organizationAbilities(viewer, myRole, counts.owners),
    membersCount: counts.members,
    myRole,
  };
}

export async function getOrganizationView(ctx: AppContext, viewer: Principal | null, id: string) {
  const { organization, role } = await visibleOrganization(ctx, viewer, id);
  return { organization, extras: await viewerExtras(ctx, viewer, organization, role) };
}

const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * GET /organization/{id}/doctors: the facility's doctors as its public page lists them, to whoever may see
 * the facility (404 otherwise). Only verified doctors act as clinicians (the access rule), and a
 * suspended or erased account is not shown; sorted by name.
 */
export async function facilityDoctorsFor(ctx: AppContext, viewer: Principal | null, id: string) {
  const { organization } = await visibleOrganization(ctx, viewer, id);
  const doctors = (await activeDoctorMembers(ctx.db, organization.id)).filter(isVerifiedDoctorUser);
  return doctors.sort((a, b) => byName(fullName(a.name), fullName(b.name)) || a.id.localeCompare(b.id));
}

const placeKey = (place: AddressPlace) => [place.country, place.state, place.city].join('\u0000');

/**
 * docs/directory.md#nearest-hospitals: GET /organization/nearest, the verified facilities nearest to
 * `near` by the location data's coordinates of their city; a city it cannot place is left out. The
 * places are weighed first, so only the facilities of the nearest places are read.
 */
export async function nearestFacilities(
  ctx: AppContext,
  near: Point,
  limit: number,
): Promise<NearbyFacilityDto[]> {
  const places = await verifiedFacilityPlaces(ctx.db);
  const placed = await Promise.all(
    places.map(async (place) => {
      const at = await cityCoordinates(place.country, place.state, place.city);
      return at ? { ...place, distanceKm: distanceKm(near, at) } : null;
    }),
  );
  const nearestFirst = placed.filter((place) => place !== null).sort((a, b) => a.distanceKm - b.distanceKm);
  // Enough places to hold `limit` facilities, and every place as near as the last one (its facilities tie).
  const chosen: typeof nearestFirst = [];
  let held = 0;
  for (const place of nearestFirst) {
    if (held >= limit && place.distanceKm > chosen[chosen.length - 1].distanceKm) break;
    chosen.push(place);
    held += place.facilities;
  }
  const distanceOf = new Map(chosen.map((place) => [placeKey(place), place.distanceKm]));
  const rows = await verifiedFacilitiesIn(ctx.db, chosen);
  return rows
    .flatMap((row) => {
      const { country = '', state = '', city = '' } = row.orgAddress;
      const km = distanceOf.get(placeKey({ country, state, city }));
      return km === undefined ? [] : [presentNearbyFacility(row, km)];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || byName(a.orgName, b.orgName) || a._id.localeCompare(b._id))
    .slice(0, limit);
}

/** GET /organization/nameAvailable: the form's debounced check, ignoring the facility being edited. */
export async function isOrganizationNameAvailable(
  ctx: AppContext,
  orgName: string,
  excludeId?: string,
): Promise<boolean> {
  return !(await organizationNameTaken(ctx.db, orgName, excludeId));
}

const nameTaken = () => AppError.conflict(M.nameTaken, [{ path: 'orgName', message: M.nameTaken }]);

/** The unique index decides races the pre-check cannot: its violation is the same 409. */
function isNameTakenFailure(error: unknown): boolean {
  const failure = databaseFailure(error);
  return failure?.code === '23505' && failure.constraint === 'organizations_name_unique';
}

/** The names as the facility-services catalogue spells them; an unknown name is a field error. */
async function catalogueServices(ctx: AppContext, names: string[]): Promise<string[]> {
  const known = await catalogueServiceNames(ctx.db, names);
  const unknown = names.find((name) => !known.has(name.toLowerCase()));
  if (unknown !== undefined) throw AppError.field('facilityServices', M.unknownService(unknown));
  return [...new Set(names.map((name) => known.get(name.toLowerCase()) as string))];
}

interface EmailToken {
  token: string;
  columns: Pick<NewOrganization, 'orgEmailTokenHash' | 'orgEmailTokenExpiresAt' | 'orgEmailVerifiedAt'>;
}

function emailToken(): EmailToken {
  const { token, hash } = newLinkToken();
  return {
    token,
    columns: {
      orgEmailTokenHash: hash,
      orgEmailTokenExpiresAt: new Date(Date.now() + ORG_EMAIL_TOKEN_HOURS * 3600 * 1000),
      orgEmailVerifiedAt: null,
    },
  };
}

/** The facility's confirmation e-mail and its event, in the transaction that set the address. */
async function sendEmailConfirmation(
  ctx: AppContext,
  tx: Database,
  emit: Emit,
  organization: OrganizationRow,
  userId: string,
  token: string,
  ip: string | undefined,
): Promise<void> {
  if (!organization.orgEmail) return;
  await ctx.mailer.send(
    emailConfirmationMail({
      to: organization.orgEmail,
      orgName: organization.orgName,
      orgId: organization.id,
      userId,
      token,
      publicUrl: ctx.config.publicUrl,
      hours: ORG_EMAIL_TOKEN_HOURS,
      // Written in the language of the person who gave the address.
      locale: (await findUserById(tx, userId))?.locale ?? DEFAULT_LOCALE,
    }),
    tx,
  );
  await emit(
    ORGANIZATION_EVENTS.emailConfirmationSent,
    {},
    { actorId: userId, subjectType: 'organization', subjectId: organization.id, ip },
  );
}

/**
 * POST /organization, and the insert behind bulk import and onboarding. A facility or doctor user's
 * facility starts unverified (its owner then submits it to the verification queue) with that user as
 * owner; an administrator's is verified at once, the administrator being its verifier, and is owned by
 * the contact person given (ownerId), if any.
 */
export async function createOrganization(
  ctx: AppContext,
  actor: OrganizationActor,
  input: CreateOrganizationInput,
  ip?: string,
): Promise<OrganizationRow> {
  if (!canCreateOrganization(actor)) throw AppError.forbidden(M.onlyFacilityUsers);
  const admin = actor.flags.admin;
  const ownerId = admin ? (input.ownerId ?? null) : actor.userId;
  if (admin && ownerId && !(await findUserById(ctx.db, ownerId)))
    throw AppError.field('userId', M.hospitalUserNotFound);
  const services = input.facilityServices?.length ? await catalogueServices(ctx, input.facilityServices) : [];
  if (await organizationNameTaken(ctx.db, input.orgName)) throw nameTaken();
  const confirmation = input.orgEmail ? emailToken() : null;
  let organization: OrganizationRow;
  try {
    organization = await ctx.events.transaction(async (tx, emit) => {
      const inserted = await insertOrganization(
        tx,
        {
          orgName: input.orgName,
          orgType: input.orgType ?? null,
          description: input.description ?? null,
          orgAddress: input.orgAddress,
          facilityServices: services,
          websiteUrl: input.websiteUrl || null,
          orgEmail: input.orgEmail || null,
          isFreeHospital: input.isFreeHospital ?? false,
          isDiscountEnabled: input.isDiscountEnabled ?? false,
          discountPercentage: input.discountPercentage || null,
          sourceOfCreation: input.sourceOfCreation ?? ORGANIZATION_SOURCE,
          status: admin ? FACILITY_STATUS.verified : FACILITY_STATUS.unverified,
          createdBy: actor.userId,
          ...(confirmation?.columns ?? {}),
        },
        ownerId,
      );
      const meta = { actorId: actor.userId, subjectType: 'organization', subjectId: inserted.id, ip };
      await emit(
        ORGANIZATION_EVENTS.created,
        { orgName: inserted.orgName, status: inserted.status, ...(ownerId ? { ownerId } : {}) },
        meta,
      );
      if (admin) await emit(ORGANIZATION_EVENTS.verified, { verifiedBy: actor.userId }, meta);
      if (confirmation)
        await sendEmailConfirmation(ctx, tx, emit, inserted, actor.userId, confirmation.token, ip);
      return inserted;
    });
  } catch (error) {
    if (isNameTakenFailure(error)) throw nameTaken();
    throw error;
  }
  return organization;
}

/** New documents must be the editor's own uploads for a facility; the ones already attached stay. */
async function checkedDocumentKeys(
  ctx: AppContext,
  principal: Principal,
  organization: OrganizationRow,
  keys: string[],
): Promise<string[]> {
  const unique = [...new Set(keys)];
  const added = unique.filter((key) => !organization.documentKeys.includes(key));
  const uploaded = await uploadedFileKeys(ctx.db, principal.userId, ORGANIZATION_DOCUMENT_PURPOSE, added);
  if (added.some((key) => !uploaded.has(key)))
    throw AppError.field('documentKeys', VERIFICATION_MESSAGES.documentUnknown);
  return unique;
}

/** The columns a PUT changes: only the fields sent, normalised as the create does. */
async function updateColumns(
  ctx: AppContext,
  principal: Principal,
  organization: OrganizationRow,
  body: OrganizationUpdate,
): Promise<{ values: Partial<NewOrganization>; token: string | null }> {
  const values: Partial<NewOrganization> = {};
  if (body.orgName !== undefined && body.orgName !== organization.orgName) {
    if (await organizationNameTaken(ctx.db, body.orgName, organization.id)) throw nameTaken();
    values.orgName = body.orgName;
  }
  if (body.orgType !== undefined) values.orgType = body.orgType;
  if (body.description !== undefined) values.description = body.description;
  if (body.orgAddress !== undefined) values.orgAddress = body.orgAddress;
  if (body.facilityServices !== undefined)
    values.facilityServices = await catalogueServices(ctx, body.facilityServices);
  if (body.websiteUrl !== undefined) values.websiteUrl = body.websiteUrl || null;
  if (body.isFreeHospital !== undefined) values.isFreeHospital = body.isFreeHospital;
  if (body.isDiscountEnabled !== undefined) values.isDiscountEnabled = body.isDiscountEnabled;
  if (body.discountPercentage !== undefined) values.discountPercentage = body.discountPercentage || null;
  if (body.defaultImageUrl !== undefined) values.defaultImageUrl = body.defaultImageUrl || null;
  if (body.documentKeys !== undefined)
    values.documentKeys = await checkedDocumentKeys(ctx, principal, organization, body.documentKeys);
  let token: string | null = null;
  const email = body.orgEmail === undefined ? undefined : body.orgEmail || null;
  if (email !== undefined && email !== organization.orgEmail) {
    // A new address is unconfirmed until its own link is opened; a removed one leaves nothing to confirm.
    values.orgEmail = email;
    if (email) {
      const confirmation = emailToken();
      Object.assign(values, confirmation.columns);
      token = confirmation.token;
    } else {
      Object.assign(values, {
        orgEmailTokenHash: null,
        orgEmailTokenExpiresAt: null,
        orgEmailVerifiedAt: null,
      });
    }
  }
  return { values, token };
}

/** PUT /organization/{id}: by the facility's owners and admins, and platform administrators. */
export async function updateOrganization(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: OrganizationUpdate,
  ip?: string,
) {
  const { organization, role } = await visibleOrganization(ctx, principal, id);
  if (!managesOrganization(principal.flags.admin, role)) throw AppError.forbidden(M.cannotEdit);
  const { values: sent, token } = await updateColumns(ctx, principal, organization, body);
  // Only what differs from the stored facility is written and logged; an edit that changes nothing writes nothing.
  const values: Partial<NewOrganization> = Object.fromEntries(
    Object.entries(sent).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(organization[key as keyof OrganizationRow]),
    ),
  );
  if (!Object.keys(values).length)
    return { organization, extras: await viewerExtras(ctx, principal, organization, role) };
  let updated: OrganizationRow;
  try {
    updated = await ctx.events.transaction(async (tx, emit) => {
      const row = await updateOrganizationRow(tx, organization.id, values);
      await emit(
        ORGANIZATION_EVENTS.updated,
        { fields: Object.keys(values).filter((key) => !key.startsWith('orgEmailToken')) },
        { actorId: principal.userId, subjectType: 'organization', subjectId: organization.id, ip },
      );
      if (token) await sendEmailConfirmation(ctx, tx, emit, row, principal.userId, token, ip);
      return row;
    });
  } catch (error) {
    if (isNameTakenFailure(error)) throw nameTaken();
    throw error;
  }
  return { organization: updated, extras: await viewerExtras(ctx, principal, updated, role) };
}

/** DELETE /organization/{id}: by the facility's owners and platform administrators. */
export async function deleteOrganization(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const { organization, role } = await visibleOrganization(ctx, principal, id);
  if (!deletesOrganization(principal.flags.admin, role)) throw AppError.forbidden(M.cannotDelete);
  await ctx.events.transaction(async (tx, emit) => {
    await deleteOrganizationRow(tx, organization.id);
    await emit(
      ORGANIZATION_EVENTS.deleted,
      { orgName: organization.orgName },
      { actorId: principal.userId, subjectType: 'organization', subjectId: organization.id, ip },
    );
  });
}

/** GET /org/user/{userId}: a user's own facilities, for them and administrators; 404 to anyone else. */
export async function organizationsOfUserFor(
  ctx: AppContext,
  principal: Principal,
  userId: string,
): Promise<UserOrganizationRow[]> {
  if (!isUuid(userId) || (principal.userId !== userId && !principal.flags.admin)) throw AppError.notFound();
  return organizationsOfUser(ctx.db, userId);
}

/** GET /organization/verify/{id}: the link's token confirms the facility's e-mail address. */
export async function confirmOrganizationEmail(
  ctx: AppContext,
  actorId: string | null,
  id: string,
  token: string,
  ip?: string,
): Promise<OrganizationRow> {
  const organization = await findOrganizationByEmailToken(ctx.db, id, hashLinkToken(token));
  if (!organization) throw AppError.badRequest(M.emailTokenInvalid);
  if (!organization.orgEmailTokenExpiresAt || organization.orgEmailTokenExpiresAt.getTime() < Date.now())
    throw AppError.badRequest(M.emailTokenExpired);
  return ctx.events.transaction(async (tx, emit) => {
    const updated = await updateOrganizationRow(tx, organization.id, {
      orgEmailVerifiedAt: new Date(),
      orgEmailTokenHash: null,
      orgEmailTokenExpiresAt: null,
    });
    await emit(
      ORGANIZATION_EVENTS.emailConfirmed,
      {},
      { actorId, subjectType: 'organization', subjectId: organization.id, ip },
    );
    return updated;
  });
}

/** A file received for the facility form's second step: only those who may add facilities upload them. */
export async function uploadOrganizationFile(
  ctx: AppContext,
  principal: Principal,
  purpose: string,
  upload: { name: string; ext: string; mime: string; bytes: Buffer },
): Promise<OrganizationUploadDto> {
  if (!canCreateOrganization(principal)) throw AppError.forbidden(M.onlyFacilityUsers);
  // A logo is public from the moment it is stored (docs/files-and-uploads.md#image-moderation).
  if (purpose === ORGANIZATION_LOGO_PURPOSE) {
    await assertAcceptableImage(ctx.moderation, upload.bytes, upload.mime, RECORD_FILE_FIELD);
  }
  const file = await ctx.files.save({
    ownerId: principal.userId,
    purpose,
    name: upload.name,
    ext: upload.ext,
    contentType: upload.mime,
    bytes: upload.bytes,
  });
  return { key: file.key, name: file.name, contentType: file.contentType, url: `/files/${file.key}` };
}
