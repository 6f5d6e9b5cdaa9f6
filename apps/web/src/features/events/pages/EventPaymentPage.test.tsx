import { screen } from '@testing-library/react';
import { DONATION_MESSAGES } from '@carenet/shared';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/utils';
import { EventPaymentPage } from './EventPaymentPage';

describe('EventPaymentPage', () => {
  it('shows the amount due and how to pay it at the event, with a way back to the event', async () => {
    renderPage(<EventPaymentPage />, '/event/payment?event=health-fest-2030&due=37500&currency=inr');
    expect(await screen.findByRole('heading', { name: 'Event payment' })).toBeTruthy();
    expect(screen.getByText('375.00 INR').tagName).toBe('STRONG');
    expect(screen.getByText(/Please pay at the registration desk of the event/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '/event/health-fest-2030',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says there is nothing to pay when nothing is due', async () => {
    renderPage(<EventPaymentPage />, '/event/payment?due=0');
    expect(await screen.findByText('There is nothing to pay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe('/');
  });

  it('says how a payment provider’s checkout ended', async () => {
    const view = renderPage(<EventPaymentPage />, '/event/payment?due=37500&payment=success');
    expect(await screen.findByText(DONATION_MESSAGES.paymentReturnSucceeded)).toBeTruthy();
    expect(screen.queryByText(/Amount due/)).toBeNull();
    view.unmount();
    renderPage(<EventPaymentPage />, '/event/payment?due=37500&payment=cancelled');
    expect(await screen.findByText(DONATION_MESSAGES.paymentReturnCancelled)).toBeTruthy();
  });
});
