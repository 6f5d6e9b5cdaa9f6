import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser, uniqueWord } from '../../../test/factories';
import { openPglite, type DatabaseHandle } from '../../platform/db/client';
import { SEARCH_SAMPLE_IDS_BELOW } from '../../platform/db/schema';
import { sqlText, toStatement, type SqlText } from '../../platform/db/statement';
import { KEYWORD_MATCHES_COUNTED, keywordSearch } from './keyword';

const uniqueRegion = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)]).join('');

/** [status, requests] pairs of a count statement, in status order. */
async function counts(database: DatabaseHandle, statement: SqlText): Promise<[number, number][]> {
  const rows = await database.query<{ status: number; requests: number }>(toStatement(statement));
  return rows.map((row): [number, number] => [row.status, row.requests]).sort((a, b) => a[0] - b[0]);
}

/**
 * Gives the request an id among the sampled requests (below SEARCH_SAMPLE_IDS_BELOW), or one outside
 * them: one request in 32 is sampled, too few in a test's handful to count on chance either way.
 */
async function place(database: DatabaseHandle, requestId: string, sampled: boolean): Promise<void> {
  const id = `${sampled ? '00' : 'ff'}${randomUUID().slice(2)}`;
  expect(id < SEARCH_SAMPLE_IDS_BELOW).toBe(sampled);
  await database.query({
    text: 'update donation_requests set id = $1 where id = $2',
    values: [id, requestId],
  });
}

/** A condition of the list no index holds, as visibility is: the keyword's index is the way in. */
const NOT_INDEXED = sqlText`donation_requests.acceptance_status <> -1`;

/**
 * The condition of the sampled requests' search index: the sampled counts name the sampled requests
 * by the same words, or PostgreSQL could not read them through it (at a million requests it does).
 */
async function sampleIndexCondition(database: DatabaseHandle): Promise<string | undefined> {
  const [row] = await database.query<{ condition: string }>({
    text: `select pg_get_expr(indpred, indrelid) as condition from pg_index
            where indexrelid = 'donation_requests_search_sample_idx'::regclass`,
    values: [],
  });
  return row?.condition;
}

/** The plan of a statement, as PostgreSQL would run it on a table too large to read whole. */
async function planOf(database: DatabaseHandle, statement: SqlText): Promise<string> {
  const { text, values } = toStatement(statement);
  await database.query({ text: 'set enable_seqscan = off', values: [] });
  try {
    const rows = await database.query<{ 'QUERY PLAN': string }>({ text: `explain ${text}`, values });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await database.query({ text: 'reset enable_seqscan', values: [] });
  }
}

describe('a common keyword counted among the sampled requests', () => {
  let t: TestApp;
  let admin: TestUser;
  let patient: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.ctx);
    patient = await createUser(t.ctx, { roles: ['patient'] });
  });
  afterAll(() => t.close());

  it('counts by status the matches among the sampled requests only, every one below the cap', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 50; i++) {
      const request = await createRequest(t.ctx, patient, {
        title: `Request ${i} ${word}`,
        status: i % 3 === 0 ? 2 : 1,
      });
      await place(t.ctx.database, request.id, i < 30);
    }
    const search = keywordSearch(word);
    const others = sqlText`donation_requests.created_by = ${patient.user.id}`;
    // Requests 0 to 29: ten fulfilled (i % 3 = 0), twenty approved; the twenty outside are not counted.
    expect(await counts(t.ctx.database, search.sampledIndexCountByStatus(others))).toEqual([
      [1, 20],
      [2, 10],
    ]);
    // The same matches as the count through the index finds among the sampled requests.
    const sampled = sqlText`${others} and donation_requests.id < ${SEARCH_SAMPLE_IDS_BELOW}::uuid`;
    expect(await counts(t.ctx.database, search.countByStatus(sampled))).toEqual([
      [1, 20],
      [2, 10],
    ]);
  });

  it(`stops at ${KEYWORD_MATCHES_COUNTED} matches`, async () => {
    const word = uniqueWord();
    for (let i = 0; i < KEYWORD_MATCHES_COUNTED + 10; i++) {
      const request = await createRequest(t.ctx, patient, { title: `Request ${i} ${word}` });
      await place(t.ctx.database, request.id, true);
    }
    const others = sqlText`donation_requests.created_by = ${patient.user.id}`;
    expect(await counts(t.ctx.database, keywordSearch(word).sampledIndexCountByStatus(others))).toEqual([
      [1, KEYWORD_MATCHES_COUNTED],
    ]);
  });

  it("applies the list's other conditions to the sampled matches", async () => {
    const word = uniqueWord();
    const region = uniqueRegion();
    for (let i = 0; i < 12; i++) {
      const request = await createRequest(t.ctx, patient, {
        title: `Request ${i} ${word}`,
        ...(i % 2 === 0 && { region }),
      });
      await place(t.ctx.database, request.id, i < 8);
    }
    const others = sqlText`donation_requests.region = ${region}`;
    expect(await counts(t.ctx.database, keywordSearch(word).sampledIndexCountByStatus(others))).toEqual([
      [1, 4],
    ]);
  });

  it('has an index of the sampled requests, and reads the first pages by their place', async () => {
    expect(await sampleIndexCondition(t.ctx.database)).toBe(`(id < '${SEARCH_SAMPLE_IDS_BELOW}'::uuid)`);
    const search = keywordSearch(uniqueWord());
    expect(await planOf(t.ctx.database, search.sampledCountByStatus(NOT_INDEXED))).toContain(
      'Tid Range Scan',
    );
  });

  it('answers each of two common words with its own matches, however often they are searched in turn', async () => {
    // Past the count, a page is one prepared statement whatever the word: each search must still
    // read its own word's matches.
    const region = uniqueRegion();
    const words = [uniqueWord(), uniqueWord()];
    for (const word of words) {
      for (let i = 0; i <= KEYWORD_MATCHES_COUNTED; i++) {
        await createRequest(t.ctx, patient, { region, title: `Request ${i} ${word}` });
      }
    }
    for (let round = 0; round < 8; round++) {
      for (const word of words) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/donationRequest?region=${region}&keyword=${word}&limit=5&offset=${round}`,
          headers: admin.auth,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ data: { title: string }[]; totalCountOfRecords: number }>();
        expect(body.data.map((request) => request.title)).toEqual(
          [0, 1, 2, 3, 4].map((n) => `Request ${KEYWORD_MATCHES_COUNTED - round - n} ${word}`),
        );
        expect(body.totalCountOfRecords).toBe(KEYWORD_MATCHES_COUNTED);
      }
    }
  });
});

describe('a keyword unplanned', () => {
  let t: TestApp;
  let patient: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    patient = await createUser(t.ctx, { roles: ['patient'] });
  });
  afterAll(() => t.close());

  it('finds the same requests in each level of relevance as the keyword planned with', async () => {
    const word = uniqueWord();
    const byReference = await createRequest(t.ctx, patient, { title: 'Found by its Ref id' });
    const fragment = byReference.uniqueReferenceId.slice(3).toLowerCase();
    await createRequest(t.ctx, patient, { title: `Holding ${fragment} and ${word}` });
    await createRequest(t.ctx, patient, { title: `Holding ${word} alone` });
    await createRequest(t.ctx, patient, { title: 'Holding neither' });
    const titles = async (hit: SqlText) => {
      const rows = await t.ctx.database.query<{ title: string }>(
        toStatement(
          sqlText`select title from donation_requests where created_by = ${patient.user.id} and ${hit} order by title`,
        ),
      );
      return rows.map((row) => row.title);
    };
    for (const keyword of [fragment, word, `${word.slice(0, 5)} hold`]) {
      const { levels } = keywordSearch(keyword);
      expect(levels.length).toBeGreaterThan(0);
      for (const level of levels) {
        const planned = await titles(level.hit);
        expect(await titles(level.unplannedHit)).toEqual(planned);
      }
    }
    expect(await titles(keywordSearch(fragment).levels[0].unplannedHit)).toEqual(['Found by its Ref id']);
    expect(await titles(keywordSearch(`${word.slice(0, 5)} hold`).levels[0].unplannedHit)).toEqual([
      `Holding ${fragment} and ${word}`,
      `Holding ${word} alone`,
    ]);
  });
});

describe('the keyword samples on PGlite', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = openPglite();
    await database.migrate();
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('counts a keyword among the sampled requests, through their index, and in the first pages', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const word = uniqueWord();
    for (let i = 0; i < 5; i++) {
      const request = await createRequest(t.ctx, patient, { title: `Request ${i} ${word}` });
      await place(database, request.id, i < 3);
    }
    const search = keywordSearch(word);
    const others = sqlText`donation_requests.created_by = ${patient.user.id}`;
    expect(await counts(database, search.sampledIndexCountByStatus(others))).toEqual([[1, 3]]);
    expect(await counts(database, search.sampledCountByStatus(others))).toEqual([[1, 5]]);
    expect(await sampleIndexCondition(database)).toBe(`(id < '${SEARCH_SAMPLE_IDS_BELOW}'::uuid)`);
  });
});
