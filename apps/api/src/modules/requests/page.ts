import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../platform/db/client';
import type { PersonName } from '../../platform/db/schema';
import {
  allOf,
  integerList,
  joinSql,
  rawSql,
  sqlText,
  toStatement,
  type SqlText,
  type Statement,
} from '../../platform/db/statement';
import {
  COMMON_KEYWORD_MATCHES,
  KEYWORD_MATCHES_COUNTED,
  VERY_COMMON_KEYWORD_MATCHES,
  type KeywordSearch,
  type RelevanceLevel,
} from './keyword';
import type { ListConditions } from './query';
import { DOCTORS_OF_REQUEST, isFavouriteOf, isReportedBy, requestColumns } from './repository';
import type { DoctorOnRequest, RequestRecord, RequestView } from '../../access';

/** [status, requests] pairs of a count by status. */
export type StatusCount = [number, number];

export interface RequestPage {
  views: RequestView[];
  byStatus: StatusCount[];
  /** A keyword search stopped counting at KEYWORD_MATCHES_COUNTED matches: more may follow. */
  countsCapped: boolean;
}

// Every column a request is read with, each under its name in RequestRecord, so a row needs no renaming.
const REQUEST_KEYS = Object.keys(requestColumns) as (keyof RequestRecord)[];
const SELECTED = rawSql(
  [
    ...REQUEST_KEYS.map((key) => `donation_requests.${requestColumns[key].name} as "${key}"`),
    'users.id as "creatorId"',
    'users.name as "creatorName"',
    'users.profile_image_url as "creatorImage"',
    'users.profile_verification_status as "creatorVerification"',
    'users.roles as "creatorRoles"',
  ].join(', '),
);

type PageRow = RequestRecord & {
  creatorId: string;
  creatorName: PersonName;
  creatorImage: string | null;
  creatorVerification: number;
  creatorRoles: string[];
  isFavourite: boolean;
  reportedByViewer: boolean;
  doctors: DoctorOnRequest[];
  summary: StatusCount[] | null;
};

function viewOf(row: PageRow): RequestView {
  const request = {} as Record<keyof RequestRecord, unknown>;
  for (const key of REQUEST_KEYS) request[key] = row[key];
  return {
    request: request as RequestRecord,
    creator: {
      id: row.creatorId,
      name: row.creatorName,
      profileImageUrl: row.creatorImage,
      profileVerificationStatus: row.creatorVerification,
      roles: row.creatorRoles,
    },
    doctors: row.doctors,
    isFavourite: row.isFavourite,
    reportedByViewer: row.reportedByViewer,
  };
}

export interface PageQuery {
  conditions: ListConditions;
  /** The list's sort (within a level of relevance when there is a keyword). */
  orderBy: SqlText;
  limit: number;
  offset: number;
  /** Whose favourites and reports decide isFavourite and reportedByViewer (null: signed out). */
  viewerId: string | null;
}

/**
 * The ids of the requests a page of a keyword search may show, with their rank (relevance level): a
 * level of few requests whole, any other its first `offset + limit` in the list's order; a request in
 * several keeps its best rank. The page is within them, since every request above it in the ranked
 * order is too. A common word's level is read in the list's order through its index and stops there,
 * so a page costs about the same whether the word is rare or in every other request (ranking every
 * match first cost the time to read them all).
 */
function ranked(where: SqlText, levels: RelevanceLevel[], query: PageQuery, unplanned: boolean): SqlText {
  const enough = sqlText` order by ${query.orderBy} limit ${integerList([query.offset + query.limit])}`;
  const each = levels.map(
    (level) =>
      sqlText`(select donation_requests.id, ${integerList([level.rank])} as rank from donation_requests where ${allOf([where, unplanned ? level.unplannedHit : level.hit])}${level.few ? rawSql('') : enough})`,
  );
  return sqlText`(select id, min(rank) as rank from (${joinSql(each, ' union all ')}) as levels group by id)`;
}

/** The name a reusable statement is prepared under: one per text, the same in every process. */
function statementName(text: string): string {
  return `requests_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** The statement, prepared under its statementName. */
function reusable(piece: SqlText): Statement {
  const statement = toStatement(piece);
  return { ...statement, name: statementName(statement.text) };
}

/**
 * A page of requests and, in the same statement, a count by status (computed once for the page). An
 * empty page has no row to carry it: it is counted apart.
 */
export async function selectRequestPage(database: DatabaseHandle, query: PageQuery): Promise<RequestPage> {
  const { conditions } = query;
  if (conditions.keyword?.levels.length) return selectSearchPage(database, query, conditions.keyword);
  const summary = sqlText`(select coalesce(json_agg(json_build_array(status, requests)), '[]'::json) from (${conditions.countByStatus}) as counted)`;
  const page = sqlText`${selectedWith(query, summary)} from donation_requests inner join users on users.id = donation_requests.created_by
  where ${conditions.where} order by ${query.orderBy} ${paged(query)}`;
  const rows = await database.query<PageRow>(conditions.planReusable ? reusable(page) : toStatement(page));
  const views = rows.map(viewOf);
  if (rows.length) return { views, byStatus: rows[0].summary ?? [], countsCapped: false };
  const [counted] = await database.query<{ summary: StatusCount[] }>(
    toStatement(sqlText`select ${summary} as summary`),
  );
  return { views, byStatus: counted.summary, countsCapped: false };
}

function selectedWith(query: PageQuery, summary: SqlText): SqlText {
  return sqlText`select ${SELECTED}, ${isFavouriteOf(query.viewerId)} as "isFavourite", ${isReportedBy(query.viewerId)} as "reportedByViewer", ${DOCTORS_OF_REQUEST} as doctors, ${summary} as summary`;
}

function paged(query: PageQuery): SqlText {
  return sqlText`limit ${integerList([query.limit])} offset ${query.offset}`;
}

/**
 * paged, the offset written in: an offset PostgreSQL does not know it takes for a tenth of the rows,
 * which made a plan made once for every value look dearer than planning each search.
 */
function pagedInPlace(query: PageQuery): SqlText {
  return sqlText`limit ${integerList([query.limit])} offset ${integerList([query.offset])}`;
}

type CountRow = { status: number; requests: number };

interface MatchCount {
  byStatus: CountRow[];
  /** Counted in a sample: the word is common, so a page finds its matches soon in the list's order. */
  sampled: boolean;
}
const countedIn = (rows: CountRow[]) => rows.reduce((sum, row) => sum + row.requests, 0);

/**
 * A keyword's matches by status, at most KEYWORD_MATCHES_COUNTED. A keyword PostgreSQL expects to be
 * common is counted within a sample first, which reading every match's index entry would cost several
 * times over: among the sampled requests (one in 32, through their own index), and before that, for a
 * word in a large share of the requests, within the table's first pages, which show its matches
 * sooner. When the samples hold fewer (the list's other conditions let few of them through), and for
 * any other keyword, through the index.
 */
async function countMatches(
  database: DatabaseHandle,
  conditions: ListConditions,
  keyword: KeywordSearch,
): Promise<MatchCount> {
  const { sampledCountByStatus: firstPages, sampledIndexCountByStatus: sampledRequests } = conditions;
  if (firstPages && sampledRequests) {
    const expected = await expectedMatches(database, keyword);
    const samples = [
      ...(expected >= VERY_COMMON_KEYWORD_MATCHES ? [firstPages] : []),
      ...(expected >= COMMON_KEYWORD_MATCHES ? [sampledRequests] : []),
    ];
    for (const sample of samples) {
      // A sample is read the same way whatever the word: one plan serves every keyword.
      const sampled = await database.query<CountRow>(reusable(sample));
      if (countedIn(sampled) >= KEYWORD_MATCHES_COUNTED) return { byStatus: sampled, sampled: true };
    }
  }
  return { byStatus: await database.query<CountRow>(toStatement(conditions.countByStatus)), sampled: false };
}

/** How many requests PostgreSQL's planner expects the keyword to match (it plans, it does not run). */
async function expectedMatches(database: DatabaseHandle, keyword: KeywordSearch): Promise<number> {
  const [explained] = await database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    toStatement(keyword.estimate),
  );
  return explained['QUERY PLAN'][0].Plan['Plan Rows'];
}

/**
 * A page of a keyword search. Its matches are counted first (at most KEYWORD_MATCHES_COUNTED, read
 * through the indexes): when they are fewer, every level is read whole, as few as they are; when there
 * are that many, each level is read in the list's order and stops at the page. Left to guess, PostgreSQL
 * walked a whole table in order for a rare word it took for a common one (30 s at a million requests).
 */
async function selectSearchPage(
  database: DatabaseHandle,
  query: PageQuery,
  keyword: KeywordSearch,
): Promise<RequestPage> {
  const { conditions } = query;
  const { byStatus, sampled } = await countMatches(database, conditions, keyword);
  const counted = countedIn(byStatus);
  const few = counted < KEYWORD_MATCHES_COUNTED;
  const levels = keyword.levels.map((level) => ({ ...level, few: level.few || few }));
  // A word a sample found common is read the same way whatever the word: each level in the list's
  // order, stopping at the page, soon reached. That page is one prepared statement for every such word,
  // the word unplanned and the page's place written in, so PostgreSQL plans it once per connection
  // (planning it for every search cost twice what reading it does); only the pages within the counted
  // matches are kept prepared, so scrolling further does not pile up a statement per page. Any other
  // word is planned with its own matches in view: for a word common enough to pass the count but rare
  // in the table, read in the list's order, a page would go through most of the table.
  const page = sqlText`${selectedWith(query, rawSql('null'))} from ${ranked(conditions.whereAnyKeyword, levels, query, sampled)} as ranked
  inner join donation_requests on donation_requests.id = ranked.id
  inner join users on users.id = donation_requests.created_by
  order by ranked.rank, ${query.orderBy} ${sampled ? pagedInPlace(query) : paged(query)}`;
  const prepared = sampled && query.offset + query.limit <= KEYWORD_MATCHES_COUNTED;
  const rows = await database.query<PageRow>(prepared ? reusable(page) : toStatement(page));
  return {
    views: rows.map(viewOf),
    byStatus: byStatus.map((row): StatusCount => [row.status, row.requests]),
    countsCapped: !few,
  };
}
