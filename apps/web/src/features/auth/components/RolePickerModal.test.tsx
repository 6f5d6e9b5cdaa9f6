import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { RolePickerModal } from './RolePickerModal';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RolePickerModal', () => {
  it('saves the chosen role with PUT /user/{id}, stores the user and reloads', async () => {
    const user = makeUser([]);
    sessionStore.signIn(user);
    const fetchMock = mockApi(({ method, body }) =>
      method === 'PUT'
        ? ok({ ...user, roles: (body as { roles: string[] }).roles }, 'Updated successfully')
        : ok(null),
    );
    const reload = vi.fn();
    renderPage(<RolePickerModal user={user} reload={reload} />);

    expect(await screen.findByText('Select Your Role')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Doctor/ }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(apiCalls(fetchMock)).toEqual([{ path: '/user/u-1', method: 'PUT', body: { roles: ['doctor'] } }]);
    expect(sessionStore.get()?.roles).toEqual(['doctor']);
    expect(sessionStore.token()).toBe('test-token');
  });

  it('shows the first server error when saving fails', async () => {
    const user = makeUser([]);
    sessionStore.signIn(user);
    mockApi(() => ({
      status: 403,
      body: {
        status: 'error',
        statusCode: 403,
        message: 'Some fields are not valid.',
        errors: [{ path: 'roles', message: 'You cannot grant yourself that role.' }],
      },
    }));
    const reload = vi.fn();
    renderPage(<RolePickerModal user={user} reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: /Patient/ }));
    expect(await screen.findByText('You cannot grant yourself that role.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
