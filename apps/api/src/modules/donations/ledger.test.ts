import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_LEDGER_MESSAGES,
  MESSAGES,
  type DonationLedgerEntryDto,
  type DonationLedgerEnvelope,
  type DonationLedgerRecipientDto,
  type DonationStatus,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createAdmin,
  createRequest,
  createUser,
  uniqueEmail,
  uniqueWord,
  type TestUser,
} from '../../../test/factories';
import { activityLog, donations, eventDonations } from '../../platform/db/schema';
import { makeEvent } from '../events/testing';
import { DONATION_LEDGER_CSV_HEADER } from './ledger-csv';

const t = useTestApp();

const get = (url: string, viewer?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: viewer?.auth ?? {} });

/** The test files share one database: every gift of this file carries `tag` in its donor's name. */
const tag = uniqueWord();
let admin: TestUser;
let accountDonor: TestUser;
let requestId: string;
let eventId: string;

interface Gift {
  kind: 'request' | 'event';
  status: DonationStatus;
  amount: number;
  currency: string;
  day: string;
  /** A guest's name (with the tag); none for the signed-in donor. */
  guestName?: string;
}

const GIFTS: Gift[] = [
  {
    kind: 'request',
    status: 'pledged',
    amount: 5_000,
    currency: 'inr',
    day: '2026-03-01',
    guestName: `Asha ${tag}`,
  },
  { kind: 'request', status: 'paid', amount: 2_500, currency: 'inr', day: '2026-03-02' },
  {
    kind: 'request',
    status: 'failed',
    amount: 1_000,
    currency: 'inr',
    day: '2026-03-03',
    guestName: `Ravi ${tag}`,
  },
  {
    kind: 'request',
    status: 'refunded',
    amount: 3_000,
    currency: 'usd',
    day: '2026-03-04',
    guestName: `Meera ${tag}`,
  },
  {
    kind: 'request',
    status: 'pending',
    amount: 700,
    currency: 'inr',
    day: '2026-03-05',
    guestName: `Kiran ${tag}`,
  },
  {
    kind: 'event',
    status: 'paid',
    amount: 10_000,
    currency: 'inr',
    day: '2026-03-06',
    guestName: `Farah ${tag}`,
  },
  {
    kind: 'event',
    status: 'pledged',
    amount: 2_000,
    currency: 'inr',
    day: '2026-03-07',
    guestName: `Gopal ${tag}`,
  },
  // A spreadsheet would run this name as a formula: the CSV must defuse it.
  {
    kind: 'event',
    status: 'refunded',
    amount: 4_000,
    currency: 'inr',
    day: '2026-03-08',
    guestName: `=HYPERLINK("x") ${tag}`,
  },
];

beforeAll(async () => {
  admin = await createAdmin(t.ctx);
  accountDonor = await createUser(t.ctx, {
    name: { first_name: 'Lata', last_name: tag, middle_name: '' },
    email: uniqueEmail(`lata-${tag.toLowerCase()}`),
  });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  requestId = (await createRequest(t.ctx, doctor, { title: `Ward fund ${tag}`, requestType: 'cash' })).id;
  eventId = (await makeEvent(t, admin, { title: `Health Fest ${tag}` }))._id;
  for (const gift of GIFTS) {
    const createdAt = new Date(`${gift.day}T10:00:00Z`);
    const common = {
      donorUserId: gift.guestName ? null : accountDonor.user.id,
      guestName: gift.guestName ?? null,
      guestEmail: gift.guestName ? uniqueEmail('guest') : null,
      amount: gift.amount,
      currency: gift.currency,
      status: gift.status,
      driver: gift.status === 'pledged' ? ('offline' as const) : ('stripe' as const),
      providerPaymentId: gift.status === 'paid' || gift.status === 'refunded' ? `pi_${uniqueWord()}` : null,
      createdAt,
      paidAt: gift.status === 'paid' || gift.status === 'refunded' ? createdAt : null,
    };
    if (gift.kind === 'request') await t.ctx.db.insert(donations).values({ ...common, requestId });
    else await t.ctx.db.insert(eventDonations).values({ ...common, eventId });
  }
});

async function ledger(query: string, viewer: TestUser = admin) {
  const res = await get(`/donations/ledger?donor=${encodeURIComponent(tag)}&limit=100${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DonationLedgerEnvelope>();
}

const amounts = (entries: DonationLedgerEntryDto[]) => entries.map((entry) => entry.amount);
const expectedAmounts = (keep: (gift: Gift) => boolean) =>
  GIFTS.filter(keep)
    .map((gift) => gift.amount)
    .reverse();

describe('GET /donations/ledger', () => {
  it('lists every gift to requests and events, newest first, with totals per currency and state that add up', async () => {
    const body = await ledger('');
    expect(amounts(body.data)).toEqual(expectedAmounts(() => true));
    expect(body.totalCountOfRecords).toBe(GIFTS.length);
    expect(body.totals).toEqual([
      { currency: 'inr', status: 'pledged', amount: 7_000, count: 2 },
      { currency: 'inr', status: 'pending', amount: 700, count: 1 },
      { currency: 'inr', status: 'paid', amount: 12_500, count: 2 },
      { currency: 'inr', status: 'failed', amount: 1_000, count: 1 },
      { currency: 'inr', status: 'refunded', amount: 4_000, count: 1 },
      { currency: 'usd', status: 'refunded', amount: 3_000, count: 1 },
    ]);
    expect(body.totals.reduce((sum, row) => sum + row.count, 0)).toBe(body.totalCountOfRecords);
    for (const total of body.totals) {
      const rows = body.data.filter((row) => row.currency === total.currency && row.status === total.status);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(total.amount);
    }
  });

  it('names the donor, the recipient and the payment of each gift', async () => {
    const { data } = await ledger('');
    const fromAccount = data.find((row) => row.donor.userId !== null);
    expect(fromAccount).toMatchObject({
      recipient: { kind: 'request', _id: requestId, title: `Ward fund ${tag}` },
      donor: {
        userId: accountDonor.user.id,
        name: `Lata ${tag}`,
        email: accountDonor.user.email,
        guest: false,
      },
      amount: 2_500,
      currency: 'inr',
      status: 'paid',
      driver: 'stripe',
      createdAt: '2026-03-02T10:00:00.000Z',
      paidAt: '2026-03-02T10:00:00.000Z',
    });
    expect(fromAccount?.providerPaymentId).toMatch(/^pi_/);
    expect(data.find((row) => row.donor.name === `Farah ${tag}`)).toMatchObject({
      recipient: { kind: 'event', _id: eventId, title: `Health Fest ${tag}` },
      donor: { userId: null, guest: true },
      paidAt: '2026-03-06T10:00:00.000Z',
    });
  });

  it('filters by state, across both kinds', async () => {
    const body = await ledger('&status=refunded');
    expect(amounts(body.data)).toEqual([4_000, 3_000]);
    expect(body.totals).toEqual([
      { currency: 'inr', status: 'refunded', amount: 4_000, count: 1 },
      { currency: 'usd', status: 'refunded', amount: 3_000, count: 1 },
    ]);
  });

  it('filters by kind, by request and by event', async () => {
    expect(amounts((await ledger('&kind=event')).data)).toEqual(
      expectedAmounts((gift) => gift.kind === 'event'),
    );
    expect(amounts((await ledger('&kind=request')).data)).toEqual(
      expectedAmounts((gift) => gift.kind === 'request'),
    );
    const ofRequest = await ledger(`&requestId=${requestId}`);
    expect(ofRequest.data.every((row) => row.recipient._id === requestId)).toBe(true);
    expect(ofRequest.totalCountOfRecords).toBe(5);
    const ofEvent = await ledger(`&eventId=${eventId}&status=paid`);
    expect(ofEvent.totals).toEqual([{ currency: 'inr', status: 'paid', amount: 10_000, count: 1 }]);
  });

  it('filters by the days a gift was made, both included', async () => {
    const body = await ledger('&startDate=2026-03-02&endDate=2026-03-04');
    expect(amounts(body.data)).toEqual([3_000, 1_000, 2_500]);
    expect((await ledger('&startDate=2026-03-08')).totalCountOfRecords).toBe(1);
  });

  it("finds a donor by part of their name or e-mail address, an account's or a guest's", async () => {
    const byEmail = await get(
      `/donations/ledger?donor=${encodeURIComponent(accountDonor.user.email)}`,
      admin,
    );
    expect(byEmail.json<DonationLedgerEnvelope>().data.map((row) => row.amount)).toEqual([2_500]);
    const byGuestName = await get(`/donations/ledger?donor=${encodeURIComponent(`Gopal ${tag}`)}`, admin);
    expect(byGuestName.json<DonationLedgerEnvelope>().data.map((row) => row.amount)).toEqual([2_000]);
    // LIKE's wildcards are matched as themselves.
    const wildcard = await get(`/donations/ledger?donor=${encodeURIComponent(`${tag}%`)}`, admin);
    expect(wildcard.json<DonationLedgerEnvelope>().totalCountOfRecords).toBe(0);
  });

  it('pages through the gifts with the totals of all of them on every page', async () => {
    const first = await get(`/donations/ledger?donor=${tag}&limit=3`, admin);
    const second = await get(`/donations/ledger?donor=${tag}&limit=3&offset=3`, admin);
    const [a, b] = [first.json<DonationLedgerEnvelope>(), second.json<DonationLedgerEnvelope>()];
    expect([...amounts(a.data), ...amounts(b.data)]).toEqual(expectedAmounts(() => true).slice(0, 6));
    expect(b.totalCountOfRecords).toBe(GIFTS.length);
    expect(b.totals).toEqual(a.totals);
  });

  it('refuses filters that cannot hold, in the envelope', async () => {
    const both = await get(`/donations/ledger?requestId=${requestId}&eventId=${eventId}`, admin);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      status: 'error',
      errors: [{ path: 'eventId', message: DONATION_LEDGER_MESSAGES.oneRecipient }],
    });
    const backwards = await get('/donations/ledger?startDate=2026-03-05&endDate=2026-03-01', admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'endDate', message: DONATION_LEDGER_MESSAGES.dateRangeInvalid },
    ]);
    const notADay = await get('/donations/ledger?startDate=2026-02-30', admin);
    expect(notADay.json().errors).toEqual([
      { path: 'startDate', message: DONATION_LEDGER_MESSAGES.invalidDate },
    ]);
    const notAnId = await get('/donations/ledger?requestId=42', admin);
    expect(notAnId.json().errors).toEqual([
      { path: 'requestId', message: DONATION_LEDGER_MESSAGES.invalidRecipient },
    ]);
    expect((await get('/donations/ledger?status=lost', admin)).statusCode).toBe(400);
  });

  it('is private and activity-logged without the donor text typed', async () => {
    const res = await get(`/donations/ledger?donor=${tag}&status=paid`, admin);
    expect(res.headers['cache-control']).toBe('no-store');
    const [entry] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, admin.user.id), eq(activityLog.action, 'donation.ledger_viewed')))
      .orderBy(desc(activityLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ category: 'Administration', subjectType: 'donationLedger' });
    expect(entry.details).toMatchObject({ status: 'paid', donorSearched: true, rows: 2 });
    expect(JSON.stringify(entry.details)).not.toContain(tag);
  });
});

describe('GET /donations/ledger?isDownload=true', () => {
  it('downloads the filtered gifts as CSV, paging aside, with formula-like names defused', async () => {
    const res = await get(`/donations/ledger?donor=${tag}&kind=event&limit=1&isDownload=true`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="donation-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(DONATION_LEDGER_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(lines[1]).toContain(',40.00,INR,refunded,stripe,');
    expect(lines[3]).toContain(`,Farah ${tag},`);
    expect(lines[3]).toContain(`,event,${eventId},Health Fest ${tag},`);
    const [logged] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, admin.user.id), eq(activityLog.action, 'donation.ledger_exported')));
    expect(logged.details).toMatchObject({ kind: 'event', rows: 3 });
  });
});

describe('GET /donations/ledger/recipients', () => {
  it('lists the requests and events that have received gifts', async () => {
    const res = await get('/donations/ledger/recipients', admin);
    expect(res.statusCode).toBe(200);
    const recipients = res.json<{ data: DonationLedgerRecipientDto[] }>().data;
    expect(recipients).toContainEqual({
      kind: 'request',
      _id: requestId,
      title: `Ward fund ${tag}`,
      name: expect.any(String),
    });
    expect(recipients).toContainEqual({
      kind: 'event',
      _id: eventId,
      title: `Health Fest ${tag}`,
      name: expect.any(String),
    });
  });
});

describe('who may read the ledger', () => {
  const OTHERS = {
    patient: () => createUser(t.ctx, { roles: ['patient'] }),
    doctor: () => createUser(t.ctx, { roles: ['doctor'] }),
    'facility user': () => createUser(t.ctx, { roles: ['facilities'] }),
  };

  it.each(Object.entries(OTHERS))('refuses a %s, whatever the query', async (_, make) => {
    const viewer = await make();
    for (const url of [
      '/donations/ledger',
      '/donations/ledger?isDownload=true',
      '/donations/ledger?status=lost',
      '/donations/ledger/recipients',
    ]) {
      const res = await get(url, viewer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    }
  });

  it('asks a visitor to sign in', async () => {
    for (const url of [
      '/donations/ledger',
      '/donations/ledger?isDownload=true',
      '/donations/ledger/recipients',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });
});
