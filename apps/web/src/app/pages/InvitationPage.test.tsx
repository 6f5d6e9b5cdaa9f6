import { screen, waitFor } from '@testing-library/react';
import { REFERRAL_MESSAGES, referralInvitePath } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { apiCalls, mockApi, ok, renderRoutes } from '../../test/utils';
import { InvitationPage } from './InvitationPage';

afterEach(() => vi.unstubAllGlobals());

const renderInvitation = (path: string) =>
  renderRoutes(
    [
      { path: '/invitation', element: <InvitationPage /> },
      { path: '/signup', element: <h1>Sign up</h1> },
    ],
    path,
  );

describe('/invitation with a referral link', () => {
  it('names who invites and leads to sign-up with the code and the invited address', async () => {
    const fetchMock = mockApi(() => ok({ referrerName: 'Ravi Menon' }));
    renderInvitation(referralInvitePath({ code: 'AbCdEf2345', email: 'new.doctor@example.com' }));
    expect(
      await screen.findByRole('heading', { name: 'Ravi Menon invites you to join CareNet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accept and sign up' }).getAttribute('href')).toBe(
      '/signup?referralCode=AbCdEf2345&email=new.doctor%40example.com',
    );
    expect(apiCalls(fetchMock)).toEqual([
      { path: '/referrals/code/AbCdEf2345', method: 'GET', body: undefined },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says a broken or unknown link cannot be used', async () => {
    const fetchMock = mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: REFERRAL_MESSAGES.linkNotValid },
    }));
    renderInvitation('/invitation#referral=%%%');
    expect(await screen.findByText(REFERRAL_MESSAGES.linkNotValid)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
    renderInvitation(referralInvitePath({ code: 'Unknown123', email: 'a@example.com' }));
    await waitFor(() => expect(screen.getAllByText(REFERRAL_MESSAGES.linkNotValid)).toHaveLength(2));
  });
});
