import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createRequest, createUser, type TestUser, uniqueWord } from '../../../test/factories';
import { sqlText, toStatement, type SqlText } from '../../platform/db/statement';
import { KEYWORD_MATCHES_COUNTED, keywordSearch } from './keyword';

let t: TestApp;
let patient: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  patient = await createUser(t.ctx, { roles: ['patient'] });
});
afterAll(() => t.close());

/** [status, requests] pairs of a count statement, in status order. */
async function counts(statement: SqlText): Promise<[number, number][]> {
  const rows = await t.ctx.database.query<{ status: number; requests: number }>(toStatement(statement));
  return rows.map((row): [number, number] => [row.status, row.requests]).sort((a, b) => a[0] - b[0]);
}

// The test database holds far fewer requests than the sample reads, so here the sample is the whole
// table: what these tests show is that both statements count the same matches the same way.
describe('a keyword count within a sample of the table', () => {
  it(`counts the same ${KEYWORD_MATCHES_COUNTED} matches by status as the count through the index`, async () => {
    const word = uniqueWord();
    for (let i = 0; i < KEYWORD_MATCHES_COUNTED + 20; i++) {
      await createRequest(t.ctx, patient, { title: `Request ${i} ${word}`, status: i % 3 === 0 ? 2 : 1 });
    }
    const search = keywordSearch(word);
    const others = sqlText`donation_requests.created_by = ${patient.user.id}`;
    const sampled = await counts(search.sampledCountByStatus(others));
    expect(sampled).toEqual(await counts(search.countByStatus(others)));
    expect(sampled.reduce((sum, [, requests]) => sum + requests, 0)).toBe(KEYWORD_MATCHES_COUNTED);
  });

  it("applies the list's other conditions to the matches, as the count through the index does", async () => {
    const word = uniqueWord();
    const region = uniqueWord().toUpperCase();
    for (let i = 0; i < 30; i++) {
      await createRequest(t.ctx, patient, { title: `Request ${i} ${word}`, ...(i < 4 && { region }) });
    }
    const search = keywordSearch(word);
    const others = sqlText`donation_requests.region = ${region}`;
    expect(await counts(search.sampledCountByStatus(others))).toEqual([[1, 4]]);
    expect(await counts(search.countByStatus(others))).toEqual([[1, 4]]);
  });

  it("reads PostgreSQL's expected number of matches from its plan", async () => {
    const [explained] = await t.ctx.database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      toStatement(keywordSearch(uniqueWord()).estimate),
    );
    expect(explained['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(0);
  });
});
