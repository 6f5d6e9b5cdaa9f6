import { SEARCH_SAMPLE_IDS_BELOW } from '../../platform/db/schema';
import {
  allOf,
  anyOf,
  integerList,
  joinSql,
  rawSql,
  sqlText,
  type SqlText,
} from '../../platform/db/statement';

/**
 * A 'Ref id' is CN and ten characters of Crockford's base 32 (repository.ts newReferenceId). A keyword
 * of at least this many letters and digits may be part of one; shorter ones would find random
 * requests whose Ref id happens to hold them.
 */
export const REFERENCE_FRAGMENT_MIN = 6;

/**
 * How many matches a keyword search counts at most. A common word matches a large share of all
 * requests, and counting them by status read every one of them on every page (seconds at a million
 * requests). Past this many, countSummary stops here, so a page costs about the same whatever the
 * word; the total then only promises one more after each full page (service.ts listRequests).
 */
export const KEYWORD_MATCHES_COUNTED = 100;

/**
 * From how many matches PostgreSQL expects of a keyword (its planner's estimate from the column's
 * statistics) the keyword is common: finding all its matches through the index costs more (about
 * 1 ms per 1,500 at a million requests) than looking among a sample of the requests, where a common
 * keyword soon shows KEYWORD_MATCHES_COUNTED matches. PostgreSQL guesses 0.5% of the requests for a
 * word its statistics do not hold, which stays under this up to two million requests.
 */
export const COMMON_KEYWORD_MATCHES = 10_000;

/**
 * From how many expected matches a keyword is so common that the table's first pages show
 * KEYWORD_MATCHES_COUNTED of them sooner than the sampled requests' index lists its matches among them
 * (one in 32 of its matches: about 3,000 at this many, which take as long to read as the first pages
 * take for a word in a tenth of a million requests; for a commoner word the pages win).
 */
export const VERY_COMMON_KEYWORD_MATCHES = 100_000;

/**
 * How many of the table's first pages (8 kB each, about ten requests) a common keyword's count reads
 * before it counts through the index instead: enough for KEYWORD_MATCHES_COUNTED matches of a word in
 * one request in a hundred.
 */
export const KEYWORD_SAMPLE_PAGES = 1_000;

/**
 * The sample's pages, named by their place in the table (a TID range). A plain scan of a table this
 * large reads through a small ring of buffers of its own, so every search read the same pages from the
 * operating system again (half the cost of the count); a TID range keeps them in PostgreSQL's buffers.
 */
const SAMPLE_PAGES = rawSql(`donation_requests.ctid < '(${KEYWORD_SAMPLE_PAGES},0)'::tid`);

/**
 * The sampled requests: one in 32 by id, whose search vectors have an index of their own
 * (donation_requests_search_sample_idx; the condition is that index's, word for word, so PostgreSQL
 * can use it). A common word's matches among them are a 32nd of all of them, read in a fraction of the
 * time, and as they are spread over the whole table they show KEYWORD_MATCHES_COUNTED matches the
 * list lets through wherever those are (the first pages cost a hundred times a word's share of the
 * requests to read: 1.5 ms of CPU per search for a word in 3% of them).
 */
const SAMPLED_REQUESTS = rawSql(`donation_requests.id < '${SEARCH_SAMPLE_IDS_BELOW}'::uuid`);

/**
 * A value PostgreSQL reads when the statement runs but does not plan with (a sub-select, computed once).
 * A statement that is read the same way whatever the word (a sample; the page of a word the sample
 * showed to be common) is then planned alike for every word, so one plan, made once per connection and
 * reused, serves them all: planned again for each search, with the word, planning cost twice what
 * reading such a page does.
 */
function unplanned(value: SqlText): SqlText {
  return sqlText`(select ${value})`;
}

/** One level of relevance: the requests it holds rank above those of the levels after it. */
export interface RelevanceLevel {
  rank: number;
  hit: SqlText;
  /** The same test with the keyword as a value PostgreSQL does not plan with (see unplanned). */
  unplannedHit: SqlText;
  /**
   * The level holds few requests, so a page reads all of them through their index. Otherwise a page
   * reads the level in the list's order and stops where the page ends: asked for its newest few,
   * PostgreSQL could otherwise walk a whole table for a level it wrongly takes for a common one.
   */
  few: boolean;
}

/** What a keyword adds to a list: which requests match, in which levels of relevance, and how they are counted. */
export interface KeywordSearch {
  /** Any level's hit: the requests the keyword finds. */
  match: SqlText;
  /** Most relevant first; a request is ranked by the first level it is in. */
  levels: RelevanceLevel[];
  /**
   * The statement counting by status the keyword's matches that `others` (the list's other conditions)
   * let through, at most KEYWORD_MATCHES_COUNTED of them.
   */
  countByStatus(others: SqlText): SqlText;
  /**
   * The same count within the first KEYWORD_SAMPLE_PAGES pages of the table: when it reaches
   * KEYWORD_MATCHES_COUNTED it is the count (any matches do for a count that stops there), found
   * without reading every match's index entry. Read the same way whatever the word (unplanned).
   */
  sampledCountByStatus(others: SqlText): SqlText;
  /**
   * The same count among the sampled requests (one in 32 by id), read through their own index: when it
   * reaches KEYWORD_MATCHES_COUNTED it is the count. Read the same way whatever the word (unplanned).
   */
  sampledIndexCountByStatus(others: SqlText): SqlText;
  /** EXPLAIN of the keyword's matches: 'Plan Rows' is how many PostgreSQL expects (see COMMON_KEYWORD_MATCHES). */
  estimate: SqlText;
}

/**
 * Keyword search, in two levels of relevance: the keyword is part of the request's 'Ref id' (at least
 * REFERENCE_FRAGMENT_MIN letters and digits, whatever their case; trigram index); then every word of
 * it starts a word of the title, name or description (GIN index on the search vector). Within a level,
 * the list's own order (newest first unless asked otherwise).
 */
export function keywordSearch(keyword: string): KeywordSearch {
  const levels: RelevanceLevel[] = [];
  const reference = keyword.trim().toUpperCase();
  if (/^[A-Z0-9]+$/.test(reference) && reference.length >= REFERENCE_FRAGMENT_MIN) {
    // Only letters and digits reach the pattern, so it holds no LIKE wildcard.
    const pattern = `%${reference}%`;
    levels.push({
      rank: 1,
      hit: sqlText`donation_requests.unique_reference_id like ${pattern}`,
      unplannedHit: sqlText`donation_requests.unique_reference_id like ${unplanned(sqlText`${pattern}::text`)}`,
      few: true,
    });
  }
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length) {
    // Only letters and digits reach the query text, so no tsquery operator can be injected.
    const query = sqlText`to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
    levels.push({
      rank: 2,
      hit: sqlText`donation_requests.search_vector @@ ${query}`,
      unplannedHit: sqlText`donation_requests.search_vector @@ ${unplanned(query)}`,
      few: false,
    });
  }
  const match = levels.length ? anyOf(levels.map((level) => level.hit)) : rawSql('false');
  const unplannedMatch = levels.length ? anyOf(levels.map((level) => level.unplannedHit)) : rawSql('false');
  const counted = (found: SqlText) =>
    sqlText`select status, count(*)::int as requests from (select status from ${found} limit ${integerList([KEYWORD_MATCHES_COUNTED])}) as counted group by status`;
  return {
    match,
    levels,
    countByStatus: (others) =>
      // The matches are found through the keyword's indexes alone (OFFSET 0 keeps the other conditions
      // out of that scan: ANDed with an index on a condition most requests meet, such as the creator
      // type of a doctor's feed, it read half a million index entries), then the other conditions
      // filter them. Planned as a whole (materialized), so read through those indexes whatever the
      // word, but read only as far as the count needs: a LIMIT inside let PostgreSQL pick a scan in
      // table order, which for a rare word went through every request.
      sqlText`with found as materialized (select donation_requests.status from (select * from donation_requests where ${match} offset 0) as donation_requests where ${others}) ${counted(rawSql('found'))}`,
    sampledCountByStatus: (others) =>
      counted(
        sqlText`(select donation_requests.status from donation_requests where ${allOf([SAMPLE_PAGES, unplannedMatch, others])}) as found`,
      ),
    sampledIndexCountByStatus: (others) =>
      counted(
        sqlText`(select donation_requests.status from donation_requests where ${allOf([SAMPLED_REQUESTS, unplannedMatch, others])}) as found`,
      ),
    estimate: sqlText`explain (format json) select 1 from donation_requests where ${match}`,
  };
}

/** The rank of the outer request: the first level it is in (for a statement that reads every match). */
export function rankOf(levels: RelevanceLevel[]): SqlText {
  if (!levels.length) return rawSql('0');
  const cases = joinSql(
    levels.map((level) => sqlText`when ${level.hit} then ${integerList([level.rank])}`),
    ' ',
  );
  return sqlText`case ${cases} else ${integerList([levels.length + 1])} end`;
}
