import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { adminRoutes } from '../routes';
import { makeAdminUser } from '../test/fixtures';
import { ManageUsersPage } from './ManageUsersPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (data: unknown[], total: number) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data, totalCountOfRecords: total },
});

/** The query of the newest GET /users, without the paging. */
function lastListQuery(fetchMock: ReturnType<typeof mockApi>) {
  const urls = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.pathname === '/api/v1/users');
  return Object.fromEntries(urls[urls.length - 1].searchParams);
}

describe('ManageUsersPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names manageUsers; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => page([], 0));
      renderRoutes(adminRoutes, '/admin/manageUserLists');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(screen.queryByText('Manage Users')).toBeNull();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('lists users 15 a page with links to their details, and sends each filter to GET /users', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const doctor = makeAdminUser({
      name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
      createdAt: '2025-03-05T10:00:00.000Z',
      profileVerificationStatus: 1,
    });
    const suspended = makeAdminUser({ suspended: true });
    const fetchMock = mockApi(() => page([doctor, suspended], 1234));
    renderPage(<ManageUsersPage />);

    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: 'Meera Iyer' });
    expect(link.getAttribute('href')).toBe(`/viewUserDetails/${doctor._id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('05-Mar-2025')).toBeTruthy();
    expect(within(row).getByText('Verified')).toBeTruthy();
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Showing 1–15 of 1,234 users')).toBeTruthy();
    expect(lastListQuery(fetchMock)).toEqual({ limit: '15', offset: '0' });

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'doctor' } });
    fireEvent.change(screen.getByLabelText('Verification'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toEqual({
        roles: 'doctor',
        profileVerificationStatus: '2',
        status: 'suspended',
        limit: '15',
        offset: '0',
      }),
    );

    await userEvent.type(screen.getByLabelText('Search'), 'meera');
    await waitFor(() => expect(lastListQuery(fetchMock).keyword).toBe('meera'));
    // Debounced: the list was not asked once per letter.
    const keywords = fetchMock.mock.calls
      .map(([url]) => url.searchParams.get('keyword'))
      .filter((keyword) => keyword !== null);
    expect(keywords).toEqual(['meera']);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastListQuery(fetchMock).offset).toBe('15'));
  });

  it('exports the filtered list through GET /users?isDownload=true', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = mockApi(() => page([makeAdminUser()], 1));
    renderPage(<ManageUsersPage />);
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'patient' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrl = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.searchParams.get('isDownload') === 'true')!;
    expect(exportUrl.pathname).toBe('/api/v1/users');
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({
      roles: 'patient',
      status: 'active',
      isDownload: 'true',
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === exportUrl)!;
    expect(init?.headers).toMatchObject({ authorization: 'Bearer test-token' });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows the server’s message when the list cannot be read', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Database is down' } }));
    renderPage(<ManageUsersPage />);
    expect(await screen.findByText('We could not load the users')).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => page([], 0));
    renderPage(<ManageUsersPage />);
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });
});
