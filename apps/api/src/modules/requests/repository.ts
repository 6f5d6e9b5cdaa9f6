import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PROFILE_VERIFICATION, isUuid } from '@carenet/shared';
import { selectRows, type Database } from '../../platform/db/client';
import { executeNamed } from '../../platform/db/named-statements';
import { integerLiterals, sqlTemplate } from '../../platform/db/sql-template';
import {
  donationRequests,
  favourites,
  requestDoctors,
  users,
  type DonationRequestRow,
  type NewDonationRequestRow,
  type PersonName,
} from '../../platform/db/schema';

// The search vector is an index input, never an output: every read leaves it out.
const { searchVector: _searchVector, ...requestColumns } = getTableColumns(donationRequests);
export type RequestRecord = Omit<DonationRequestRow, 'searchVector'>;

export interface CreatorInfo {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
  profileVerificationStatus: number;
}

export interface DoctorOnRequest {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
  /** The doctor's own decision: 0 assigned, 1 accepted, -1 rejected. */
  acceptance: number;
  assignedBy: string | null;
  /** The doctor's profile is verified (PROFILE_VERIFICATION.verified). */
  verified: boolean;
  /** ISO instants: when they accepted, and when the patient ended their access (care-team module). */
  acceptedAt: string | null;
  accessEndedAt: string | null;
}

/** A request with what its presentation needs: the creator, the doctors and the caller's favourite flag. */
export interface RequestView {
  request: RequestRecord;
  creator: CreatorInfo;
  doctors: DoctorOnRequest[];
  isFavourite: boolean;
}

/** /donationRequest/{id} takes the id or the name slug (SPEC §2). */
export function idOrNameCondition(idOrName: string): SQL {
  const key = idOrName.trim();
  return isUuid(key) ? eq(donationRequests.id, key) : eq(donationRequests.name, key.toLowerCase());
}

export interface ViewQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  /** Whose favourites decide isFavourite (null: signed out). */
  viewerId: string | null;
}

/**
 * The doctors of the request of the outer row, as JSON: who accepted first, then in the order they
 * joined it. Read with the requests, so a page is one statement. Rendered once (see sqlTemplate).
 */
const DOCTORS_OF_REQUEST = sqlTemplate(
  [],
  () => sql`(select coalesce(json_agg(json_build_object(
    'id', ${users.id}, 'name', ${users.name}, 'profileImageUrl', ${users.profileImageUrl},
    'acceptance', ${requestDoctors.acceptance}, 'assignedBy', ${requestDoctors.assignedBy},
    'verified', ${users.profileVerificationStatus} = ${sql.raw(String(PROFILE_VERIFICATION.verified))},
    'acceptedAt', ${requestDoctors.acceptedAt}, 'accessEndedAt', ${requestDoctors.accessEndedAt}
  ) order by ${requestDoctors.acceptance} desc, ${requestDoctors.createdAt}, ${users.id}), '[]'::json)
  from ${requestDoctors} inner join ${users} on ${users.id} = ${requestDoctors.doctorId}
  where ${requestDoctors.requestId} = ${donationRequests.id})`,
);

const IS_FAVOURITE_OF = sqlTemplate(
  ['viewerId'],
  ({ viewerId }) =>
    sql`exists (select 1 from ${favourites} where ${favourites.requestId} = ${donationRequests.id} and ${favourites.userId} = ${viewerId})`,
);

/** A literal (the page size is a validated integer): a reused plan then knows how few rows it reads. */
function limitLiteral(limit: number): SQL {
  return integerLiterals([limit]);
}

function isFavouriteFor(viewerId: string | null): SQL<boolean> {
  return viewerId ? sql<boolean>`${IS_FAVOURITE_OF({ viewerId })}` : sql<boolean>`false`;
}

function selectViews(
  db: Database,
  query: ViewQuery,
  summary: SQL,
  isFavourite = isFavouriteFor(query.viewerId),
) {
  let select = db
    .select({
      request: requestColumns,
      creator: {
        id: users.id,
        name: users.name,
        profileImageUrl: users.profileImageUrl,
        profileVerificationStatus: users.profileVerificationStatus,
      },
      isFavourite,
      doctors: sql<DoctorOnRequest[]>`${DOCTORS_OF_REQUEST({})}`,
      summary: sql<StatusCount[] | null>`${summary}`,
    })
    .from(donationRequests)
    .innerJoin(users, eq(users.id, donationRequests.createdBy))
    .where(query.where)
    .orderBy(...(query.orderBy ?? []))
    .$dynamic();
  if (query.limit !== undefined) {
    // Drizzle renders any SQL given as the limit; its types only name numbers and placeholders.
    select = select.limit(limitLiteral(query.limit) as unknown as number);
  }
  if (query.offset) select = select.offset(query.offset);
  return select;
}

/** Requests with their creator, doctors and the caller's favourite flag. */
export async function selectRequestViews(db: Database, query: ViewQuery): Promise<RequestView[]> {
  const rows = await selectViews(db, query, sql`null`);
  return rows.map(({ summary: _summary, ...view }) => view);
}

/** [status, requests] pairs of a count by status. */
export type StatusCount = [number, number];

const pageDialect = new PgDialect();
const MARKERS = { isFavourite: '\uE000F', summary: '\uE000S', where: '\uE000W' };
let pageSkeleton: string[] | null = null;

/**
 * The text and parameters of selectViews' statement for a page, put together from the select's fixed
 * text (rendered once) and the request's own parts: rendering the whole select with Drizzle costs
 * several times more. executeNamed checks it against Drizzle's own rendering before it relies on it.
 */
function pageStatement(
  db: Database,
  query: ViewQuery,
  summary: SQL,
): { sql: string; params: unknown[] } | null {
  if (!query.where) return null;
  if (!pageSkeleton) {
    const marked = selectViews(
      db,
      { where: sql.raw(MARKERS.where), viewerId: null },
      sql.raw(MARKERS.summary),
      sql<boolean>`${sql.raw(MARKERS.isFavourite)}`,
    ).toSQL().sql;
    const pieces = marked.split(/\uE000[FSW]/);
    if (pieces.length !== 4 || pieces[3] !== '') return null;
    pageSkeleton = pieces;
  }
  const [head, middle, fromJoin] = pageSkeleton;
  const orderBy = query.orderBy?.length ? sql` order by ${sql.join(query.orderBy, sql`, `)}` : undefined;
  const limit = query.limit !== undefined ? sql` limit ${limitLiteral(query.limit)}` : undefined;
  const offset = query.offset ? sql` offset ${query.offset}` : undefined;
  return pageDialect.sqlToQuery(
    sql`${sql.raw(head)}${isFavouriteFor(query.viewerId)}${sql.raw(middle)}${summary}${sql.raw(fromJoin)}${query.where}${orderBy}${limit}${offset}`,
  );
}

/**
 * A page of requests and, in the same statement, a count by status (a statement with columns status and
 * requests), computed once for the page. An empty page has no row to carry it: it is counted apart.
 */
export async function selectRequestPage(
  db: Database,
  query: ViewQuery & { countByStatus: SQL; planReusable: boolean },
): Promise<{ views: RequestView[]; byStatus: StatusCount[] }> {
  const summary = sql`(select coalesce(json_agg(json_build_array(status, requests)), '[]'::json) from (${query.countByStatus}) as counted)`;
  // A named statement is parsed and planned once per connection and shape of list, not per request.
  const rows = query.planReusable
    ? await executeNamed(db, () => selectViews(db, query, summary), 'list', pageStatement(db, query, summary))
    : await selectViews(db, query, summary);
  const views = rows.map(({ summary: _summary, ...view }) => view);
  if (rows.length) return { views, byStatus: rows[0].summary ?? [] };
  const [counted] = await selectRows<{ summary: StatusCount[] }>(db, sql`select ${summary} as summary`);
  return { views, byStatus: counted.summary };
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
