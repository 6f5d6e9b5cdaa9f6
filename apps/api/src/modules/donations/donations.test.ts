import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_MESSAGES,
  type DonationTotalDto,
  type PublicDonationDto,
  type RequestAbilities,
} from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, uniqueEmail, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A doctor's approved public campaign: what a signed-out visitor sees and may donate to. */
async function campaign(overrides: Parameters<typeof createRequest>[2] = {}) {
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, doctor, { units: 'usd', ...overrides });
  return { doctor, request };
}

const donate = (requestId: string, payload: Record<string, unknown>, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/donationRequest/${requestId}/donations`,
    headers: user?.auth ?? {},
    payload,
  });

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

async function publicList(requestId: string, user?: TestUser) {
  const res = await get(`/donationRequest/${requestId}/donations`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: PublicDonationDto[];
    totalCountOfRecords: number;
    totals: DonationTotalDto[];
  }>();
}

const guest = () => ({ guestName: 'Asha Guest', guestEmail: uniqueEmail('guest') });

/** The abilities the request's DTO carries for this viewer (none: signed out); null if they may not see it. */
async function abilitiesAs(requestId: string, viewer?: TestUser): Promise<RequestAbilities | null> {
  const res = await get(`/donationRequest/${requestId}`, viewer);
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { abilities: RequestAbilities } }>().data.abilities;
}

describe('POST /donationRequest/{id}/donations with the offline driver', () => {
  it('records a guest’s pledge, unpaid, shown on the request as Anonymous without the e-mail', async () => {
    const { request } = await campaign();
    const donor = guest();
    const res = await donate(request.id, { amount: 50_000, message: 'Get well soon', ...donor });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: DONATION_MESSAGES.pledgeRecorded,
      data: {
        requestId: request.id,
        request: { _id: request.id, title: request.title, name: request.name },
        donorId: null,
        guestName: 'Asha Guest',
        guestEmail: donor.guestEmail,
        amount: 50_000,
        currency: 'usd',
        anonymous: true,
        status: 'pledged',
        driver: 'offline',
        paidAt: null,
        checkoutUrl: null,
      },
    });

    const list = await publicList(request.id);
    expect(list.totalCountOfRecords).toBe(1);
    expect(list.data).toEqual([
      {
        _id: res.json().data._id,
        donorName: 'Anonymous',
        donorId: null,
        amount: 50_000,
        currency: 'usd',
        status: 'pledged',
        message: 'Get well soon',
        createdAt: expect.any(String),
      },
    ]);
    expect(list.totals).toEqual([{ currency: 'usd', paid: 0, pledged: 50_000, count: 1 }]);
    const raw = (await get(`/donationRequest/${request.id}/donations`)).body;
    expect(raw).not.toContain(donor.guestEmail);
    expect(raw).not.toContain('Asha');
  });

  it('shows a guest’s name only when they consent (anonymous: false)', async () => {
    const { request } = await campaign();
    expect((await donate(request.id, { amount: 1000, anonymous: false, ...guest() })).statusCode).toBe(201);
    const list = await publicList(request.id);
    expect(list.data[0]).toMatchObject({ donorName: 'Asha Guest', donorId: null });
  });

  it('records a signed-in user’s pledge under their name and on their own list', async () => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx, {
      name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' },
    });
    const res = await donate(request.id, { amount: 2500 }, donor);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      donorId: donor.user.id,
      guestName: null,
      guestEmail: null,
      anonymous: false,
      status: 'pledged',
      driver: 'offline',
    });

    const list = await publicList(request.id);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      donorName: 'Ravi Kumar',
      donorId: donor.user.id,
      status: 'pledged',
    });

    const mine = await get(`/user/${donor.user.id}/donations`, donor);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totalCountOfRecords).toBe(1);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        _id: res.json().data._id,
        request: { _id: request.id, title: request.title, name: request.name },
        amount: 2500,
        currency: 'usd',
        status: 'pledged',
      }),
    ]);
  });

  it('keeps an anonymous signed-in donor off the public names but on their own list', async () => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx);
    expect((await donate(request.id, { amount: 700, anonymous: true }, donor)).statusCode).toBe(201);
    const list = await publicList(request.id);
    expect(list.data[0]).toMatchObject({ donorName: 'Anonymous', donorId: null });
    expect(JSON.stringify(list)).not.toContain(donor.user.id);
    const mine = await get(`/user/${donor.user.id}/donations`, donor);
    expect(mine.json().data[0]).toMatchObject({ anonymous: true, donorId: donor.user.id });
  });

  it('takes the request’s units as the currency, the default (INR) without units, or the donor’s choice', async () => {
    const { request: inEuros } = await campaign({ units: 'eur' });
    const { request: noUnits } = await campaign({ units: null });
    const donor = await createUser(t.ctx);
    expect((await donate(inEuros.id, { amount: 1000 }, donor)).json().data.currency).toBe('eur');
    expect((await donate(noUnits.id, { amount: 1000 }, donor)).json().data.currency).toBe('inr');
    // /publicPayment carries the upper-cased units (docs/screens-and-flows.md#routes).
    expect((await donate(inEuros.id, { amount: 1000, currency: 'GBP' }, donor)).json().data.currency).toBe(
      'gbp',
    );

    const list = await publicList(inEuros.id);
    expect(list.totals).toEqual([
      { currency: 'eur', paid: 0, pledged: 1000, count: 1 },
      { currency: 'gbp', paid: 0, pledged: 1000, count: 1 },
    ]);
    expect(list.totalCountOfRecords).toBe(2);
    const page = await get(`/donationRequest/${inEuros.id}/donations?limit=1&offset=1`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().totalCountOfRecords).toBe(2);
  });

  it('records a donation.received event in the activity log (Donation Request)', async () => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx);
    const res = await donate(request.id, { amount: 900 }, donor);
    await t.ctx.events.settled();
    const entries = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'donation'), eq(activityLog.subjectId, res.json().data._id)));
    expect(entries).toEqual([
      expect.objectContaining({
        userId: donor.user.id,
        category: 'Donation Request',
        action: 'donation.received',
        details: expect.objectContaining({
          requestId: request.id,
          amount: 900,
          status: 'pledged',
          guest: false,
        }),
      }),
    ]);
  });
});

describe('donation validation messages', () => {
  it('asks a guest for a name and an e-mail address, both at once', async () => {
    const { request } = await campaign();
    const res = await donate(request.id, { amount: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: DONATION_MESSAGES.guestNameRequired,
      errors: [
        { path: 'guestName', message: DONATION_MESSAGES.guestNameRequired },
        { path: 'guestEmail', message: DONATION_MESSAGES.guestEmailRequired },
      ],
    });
    const badEmail = await donate(request.id, {
      amount: 1000,
      guestName: 'Asha',
      guestEmail: 'not-an-email',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: 'guestEmail', message: DONATION_MESSAGES.invalidEmail }]);
  });

  it.each([
    [{}, 'amount', DONATION_MESSAGES.amountRequired],
    [{ amount: '10' }, 'amount', DONATION_MESSAGES.amountRequired],
    [{ amount: 10.5 }, 'amount', DONATION_MESSAGES.amountWholeMinorUnits],
    [{ amount: 0 }, 'amount', DONATION_MESSAGES.amountWholeMinorUnits],
    [{ amount: -100 }, 'amount', DONATION_MESSAGES.amountWholeMinorUnits],
    [{ amount: 100_000_000 }, 'amount', 'The largest donation is 999,999.99'],
    [
      { amount: 1000, currency: 'jpy' },
      'currency',
      'Donations can be made in INR, USD, EUR, GBP, CAD or AUD',
    ],
    [{ amount: 1000, message: 'x'.repeat(501) }, 'message', DONATION_MESSAGES.messageTooLong],
  ])('refuses %j with its message', async (payload, path, message) => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx);
    const res = await donate(request.id, payload, donor);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([{ path, message }]);
  });

  it('refuses less than the currency’s smallest chargeable amount', async () => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx);
    const res = await donate(request.id, { amount: 49 }, donor);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'amount', message: 'The smallest donation is 0.50 USD' }]);
    expect((await donate(request.id, { amount: 50 }, donor)).statusCode).toBe(201);
  });

  it('refuses a request whose units no payment can be made in, whatever currency the donor picks', async () => {
    const { request } = await campaign({ units: 'jpy' });
    const donor = await createUser(t.ctx);
    // The Donate form pays in the request's currency, so the rule offers no Donate here (refuseDonate).
    expect((await abilitiesAs(request.id, donor))?.donate).toBe(false);
    for (const payload of [{ amount: 1000 }, { amount: 1000, currency: 'usd' }]) {
      const res = await donate(request.id, payload, donor);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DONATION_MESSAGES.notAcceptingDonations);
    }
  });

  it('refuses a donor a currency no payment can be made in, beside the field', async () => {
    const { request } = await campaign();
    const res = await donate(request.id, { amount: 1000, currency: 'jpy' }, await createUser(t.ctx));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'currency', message: DONATION_MESSAGES.currencyNotSupported },
    ]);
  });
});

describe('who may donate to and read the donations of a request', () => {
  it('answers 404 for a private request the caller may not see, to guests and other users', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const privateRequest = await createRequest(t.ctx, patient, { isPrivate: true, units: 'inr' });
    const stranger = await createUser(t.ctx, { roles: ['patient'] });
    for (const caller of [undefined, stranger]) {
      const payload = caller ? { amount: 1000 } : { amount: 1000, ...guest() };
      const post = await donate(privateRequest.id, payload, caller);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ status: 'error', statusCode: 404 });
      expect((await get(`/donationRequest/${privateRequest.id}/donations`, caller)).statusCode).toBe(404);
    }
    // Its creator sees it and reads its (empty) list, but a private request is care, not a cause.
    const own = await donate(privateRequest.id, { amount: 1000 }, patient);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(DONATION_MESSAGES.notAcceptingDonations);
    expect((await publicList(privateRequest.id, patient)).totalCountOfRecords).toBe(0);
  });

  it("offers no Donate on a patient's consultation, only on fundraisers and campaigns", async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const consultation = await createRequest(t.ctx, patient, { units: 'inr' });
    const fundraiser = await createRequest(t.ctx, patient, { requestType: 'cash', units: 'inr' });
    const campaign = await createRequest(t.ctx, doctor, { units: 'inr' });

    const abilityOf = async (id: string) =>
      (await get(`/donationRequest/${id}`, doctor)).json().data.abilities.donate as boolean;
    expect(await abilityOf(consultation.id)).toBe(false);
    expect(await abilityOf(fundraiser.id)).toBe(true);
    const other = await createUser(t.ctx, { roles: ['patient'] });
    expect((await get(`/donationRequest/${campaign.id}`, other)).json().data.abilities.donate).toBe(true);

    const refused = await donate(consultation.id, { amount: 1000 }, doctor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DONATION_MESSAGES.notAcceptingDonations);
    expect((await donate(fundraiser.id, { amount: 1000 }, doctor)).statusCode).toBe(201);
  });

  it('refuses the creator’s gift to their own request with the rule’s 409 and message, and records nothing', async () => {
    const { doctor, request } = await campaign();
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const fundraiser = await createRequest(t.ctx, patient, { requestType: 'cash', units: 'inr' });
    for (const [creator, id] of [
      [doctor, request.id],
      [patient, fundraiser.id],
    ] as const) {
      expect((await abilitiesAs(id, creator))?.donate).toBe(false);
      const own = await donate(id, { amount: 1000 }, creator);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({
        status: 'error',
        statusCode: 409,
        message: DONATION_MESSAGES.notAcceptingDonations,
      });
      expect((await publicList(id, creator)).totalCountOfRecords).toBe(0);
    }
  });

  it.each([
    ['a campaign', 'doctor', {}],
    ['a fundraiser', 'patient', { requestType: 'cash' }],
    ['a consultation', 'patient', {}],
    ['a fulfilled campaign', 'doctor', { status: 2 }],
  ] as const)(
    'POST is refused exactly where abilities.donate is false, on %s',
    async (_, role, overrides) => {
      const creator = await createUser(t.ctx, { roles: [role] });
      const request = await createRequest(t.ctx, creator, { units: 'usd', ...overrides });
      const viewers: [string, TestUser | undefined][] = [
        ['owner', creator],
        ['stranger patient', await createUser(t.ctx, { roles: ['patient'] })],
        ['verified doctor', await createUser(t.ctx, { roles: ['doctor'] })],
        ['admin', await createAdmin(t.ctx)],
        ['signed out', undefined],
      ];
      for (const [who, viewer] of viewers) {
        const abilities = await abilitiesAs(request.id, viewer);
        const res = await donate(
          request.id,
          viewer ? { amount: 1000 } : { amount: 1000, ...guest() },
          viewer,
        );
        // A patient's request is medical: whoever may not see it is told it does not exist.
        if (!abilities) {
          expect({ who, status: res.statusCode }).toEqual({ who, status: 404 });
          continue;
        }
        expect({ who, refused: res.statusCode >= 400 }).toEqual({ who, refused: !abilities.donate });
        if (!abilities.donate) expect(res.json().message).toBe(DONATION_MESSAGES.notAcceptingDonations);
      }
    },
  );

  it('answers 404 for an unknown request', async () => {
    const res = await donate('00000000-0000-4000-8000-000000000000', { amount: 1000, ...guest() });
    expect(res.statusCode).toBe(404);
  });

  it('refuses donations to a request that is not open (pending approval, fulfilled, expired)', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    for (const status of [0, 2, -4] as const) {
      const request = await createRequest(t.ctx, doctor, { status, units: 'usd' });
      const res = await donate(request.id, { amount: 1000 }, doctor);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DONATION_MESSAGES.notAcceptingDonations);
    }
  });

  it('takes the request by its name as well as its id', async () => {
    const { request } = await campaign();
    const res = await donate(request.name, { amount: 1000, ...guest() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requestId).toBe(request.id);
  });
});

describe('GET /user/{id}/donations', () => {
  it('is for the donor and administrators only: others get 404, signed-out callers 401', async () => {
    const { request } = await campaign();
    const donor = await createUser(t.ctx);
    await donate(request.id, { amount: 1000 }, donor);
    const admin = await createAdmin(t.ctx);
    const other = await createUser(t.ctx);

    const asAdmin = await get(`/user/${donor.user.id}/donations`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().totalCountOfRecords).toBe(1);
    expect((await get(`/user/${donor.user.id}/donations`, other)).statusCode).toBe(404);
    expect((await get(`/user/${donor.user.id}/donations`)).statusCode).toBe(401);
    expect((await get('/user/00000000-0000-4000-8000-000000000000/donations', admin)).statusCode).toBe(404);
  });

  it('lists nothing for a user who never donated', async () => {
    const user = await createUser(t.ctx);
    const res = await get(`/user/${user.user.id}/donations`, user);
    expect(res.json()).toMatchObject({ data: [], totalCountOfRecords: 0 });
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('does not exist while the offline driver is active', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('documents the donation routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/v1/donationRequest/{id}/donations']).toHaveProperty('post.requestBody');
    expect(paths['/api/v1/donationRequest/{id}/donations']).toHaveProperty('get');
    expect(paths['/api/v1/user/{id}/donations']).toHaveProperty('get');
    expect(paths['/api/v1/payments/stripe/webhook']).toHaveProperty('post');
  });
});
