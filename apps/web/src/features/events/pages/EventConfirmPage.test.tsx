import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, type EventRegistrationDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, mockApi, ok, renderPage } from '../../../test/utils';
import { EventConfirmPage } from './EventConfirmPage';

const SECRET = 'Zm9vYmFyYmF6cXV4LXNlY3JldC1saW5rLXRva2VuLTEy';

afterEach(() => {
  window.location.hash = '';
  vi.unstubAllGlobals();
});

const held: EventRegistrationDto = {
  _id: 'r-1',
  eventId: 'e-1',
  fullName: 'Kavya Iyer',
  email: 'kavya@example.com',
  amountDue: 37_500,
  currency: 'inr',
  discountPercent: 25,
  status: 'payment_pending',
  confirmationExpiresAt: null,
  checkedInAt: null,
  createdAt: '2030-01-01T09:00:00.000Z',
};

describe('EventConfirmPage', () => {
  it('confirms the registration only when the button is pressed, then shows it complete', async () => {
    window.location.hash = `#${SECRET}`;
    const fetchMock = mockApi(() => ok(held, EVENT_MESSAGES.registeredPaymentDue('375.00 INR')));
    renderPage(<EventConfirmPage />, '/event/registration/confirm');
    await screen.findByRole('heading', { name: 'Confirm your registration' });
    expect(apiCalls(fetchMock)).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    expect(await screen.findByRole('heading', { name: 'Your registration is confirmed' })).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([
      { path: '/events/registrations/confirm', method: 'POST', body: { token: SECRET } },
    ]);
    const status = screen.getByRole('status');
    expect(within(status).getByText(EVENT_MESSAGES.registeredPaymentDue('375.00 INR'))).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'How to pay 375.00 INR' })).toBeTruthy();
  });

  it('says a link that is expired, unknown or incomplete cannot be used', async () => {
    window.location.hash = `#${SECRET}`;
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: EVENT_MESSAGES.confirmationInvalid },
    }));
    const view = renderPage(<EventConfirmPage />, '/event/registration/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my registration' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.confirmationInvalid)).toBeTruthy();
    view.unmount();

    window.location.hash = '';
    const fetchMock = mockApi(() => ok(null));
    renderPage(<EventConfirmPage />, '/event/registration/confirm');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my registration' })).toBeNull();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('shows a refusal of the confirmation (the coupon used already) beside the button', async () => {
    window.location.hash = `#${SECRET}`;
    mockApi(() => ({
      status: 409,
      body: {
        status: 'error',
        statusCode: 409,
        message: 'You have already used this coupon.',
        errors: [{ path: 'couponCode', message: 'You have already used this coupon.' }],
      },
    }));
    renderPage(<EventConfirmPage />, '/event/registration/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my registration' }));
    expect(await screen.findByText('You have already used this coupon.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your registration' })).toBeTruthy();
  });
});
