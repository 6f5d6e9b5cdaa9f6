import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EVENT_MESSAGES,
  type CheckInResultDto,
  type EventDto,
  type EventRegistrationDto,
} from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { eventRoutes } from '../routes';
import { EventCheckInPage } from './EventCheckInPage';

afterEach(() => {
  window.location.hash = '';
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const CODE = 'qr-code-secret-0123456789';

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
  abilities: { update: true },
};

const kavya: EventRegistrationDto = {
  _id: 'r-1',
  eventId: 'e-1',
  fullName: 'Kavya Iyer',
  email: 'kavya@example.com',
  amountDue: 0,
  currency: 'inr',
  discountPercent: null,
  status: 'confirmed',
  confirmationExpiresAt: null,
  checkedInAt: '2030-01-10T09:15:00.000Z',
  createdAt: '2030-01-01T09:00:00.000Z',
};

/** The check-in API: `answer` to POST /events/checkin, the event list, and who is checked in. */
function checkInApi(
  answer: { status?: number; body: Record<string, unknown> },
  checkedIn: EventRegistrationDto[] = [],
) {
  return mockApi(({ method, path }) => {
    if (method === 'POST') return answer;
    if (path === '/events') return ok([fest]);
    return ok(checkedIn);
  });
}

const checked = (alreadyCheckedIn: boolean, message: string) =>
  ok(
    {
      alreadyCheckedIn,
      registration: kavya,
      event: { _id: 'e-1', title: fest.title },
    } satisfies CheckInResultDto,
    message,
  );

const codeField = () => screen.getByRole('textbox', { name: /^Check-in code/ });
const checkInButton = () => screen.getByRole('button', { name: 'Check in' });

describe('EventCheckInPage', () => {
  it('checks in the holder of the typed code and lists who has checked in', async () => {
    const fetchMock = checkInApi(checked(false, EVENT_MESSAGES.checkedIn('Kavya Iyer')), [kavya]);
    renderPage(<EventCheckInPage />, '/admin/eventCheckin');
    expect(await screen.findByRole('cell', { name: 'kavya@example.com' })).toBeTruthy();
    expect((checkInButton() as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.type(codeField(), CODE);
    await userEvent.click(checkInButton());
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Checked in')).toBeTruthy();
    expect(within(status).getByText(EVENT_MESSAGES.checkedIn('Kavya Iyer'))).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: '/events/checkin', method: 'POST', body: { token: CODE } },
    ]);
    await waitFor(() => expect((codeField() as HTMLInputElement).value).toBe(''));
  });

  it('takes the code from a pasted link, and says when someone was already checked in', async () => {
    const again = EVENT_MESSAGES.alreadyCheckedIn('Kavya Iyer', '09:15 UTC');
    const fetchMock = checkInApi(checked(true, again));
    renderPage(<EventCheckInPage />, '/admin/eventCheckin');
    await userEvent.type(codeField(), `https://carenet.example/admin/eventCheckin#${CODE}`);
    expect((codeField() as HTMLInputElement).value).toBe(CODE);
    await userEvent.click(checkInButton());
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Already checked in')).toBeTruthy();
    expect(within(status).getByText(again)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')?.body).toEqual({ token: CODE });
  });

  it('fills in the code a scanned QR code opens the page with', async () => {
    window.location.hash = `#${CODE}`;
    checkInApi(checked(false, EVENT_MESSAGES.checkedIn('Kavya Iyer')));
    renderPage(<EventCheckInPage />, '/admin/eventCheckin');
    await waitFor(() => expect((codeField() as HTMLInputElement).value).toBe(CODE));
    expect((checkInButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the refusal of an unknown code and keeps it to correct', async () => {
    checkInApi({
      status: 404,
      body: { status: 'error', statusCode: 404, message: EVENT_MESSAGES.checkInTokenInvalid },
    });
    renderPage(<EventCheckInPage />, '/admin/eventCheckin');
    await userEvent.type(codeField(), CODE);
    await userEvent.click(checkInButton());
    expect(await screen.findByText(EVENT_MESSAGES.checkInTokenInvalid)).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe(CODE);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nobody has checked in yet', async () => {
    checkInApi(checked(false, ''));
    renderPage(<EventCheckInPage />, '/admin/eventCheckin');
    expect(await screen.findByText('Nobody has checked in yet.')).toBeTruthy();
  });

  it('is refused to someone who may not check attendees in, who is asked nothing', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(eventRoutes, '/admin/eventCheckin');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
