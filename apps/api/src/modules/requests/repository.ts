import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PROFILE_VERIFICATION, isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { rawSql, sqlText, toDrizzleSql, type SqlText } from '../../platform/db/statement';
import { donationRequests, users, type NewDonationRequestRow } from '../../platform/db/schema';
import type { DoctorOnRequest, RequestRecord, RequestView } from '../../access';

// The search vector is an index input, never an output: every read leaves it out.
const { searchVector: _searchVector, ...readColumns } = getTableColumns(donationRequests);
export const requestColumns = readColumns;

/** /donationRequest/{id} takes the id or the name slug (docs/screens-and-flows.md#routes). */
export function idOrNameCondition(idOrName: string): SQL {
  const key = idOrName.trim();
  return isUuid(key) ? eq(donationRequests.id, key) : eq(donationRequests.name, key.toLowerCase());
}

export interface ViewQuery {
  where?: SQL;
  orderBy?: SQL;
  limit?: number;
  offset?: number;
  /** Whose favourites and reports decide isFavourite and reportedByViewer (null: signed out). */
  viewerId: string | null;
}

/**
 * The doctors of the request of the outer row, as JSON: who accepted first, then in the order they
 * joined it. Read with the requests, so a page is one statement.
 */
export const DOCTORS_OF_REQUEST = rawSql(`(select coalesce(json_agg(json_build_object(
    'id', users.id, 'name', users.name, 'profileImageUrl', users.profile_image_url,
    'acceptance', request_doctors.acceptance, 'assignedBy', request_doctors.assigned_by,
    'verified', users.profile_verification_status = ${PROFILE_VERIFICATION.verified},
    'acceptedAt', request_doctors.accepted_at, 'accessEndedAt', request_doctors.access_ended_at
  ) order by request_doctors.acceptance desc, request_doctors.created_at, users.id), '[]'::json)
  from request_doctors inner join users on users.id = request_doctors.doctor_id
  where request_doctors.request_id = donation_requests.id)`);

export function isFavouriteOf(viewerId: string | null): SqlText {
  return viewerId
    ? sqlText`exists (select 1 from favourites where favourites.request_id = donation_requests.id and favourites.user_id = ${viewerId})`
    : rawSql('false');
}

export function isReportedBy(viewerId: string | null): SqlText {
  return viewerId
    ? sqlText`exists (select 1 from request_reports where request_reports.reporter_id = ${viewerId} and request_reports.request_id = donation_requests.id)`
    : rawSql('false');
}

const DOCTORS_OF_REQUEST_SQL = toDrizzleSql(DOCTORS_OF_REQUEST);

/** Requests with their creator, doctors and the caller's favourite and report flags. */
export async function selectRequestViews(db: Database, query: ViewQuery): Promise<RequestView[]> {
  let select = db
    .select({
      request: requestColumns,
      creator: {
        id: users.id,
        name: users.name,
        profileImageUrl: users.profileImageUrl,
        profileVerificationStatus: users.profileVerificationStatus,
        roles: users.roles,
      },
      isFavourite: sql<boolean>`${toDrizzleSql(isFavouriteOf(query.viewerId))}`,
      reportedByViewer: sql<boolean>`${toDrizzleSql(isReportedBy(query.viewerId))}`,
      doctors: sql<DoctorOnRequest[]>`${DOCTORS_OF_REQUEST_SQL}`,
    })
    .from(donationRequests)
    .innerJoin(users, eq(users.id, donationRequests.createdBy))
    .where(query.where)
    .$dynamic();
  if (query.orderBy) select = select.orderBy(query.orderBy);
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  return select;
}

/** One request by id or name, whoever may see it (the caller checks that). */
export async function findRequestView(
  db: Database,
  idOrName: string,
  viewerId: string | null,
  visible?: SQL,
): Promise<RequestView | null> {
  const [view] = await selectRequestViews(db, {
    where: and(idOrNameCondition(idOrName), visible),
    limit: 1,
    viewerId,
  });
  return view ?? null;
}

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
// Crockford's base 32: no I, L, O or U, so a 'Ref id' read aloud or typed is never ambiguous.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomText(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A readable, unique slug: the title's words plus a random suffix (the title may repeat). */
export function requestSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${words || 'request'}-${randomText(SLUG_ALPHABET, 6)}`;
}

/** The human 'Ref id' of a card: CN and ten characters (50 random bits; a unique index guards it). */
export function newReferenceId(): string {
  return `CN${randomText(REFERENCE_ALPHABET, 10)}`;
}

export type NewRequest = Omit<NewDonationRequestRow, 'id' | 'name' | 'uniqueReferenceId' | 'searchVector'>;

export async function insertRequest(db: Database, input: NewRequest): Promise<RequestRecord> {
  const [row] = await db
    .insert(donationRequests)
    .values({ ...input, name: requestSlug(input.title), uniqueReferenceId: newReferenceId() })
    .returning(requestColumns);
  return row;
}

export type RequestFieldsUpdate = Partial<
  Pick<
    NewDonationRequestRow,
    | 'title'
    | 'description'
    | 'brief'
    | 'requestType'
    | 'units'
    | 'isPrivate'
    | 'orgId'
    | 'region'
    | 'status'
    | 'flagReason'
    | 'treatmentCompletedAt'
    | 'acceptanceStatus'
    | 'requestStatusByDoctor'
  >
>;

/** Updates a request; `onlyIf` makes the write conditional (a state another caller may have changed). */
export async function updateRequestRow(
  db: Database,
  id: string,
  fields: RequestFieldsUpdate,
  onlyIf?: SQL,
): Promise<RequestRecord | null> {
  const [row] = await db
    .update(donationRequests)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(donationRequests.id, id), onlyIf))
    .returning(requestColumns);
  return row ?? null;
}
