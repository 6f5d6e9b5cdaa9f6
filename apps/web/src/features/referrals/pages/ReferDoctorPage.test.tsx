import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MESSAGES, REFERRAL_MESSAGES, type ReferralsDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { ReferDoctorPage } from './ReferDoctorPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const referrals = (overrides: Partial<ReferralsDto> = {}): ReferralsDto => ({
  referral_code: 'AbCdEf2345',
  joined: [],
  abilities: { invite: true },
  ...overrides,
});

const alreadyDoctor = {
  status: 409,
  body: {
    status: 'error',
    statusCode: 409,
    message: NOTIFICATION_MESSAGES.alreadyDoctor,
    errors: [{ path: 'recipientEmailIds', message: NOTIFICATION_MESSAGES.alreadyDoctor }],
  },
};

describe('ReferDoctorPage', () => {
  it('asks for the name and a valid address with SPEC’s messages before sending anything', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok(referrals()));
    renderPage(<ReferDoctorPage />, '/referDoctor');
    const form = await screen.findByRole('form', { name: 'Refer a doctor' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(REFERRAL_MESSAGES.enterFullName)).toBeTruthy();
    expect(within(form).getByText(NOTIFICATION_MESSAGES.enterEmail)).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: /Email Address/ }), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(NOTIFICATION_MESSAGES.invalidEmail)).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('sends the invitation, and shows the refusal for someone who is a doctor already', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ method, body }) => {
      if (method === 'GET') return ok(referrals());
      const to = (body as { recipientEmailIds: string[] }).recipientEmailIds[0];
      return to === 'colleague@example.com' ? alreadyDoctor : ok(null, NOTIFICATION_MESSAGES.invitationSent);
    });
    renderPage(<ReferDoctorPage />, '/referDoctor');
    const form = await screen.findByRole('form', { name: 'Refer a doctor' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Kavya Rao');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Email Address/ }),
      'colleague@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(NOTIFICATION_MESSAGES.alreadyDoctor)).toBeTruthy();

    const email = within(form).getByRole('textbox', { name: /Email Address/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'new.doctor@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(
        apiCalls(fetchMock)
          .filter((call) => call.method === 'POST')
          .at(-1),
      ).toEqual({
        path: '/notifications/email',
        method: 'POST',
        body: { recipientEmailIds: ['new.doctor@example.com'], fullName: 'Kavya Rao' },
      }),
    );
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });

  it('lists who joined, and tells a doctor awaiting verification that invitations are not open yet', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    mockApi(() =>
      ok(
        referrals({
          abilities: { invite: false },
          joined: [
            { _id: 'u-2', name: 'Neha Kapoor', roles: ['doctor'], joinedAt: '2026-11-20T10:00:00.000Z' },
          ],
        }),
      ),
    );
    renderPage(<ReferDoctorPage />, '/referDoctor');
    const joined = await screen.findByRole('region', { name: 'People who joined' });
    expect(within(joined).getByText('Neha Kapoor')).toBeTruthy();
    expect(within(joined).getByText('Joined 20-Nov-2026')).toBeTruthy();
    expect(screen.getByText(NOTIFICATION_MESSAGES.onlyVerifiedInvite)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Refer a doctor' })).toBeNull();
  });
});
