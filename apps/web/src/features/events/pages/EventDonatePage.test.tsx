import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DONATION_MESSAGES, EVENT_MESSAGES, type EventDonationDto, type EventDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { EventDonatePage } from './EventDonatePage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const fest: EventDto = {
  _id: 'e-1',
  slug: 'health-fest-2030',
  title: 'Hospital Health Fest',
  description: '',
  venue: 'City Hall',
  startsAt: '2030-01-10T09:00:00.000Z',
  endsAt: '2030-01-10T18:00:00.000Z',
  registrationOpen: true,
  fee: 0,
  currency: 'inr',
  packagePlan: 'event',
  abilities: { update: false },
};

/** Answers the event page and records a pledge of what was sent. */
const donationApi = () =>
  mockApi(({ method, body }) => {
    if (method !== 'POST') return ok(fest);
    const { amount, currency } = body as { amount: number; currency: string };
    const pledge: EventDonationDto = {
      _id: 'd-1',
      eventId: 'e-1',
      amount,
      currency,
      status: 'pledged',
      driver: 'offline',
      checkoutUrl: null,
      createdAt: '2030-01-05T09:00:00.000Z',
    };
    return ok(pledge, EVENT_MESSAGES.donationRecorded, 201);
  });

const renderDonate = () =>
  renderRoutes(
    [{ path: '/event/:slug/donate', element: <EventDonatePage /> }],
    '/event/health-fest-2030/donate',
  );
const form = () => screen.getByRole('form', { name: 'Donate to the event' });
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.method === 'POST');

async function typeAmount(amount: string) {
  const field = within(form()).getByRole('textbox', { name: /^Amount \(INR\)/ });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

describe('EventDonatePage', () => {
  it('records a guest’s pledge from what is typed into every field', async () => {
    const fetchMock = donationApi();
    renderDonate();
    expect(await screen.findByRole('heading', { name: 'Donate to Hospital Health Fest' })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    await typeAmount('1250.50');
    await userEvent.type(within(form()).getByRole('textbox', { name: /^Your name/ }), 'Kavya Iyer');
    await userEvent.type(
      within(form()).getByRole('textbox', { name: /^Your e-mail address/ }),
      'kavya@example.com',
    );
    await userEvent.type(within(form()).getByRole('textbox', { name: /^Message/ }), 'For the eye camp');
    await userEvent.click(within(form()).getByRole('button', { name: 'Donate' }));

    expect(await screen.findByText(EVENT_MESSAGES.donationRecorded)).toBeTruthy();
    expect(screen.getByText(/Your pledge: 1,250.50 INR\./)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/eventDonation',
        method: 'POST',
        body: {
          eventId: 'e-1',
          amount: 125_050,
          currency: 'inr',
          guestName: 'Kavya Iyer',
          guestEmail: 'kavya@example.com',
          message: 'For the eye camp',
        },
      },
    ]);
  });

  it('asks a signed-in donor only for the amount and a message', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = donationApi();
    renderDonate();
    await screen.findByRole('form', { name: 'Donate to the event' });
    expect(within(form()).queryByRole('textbox', { name: /^Your name/ })).toBeNull();
    await typeAmount('500');
    await userEvent.click(within(form()).getByRole('button', { name: 'Donate' }));
    expect(await screen.findByText(EVENT_MESSAGES.donationRecorded)).toBeTruthy();
    expect(posts(fetchMock)[0].body).toEqual({ eventId: 'e-1', amount: 50_000, currency: 'inr' });
  });

  it('refuses an amount of 0 as typed, without changing it, and sends nothing', async () => {
    const fetchMock = donationApi();
    renderDonate();
    await screen.findByRole('form', { name: 'Donate to the event' });
    await typeAmount('0');
    await userEvent.tab();
    await userEvent.click(within(form()).getByRole('button', { name: 'Donate' }));
    expect(await within(form()).findByText(DONATION_MESSAGES.amountRequired)).toBeTruthy();
    expect(within(form()).getByRole<HTMLInputElement>('textbox', { name: /^Amount/ }).value).toBe('0');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal of a guest’s missing name beside the field', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              status: 'error',
              statusCode: 400,
              message: DONATION_MESSAGES.guestNameRequired,
              errors: [{ path: 'guestName', message: DONATION_MESSAGES.guestNameRequired }],
            },
          }
        : ok(fest),
    );
    renderDonate();
    await screen.findByRole('form', { name: 'Donate to the event' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Donate' }));
    expect(await within(form()).findByText(DONATION_MESSAGES.guestNameRequired)).toBeTruthy();
  });
});
