import { USER_ADMIN_MESSAGES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { adminRoutes } from '../routes';
import { makeUserDetail } from '../test/fixtures';
import { UserDetailsPage } from './UserDetailsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = (id: string) =>
  renderRoutes([{ path: '/viewUserDetails/:id', element: <UserDetailsPage /> }], `/viewUserDetails/${id}`);

describe('UserDetailsPage', () => {
  it('refuses a non-administrator and asks the API nothing', async () => {
    // The route's handle names manageUsers; a doctor's session does not hold it.
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok(null));
    renderRoutes(adminRoutes, '/viewUserDetails/someone');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('shows the profile, roles, verification with its queue link, facilities and recent activity', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const user = makeUserDetail({
      name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
      roles: ['doctor', 'facilities'],
      verification: { status: 2, label: 'Pending review', pendingSubmissionId: 'sub-1' },
      facilities: [{ _id: 'org-1', orgName: 'Lotus Clinic', role: 'owner', status: 1 }],
      createdAt: '2025-03-05T10:00:00.000Z',
    });
    mockApi(() => ok(user));
    open(user._id);

    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('facilities')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Review the submission in the verification queue' })
        .getAttribute('href'),
    ).toBe('/admin/verifications');
    expect(screen.getByRole('link', { name: 'Lotus Clinic' }).getAttribute('href')).toBe(
      '/organization/org-1',
    );
    expect(screen.getByText('1,234 entries')).toBeTruthy();
    expect(screen.getByText('05-Mar-2025')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate account' })).toBeNull();
  });

  it('suspends after asking for a reason, then shows the suspension', async () => {
    sessionStore.signIn(makeUser(['admin']));
    let user = makeUserDetail({ name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' } });
    const fetchMock = mockApi(({ method, path }) => {
      if (method === 'POST' && path === `/user/${user._id}/suspend`) {
        user = {
          ...user,
          suspended: true,
          suspendedAt: '2025-03-05T10:00:00.000Z',
          suspensionReason: 'Fake licence',
          abilities: { suspend: false, reactivate: true, sendPasswordResetLink: true },
        };
        return ok(user, USER_ADMIN_MESSAGES.suspended);
      }
      return ok(user);
    });
    open(user._id);

    await userEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fake licence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
        path: `/user/${user._id}/suspend`,
        method: 'POST',
        body: { reason: 'Fake licence' },
      }),
    );
    expect(await screen.findByText(USER_ADMIN_MESSAGES.suspended)).toBeTruthy();
    expect(await screen.findByText('Reason: Fake licence')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend account' })).toBeNull();
  });

  it('sends a password reset link and shows the server’s refusal of a suspension', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const user = makeUserDetail();
    const fetchMock = mockApi(({ method, path }) => {
      if (path.endsWith('/passwordResetLink')) return ok(null, USER_ADMIN_MESSAGES.passwordResetLinkSent);
      if (method === 'POST') {
        return {
          status: 403,
          body: { status: 'error', statusCode: 403, message: USER_ADMIN_MESSAGES.superAdminOnly },
        };
      }
      return ok(user);
    });
    open(user._id);

    await userEvent.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.passwordResetLinkSent)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')?.path).toBe(
      `/user/${user._id}/passwordResetLink`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.superAdminOnly)).toBeTruthy();
  });

  it('says so for an unknown user', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ({ status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } }));
    open('missing');
    expect(await screen.findByText('User not found')).toBeTruthy();
  });
});
