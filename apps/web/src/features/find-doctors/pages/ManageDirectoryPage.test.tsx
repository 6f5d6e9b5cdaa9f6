import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES as M, type DirectoryClaimDto } from '@carenet/shared';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { findDoctorRoutes } from '../routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const claim: DirectoryClaimDto = {
  doctor: {
    _id: 'dir-7',
    name: 'Dr. Kavya Menon',
    speciality: 'Orthopaedic Surgeon',
    city: 'Pune',
    email: 'kavya@directory.example',
  },
  status: 'pending',
  claimedBy: {
    _id: 'u-9',
    name: { first_name: 'Kavya', last_name: 'Menon', middle_name: '' },
    email: 'kavya.menon@example.com',
    emailVerified: true,
  },
  requestedAt: '2026-11-28T06:30:00.000Z',
  confirmedAt: null,
};

describe('ManageDirectoryPage', () => {
  it('refuses anyone but an administrator and asks the API nothing', () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(findDoctorRoutes, '/admin/manageDirectory');
    return waitFor(() => {
      expect(screen.getByText('You are not allowed to view this page')).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    });
  });

  it('lists the pending claims and confirms one', async () => {
    sessionStore.signIn(makeUser(['admin']));
    let pending = [claim];
    const fetchMock = mockApi(({ method }) => {
      if (method === 'POST') {
        pending = [];
        return ok({}, M.claimConfirmedByAdmin);
      }
      return ok(pending);
    });
    renderRoutes(findDoctorRoutes, '/admin/manageDirectory');
    expect(await screen.findByRole('link', { name: 'Dr. Kavya Menon' })).toBeTruthy();
    expect(screen.getByText('kavya.menon@example.com (verified)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the claim on Dr. Kavya Menon' }));
    expect(await screen.findByText(M.claimConfirmedByAdmin)).toBeTruthy();
    expect(await screen.findByText('No claim is waiting.')).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: '/directory/doctors/dir-7/claim/confirm', method: 'POST', body: undefined },
    ]);
  });
});
