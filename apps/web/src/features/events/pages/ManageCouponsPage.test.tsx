import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, type CouponDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { eventRoutes } from '../routes';
import { ManageCouponsPage } from './ManageCouponsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const coupon: CouponDto = {
  _id: 'c-1',
  code: 'FEST25',
  percent: 25,
  packagePlan: 'event',
  expiresAt: null,
  maxUses: 50,
  uses: 7,
  active: true,
  createdAt: '2030-01-01T09:00:00.000Z',
};

const createForm = () => screen.getByRole('form', { name: 'Create a coupon' });
const field = (name: RegExp) => within(createForm()).getByLabelText<HTMLInputElement>(name);
const submit = () => userEvent.click(within(createForm()).getByRole('button', { name: 'Create coupon' }));
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.method === 'POST');

/** Answers the list with nothing and a new coupon with what was sent. */
const couponApi = () =>
  mockApi(({ method, body }) =>
    method === 'POST' ? ok({ ...coupon, ...(body as object) }, COUPON_MESSAGES.saved, 201) : ok([]),
  );

async function typeDiscount(percent: string) {
  const discount = field(/^Discount/);
  await userEvent.clear(discount);
  await userEvent.type(discount, percent);
  await userEvent.tab();
}

describe('ManageCouponsPage', () => {
  it('says there are no coupons yet, and passes axe', async () => {
    mockApi(() => ok([]));
    renderPage(<ManageCouponsPage />);
    expect(await screen.findByText('No coupons yet. Create the first one below.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('creates a coupon from what is typed into every field, and empties the form', async () => {
    const fetchMock = couponApi();
    renderPage(<ManageCouponsPage />);
    await screen.findByText('No coupons yet. Create the first one below.');

    await userEvent.type(field(/^Code/), 'CAMP30');
    await typeDiscount('30');
    const plan = field(/^Plan/);
    await userEvent.clear(plan);
    await userEvent.type(plan, 'gold');
    await userEvent.type(field(/^Expires after/), '2030-03-31');
    await userEvent.type(field(/^Use limit/), '20');
    expect(field(/^Code/).value).toBe('CAMP30');
    await submit();

    expect(await screen.findByText(COUPON_MESSAGES.saved)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/coupons',
        method: 'POST',
        body: {
          code: 'CAMP30',
          percent: 30,
          packagePlan: 'gold',
          expiresAt: new Date('2030-03-31T23:59:59').toISOString(),
          maxUses: 20,
        },
      },
    ]);
    await waitFor(() => expect(field(/^Code/).value).toBe(''));
  });

  it('refuses a discount of 150 % with the shared message, keeps what was typed and sends nothing', async () => {
    const fetchMock = couponApi();
    renderPage(<ManageCouponsPage />);
    await screen.findByText('No coupons yet. Create the first one below.');
    await userEvent.type(field(/^Code/), 'TOOMUCH');
    await typeDiscount('150');
    // Leaving the field does not quietly turn 150 into 100.
    expect(field(/^Discount/).value).toBe('150');
    await submit();

    expect(await within(createForm()).findByText(COUPON_MESSAGES.percentRange)).toBeTruthy();
    expect(field(/^Discount/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Discount/).value).toBe('150');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('accepts a discount of exactly 0 % and of exactly 100 %', async () => {
    const fetchMock = couponApi();
    renderPage(<ManageCouponsPage />);
    await screen.findByText('No coupons yet. Create the first one below.');
    for (const [code, percent] of [
      ['FREEBIE', '100'],
      ['NOTHING', '0'],
    ]) {
      await userEvent.type(field(/^Code/), code);
      await typeDiscount(percent);
      await submit();
      await waitFor(() => expect(field(/^Code/).value).toBe(''));
    }
    expect(posts(fetchMock).map((call) => call.body)).toEqual([
      expect.objectContaining({ code: 'FREEBIE', percent: 100 }),
      expect.objectContaining({ code: 'NOTHING', percent: 0 }),
    ]);
    expect(screen.queryByText(COUPON_MESSAGES.percentRange)).toBeNull();
  });

  it('shows what is wrong beside each field: the code, an emptied discount and a use limit of 0', async () => {
    const fetchMock = couponApi();
    renderPage(<ManageCouponsPage />);
    await screen.findByText('No coupons yet. Create the first one below.');
    await userEvent.type(field(/^Code/), 'a b');
    await userEvent.clear(field(/^Discount/));
    await userEvent.type(field(/^Use limit/), '0');
    await userEvent.tab();
    await submit();

    const form = createForm();
    expect(await within(form).findByText(COUPON_MESSAGES.codeFormat)).toBeTruthy();
    expect(within(form).getByText(COUPON_MESSAGES.percentRange)).toBeTruthy();
    expect(within(form).getByText(COUPON_MESSAGES.maxUsesPositive)).toBeTruthy();
    expect(field(/^Use limit/).value).toBe('0');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal of a taken code beside the field', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              status: 'error',
              statusCode: 409,
              message: COUPON_MESSAGES.codeTaken,
              errors: [{ path: 'code', message: COUPON_MESSAGES.codeTaken }],
            },
          }
        : ok([coupon]),
    );
    renderPage(<ManageCouponsPage />);
    await screen.findByRole('table');
    await userEvent.type(field(/^Code/), 'fest25');
    await submit();
    expect(await within(createForm()).findByText(COUPON_MESSAGES.codeTaken)).toBeTruthy();
    expect(field(/^Code/).value).toBe('fest25');
  });

  it('lists the coupons and deactivates one', async () => {
    const fetchMock = mockApi(({ method, body }) =>
      method === 'PUT' ? ok({ ...coupon, ...(body as object) }, COUPON_MESSAGES.saved) : ok([coupon]),
    );
    renderPage(<ManageCouponsPage />);
    const row = (await screen.findByText('FEST25')).closest('tr')!;
    expect(within(row).getByText('25%')).toBeTruthy();
    expect(within(row).getByText('7 of 50')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    const active = within(row).getByRole('switch', { name: 'Coupon FEST25 active' });
    expect((active as HTMLInputElement).checked).toBe(true);
    await userEvent.click(active);
    await waitFor(() =>
      expect(apiCalls(fetchMock).filter((call) => call.method === 'PUT')).toEqual([
        { path: '/coupons/c-1', method: 'PUT', body: { active: false } },
      ]),
    );
  });

  it('is refused to someone who may not manage coupons, who is asked nothing', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(eventRoutes, '/admin/manageCoupons');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
