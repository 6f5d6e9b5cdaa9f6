import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser, uniqueWord } from '../../../test/factories';
import { KEYWORD_MATCHES_COUNTED, REFERENCE_FRAGMENT_MIN } from './keyword';
import type { NewRequest } from './repository';

let t: TestApp;
let admin: TestUser;
let patient: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.ctx);
  patient = await createUser(t.ctx, { roles: ['patient'] });
});
afterAll(() => t.close());

/** A region code used only by one test, so lists can be narrowed to its requests in the shared database. */
const uniqueRegion = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)]).join('');

const make = (region: string, title: string, overrides: Partial<NewRequest> = {}) =>
  createRequest(t.ctx, patient, { region, title, ...overrides });

async function search(region: string, keyword: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/donationRequest?region=${region}&keyword=${encodeURIComponent(keyword)}${extra}`,
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { title: string }[]; totalCountOfRecords: number }>();
  return { titles: body.data.map((request) => request.title), total: body.totalCountOfRecords };
}

const day = (n: number) => new Date(Date.UTC(2024, 4, n));

describe('keyword search by Ref id', () => {
  it(`finds a request by any ${REFERENCE_FRAGMENT_MIN} or more characters of its Ref id, in any case`, async () => {
    const region = uniqueRegion();
    const request = await make(region, 'Wheelchair');
    await make(region, 'Crutches');
    const ref = request.uniqueReferenceId;
    expect((await search(region, ref.slice(3, 3 + REFERENCE_FRAGMENT_MIN).toLowerCase())).titles).toEqual([
      'Wheelchair',
    ]);
    expect((await search(region, ref.slice(-8))).titles).toEqual(['Wheelchair']);
    expect((await search(region, ` ${ref.toLowerCase()} `)).titles).toEqual(['Wheelchair']);
    // Fewer characters would find requests whose Ref id happens to hold them.
    expect((await search(region, ref.slice(3, 3 + REFERENCE_FRAGMENT_MIN - 1))).titles).toEqual([]);
  });
});

describe('keyword search ranking', () => {
  it('lists the Ref id match first, then the requests holding every word, newest first', async () => {
    const region = uniqueRegion();
    const byReference = await make(region, 'Oldest, found by its Ref id', { createdAt: day(1) });
    const fragment = byReference.uniqueReferenceId.slice(2).toLowerCase();
    await make(region, `Newest holding ${fragment}`, { createdAt: day(3) });
    await make(region, `Older holding ${fragment}`, { createdAt: day(2) });
    await make(region, 'Unrelated', { createdAt: day(4) });
    expect(await search(region, fragment)).toEqual({
      titles: ['Oldest, found by its Ref id', `Newest holding ${fragment}`, `Older holding ${fragment}`],
      total: 3,
    });
    // The list's own order applies within each level, and pages follow the ranking.
    expect((await search(region, fragment, '&sortOrder=asc')).titles).toEqual([
      'Oldest, found by its Ref id',
      `Older holding ${fragment}`,
      `Newest holding ${fragment}`,
    ]);
    expect((await search(region, fragment, '&limit=1&offset=1')).titles).toEqual([
      `Newest holding ${fragment}`,
    ]);
    expect((await search(region, fragment, '&limit=2&offset=2')).titles).toEqual([
      `Older holding ${fragment}`,
    ]);
  });
});

describe('keyword search counts', () => {
  it(`counts at most ${KEYWORD_MATCHES_COUNTED} matches, so a common word costs no more than a rare one`, async () => {
    const region = uniqueRegion();
    const word = uniqueWord();
    for (let i = 0; i <= KEYWORD_MATCHES_COUNTED; i++) await make(region, `Request ${i} ${word}`);
    const found = await search(region, word);
    expect(found.titles).toHaveLength(15);
    expect(found.total).toBe(KEYWORD_MATCHES_COUNTED);
    expect((await search(region, `${word} 100`)).total).toBe(1);
  });

  it('pages past the counted matches to the last one, as the feed scrolls', async () => {
    const region = uniqueRegion();
    const word = uniqueWord();
    const matches = KEYWORD_MATCHES_COUNTED + 12;
    for (let i = 0; i < matches; i++) await make(region, `Request ${i} ${word}`);
    const seen = new Set<string>();
    let offset = 0;
    let total = Infinity;
    while (offset < total) {
      const page = await search(region, word, `&limit=25&offset=${offset}`);
      page.titles.forEach((title) => seen.add(title));
      total = page.total;
      offset += page.titles.length;
      if (!page.titles.length) break;
    }
    expect(seen.size).toBe(matches);
    expect(total).toBe(matches);
  });
});
