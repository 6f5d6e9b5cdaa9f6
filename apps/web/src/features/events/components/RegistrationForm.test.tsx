import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, type EventDto, type EventRegistrationDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { RegistrationForm } from './RegistrationForm';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const event: EventDto = {
  _id: 'e-1',
  slug: 'health-fest-2025',
  title: 'Hospital Health Fest',
  description: '',
  venue: 'City Hall',
  startsAt: '2030-01-10T09:00:00.000Z',
  endsAt: '2030-01-10T18:00:00.000Z',
  registrationOpen: true,
  fee: 50_000,
  currency: 'inr',
  packagePlan: 'event',
  abilities: { update: false },
};

const registration = (overrides: Partial<EventRegistrationDto>): EventRegistrationDto => ({
  _id: 'r-1',
  eventId: event._id,
  fullName: 'Kavya Iyer',
  email: 'kavya@example.com',
  amountDue: 50_000,
  currency: 'inr',
  discountPercent: null,
  status: 'unconfirmed',
  confirmationExpiresAt: '2030-01-02T09:00:00.000Z',
  checkedInAt: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  ...overrides,
});

async function fillAndSubmit(email: string) {
  const form = screen.getByRole('form', { name: 'Register for the event' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Kavya Iyer');
  const address = within(form).getByRole('textbox', { name: /Email Address/ });
  await userEvent.clear(address);
  await userEvent.type(address, email);
  await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
}

describe('RegistrationForm', () => {
  it('says to check the e-mail after registering an address that is not proved yet, and holds nothing meanwhile', async () => {
    const fetchMock = mockApi(({ path, body }) =>
      path === '/healthFestEventRegistration'
        ? ok(registration({ email: (body as { email: string }).email }), EVENT_MESSAGES.confirmationSent, 202)
        : ok(null),
    );
    renderPage(<RegistrationForm event={event} />);
    await fillAndSubmit('kavya@example.com');

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Check your e-mail')).toBeTruthy();
    expect(within(status).getByText('kavya@example.com').tagName).toBe('STRONG');
    expect(within(status).getByText(EVENT_MESSAGES.confirmationSent)).toBeTruthy();
    expect(screen.queryByText('Registration complete')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Register for the event' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);

    // Sending the link again asks for the same registration once more.
    await userEvent.click(within(status).getByRole('button', { name: 'Send the link again' }));
    expect(await within(status).findByText('We sent a new link. Any of the links works.')).toBeTruthy();
    const posts = apiCalls(fetchMock).filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toEqual(posts[0].body);
    expect(posts[0].body).toMatchObject({
      eventId: 'e-1',
      fullName: 'Kavya Iyer',
      email: 'kavya@example.com',
    });

    // Correcting the address goes back to the form with what was typed, on the address field.
    await userEvent.click(within(status).getByRole('button', { name: 'Use another e-mail address' }));
    const form = await screen.findByRole('form', { name: 'Register for the event' });
    const address = within(form).getByRole<HTMLInputElement>('textbox', { name: /Email Address/ });
    expect(address.value).toBe('kavya@example.com');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /Full Name/ }).value).toBe(
      'Kavya Iyer',
    );
  });

  it('shows the registration complete at once for a signed-in person’s own verified address', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() =>
      ok(
        registration({ email: 'asha@example.com', status: 'payment_pending', confirmationExpiresAt: null }),
        EVENT_MESSAGES.registeredPaymentDue('500.00 INR'),
        201,
      ),
    );
    renderPage(<RegistrationForm event={event} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Registration complete')).toBeTruthy();
    expect(within(status).getByText(EVENT_MESSAGES.registeredPaymentDue('500.00 INR'))).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'How to pay 500.00 INR' })).toBeTruthy();
    expect(screen.queryByText('Check your e-mail')).toBeNull();
  });
});
