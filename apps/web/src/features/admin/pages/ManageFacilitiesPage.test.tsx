import type { OrganizationDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { adminRoutes } from '../routes';
import { ManageFacilitiesPage } from './ManageFacilitiesPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

function facility(id: string, orgName: string, status: number): OrganizationDto {
  return {
    _id: id,
    orgName,
    orgType: 'clinic',
    description: null,
    orgEmail: null,
    orgEmailVerified: false,
    websiteUrl: null,
    defaultImageUrl: null,
    orgAddress: { city: 'Pune', state: 'Maharashtra' },
    facilityServices: [],
    sourceOfCreation: 'talhospitals',
    status,
    isFreeHospital: false,
    isDiscountEnabled: false,
    discountPercentage: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
  };
}

const list = (data: unknown[], total: number) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data, totalCountOfRecords: total },
});

describe('ManageFacilitiesPage', () => {
  it('refuses a non-administrator and asks the API nothing', async () => {
    // The route's handle names manageFacilities; a facility user's session does not hold it.
    sessionStore.signIn(makeUser(['facilities']));
    const fetchMock = mockApi(() => list([], 0));
    renderRoutes(adminRoutes, '/admin/manageFacilities');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('lists facilities with their pages, sends review to the queue, and filters by status', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const verified = facility('org-1', 'Lotus Clinic', 1);
    const waiting = facility('org-2', 'Rose Hospital', 0);
    const fetchMock = mockApi(({ path }) =>
      path === '/verification/queue' ? ok([{ _id: 'sub-1', orgId: 'org-2' }]) : list([verified, waiting], 2),
    );
    renderPage(<ManageFacilitiesPage />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Lotus Clinic' }).getAttribute('href')).toBe(
      '/organization/org-1',
    );
    const review = await within(table).findByRole('link', {
      name: 'Approve or reject Rose Hospital in the verification queue',
    });
    expect(review.getAttribute('href')).toBe('/admin/verifications');
    expect(within(table).getByText('Pending review')).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /Lotus Clinic in the verification queue/ })).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2 facilities')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '0' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => url.pathname === '/api/v1/organization' && url.searchParams.get('status') === '0',
        ),
      ).toBe(true),
    );
  });

  it('deletes after asking, and shows the server’s message when it refuses', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockApi(({ method, path }) => {
      if (method === 'DELETE') {
        return {
          status: 409,
          body: { status: 'error', statusCode: 409, message: 'This facility still has open requests.' },
        };
      }
      return path === '/verification/queue' ? ok([]) : list([facility('org-1', 'Lotus Clinic', 1)], 1);
    });
    renderPage(<ManageFacilitiesPage />);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Lotus Clinic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this facility?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This facility still has open requests.')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/organization/org-1');
  });

  it('exports the filtered list through GET /organization?isDownload=true', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const createObjectURL = vi.fn(() => 'blob:facilities');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = mockApi(() => list([facility('o-1', 'Sunrise Clinic', 1)], 1));
    renderPage(<ManageFacilitiesPage />);
    await screen.findAllByText('Sunrise Clinic');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrl = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.searchParams.get('isDownload') === 'true')!;
    expect(exportUrl.pathname).toBe('/api/v1/organization');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === exportUrl)!;
    expect(init?.headers).toMatchObject({ authorization: 'Bearer test-token' });
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});
