import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { catalogueRoutes } from '../routes';
import { ManageCataloguePage } from './ManageCataloguePage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const services = [
  { _id: 's-1', name: 'Cardiology' },
  { _id: 's-2', name: 'Radiology' },
];

const failure = (statusCode: number, message: string) => ({
  status: statusCode,
  body: { status: 'error', statusCode, message },
});

describe('ManageCataloguePage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names manageCatalogues; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => ok(services));
      renderRoutes(catalogueRoutes, '/manageservices');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(screen.queryByText('Manage Facility Services')).toBeNull();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('lists the services and adds one, checking the name first', async () => {
    sessionStore.signIn(makeUser(['admin']));
    let list = services;
    const fetchMock = mockApi(({ method, body }) => {
      if (method === 'POST') {
        const added = { _id: 's-3', name: (body as { name: string }).name };
        list = [...list, added];
        return ok(added, 'Service added', 201);
      }
      return ok(list);
    });
    renderPage(<ManageCataloguePage kind="facilityService" />);

    expect(await screen.findByText('Cardiology')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Manage Facility Services' })).toBeTruthy();
    expect(screen.getByText('2 services')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Emergency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Service added')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: '/facilityServices',
      method: 'POST',
      body: { name: 'Emergency' },
    });
    expect(await screen.findByText('Emergency')).toBeTruthy();
  });

  it("shows the server's duplicate-name refusal in the form", async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(({ method }) =>
      method === 'POST' ? failure(409, 'A specialty named "Cardiologist" already exists.') : ok([]),
    );
    renderPage(<ManageCataloguePage kind="specialty" />);
    expect(await screen.findByText('No specialties yet. Add the first one.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add specialty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a specialty' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'cardiologist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add specialty' }));
    expect(await within(dialog).findByText('A specialty named "Cardiologist" already exists.')).toBeTruthy();
  });

  it('asks before deleting, and shows why the server refused', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const refusal = 'This service is offered by 3 facilities. Remove it from them first.';
    const fetchMock = mockApi(({ method }) => (method === 'DELETE' ? failure(409, refusal) : ok(services)));
    renderPage(<ManageCataloguePage kind="facilityService" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Radiology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this service?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const alert = await screen.findByRole('alert', { name: '"Radiology" was not deleted' });
    expect(within(alert).getByText(refusal)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/facilityServices/s-2');
  });

  it('renames a specialty from its row', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockApi(({ method }) =>
      method === 'PUT'
        ? ok({ _id: 'p-1', name: 'Skin Specialist' }, 'Specialty renamed')
        : ok([{ _id: 'p-1', name: 'Dermatologist' }]),
    );
    renderPage(<ManageCataloguePage kind="specialty" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Dermatologist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename specialty' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Skin Specialist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Specialty renamed')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: '/doctorSpecialization/p-1',
      method: 'PUT',
      body: { name: 'Skin Specialist' },
    });
  });
});
