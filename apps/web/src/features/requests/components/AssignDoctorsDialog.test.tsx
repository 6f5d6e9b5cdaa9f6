import { REQUEST_MESSAGES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { AssignDoctorsButton } from './AssignDoctorsButton';

afterEach(() => vi.unstubAllGlobals());

const meera = makeUser(['doctor'], {
  _id: 'u-meera',
  name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
  specialities: ['Cardiologist'],
  profileVerificationStatus: 1,
});

describe('AssignDoctorsButton', () => {
  it('is not offered without the assign ability', () => {
    mockApi(() => ok([]));
    renderPage(<AssignDoctorsButton request={makeRequest()} />);
    expect(screen.queryByRole('button', { name: 'Assign doctors' })).toBeNull();
  });

  it('searches verified doctors by specialty, ticks one and saves the whole set', async () => {
    const request = makeRequest({ abilities: requestAbilities({ assign: true }) });
    const fetchMock = mockApi(({ path, method, url }) => {
      if (path === '/doctorSpecialization') return ok([{ _id: 's1', name: 'Cardiologist' }]);
      if (path === '/users') {
        const found = url.searchParams.get('specialty') === 'Cardiologist' ? [meera] : [];
        return {
          body: {
            status: 'success',
            statusCode: 200,
            message: 'Success',
            data: found,
            totalCountOfRecords: found.length,
          },
        };
      }
      if (path === `/assignDoctors/${request._id}` && method === 'PUT')
        return ok({ ...request, assignedDoctors: [] }, REQUEST_MESSAGES.doctorsAssigned);
      return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
    });
    renderPage(<AssignDoctorsButton request={request} />);

    await userEvent.click(screen.getByRole('button', { name: 'Assign doctors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign doctors' });
    expect(await within(dialog).findByText('No verified doctor matches this search.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Specialty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cardiologist', hidden: true }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Meera Iyer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save assignments' }));

    expect(await screen.findByText(REQUEST_MESSAGES.doctorsAssigned)).toBeTruthy();
    const search = fetchMock.mock.calls.map(([url]) => url).find((url) => url.searchParams.get('specialty'));
    expect(search?.searchParams.get('roles')).toBe('doctor');
    expect(search?.searchParams.get('profileVerificationStatus')).toBe('1');
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
        path: `/assignDoctors/${request._id}`,
        method: 'PUT',
        body: { assignedDoctors: ['u-meera'] },
      }),
    );
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const request = makeRequest({ abilities: requestAbilities({ assign: true }) });
    mockApi(({ method }) =>
      method === 'PUT'
        ? {
            status: 409,
            body: {
              status: 'error',
              statusCode: 409,
              message: REQUEST_MESSAGES.cannotUnassignAcceptedDoctor,
            },
          }
        : ok([]),
    );
    renderPage(<AssignDoctorsButton request={request} />);
    await userEvent.click(screen.getByRole('button', { name: 'Assign doctors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign doctors' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save assignments' }));
    expect(await within(dialog).findByText(REQUEST_MESSAGES.cannotUnassignAcceptedDoctor)).toBeTruthy();
  });
});
