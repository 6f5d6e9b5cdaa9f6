import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES as M, type FoundDoctorDto } from '@carenet/shared';
import { sessionStore } from '../../../lib/session';
import { makeUser, mockApi, ok, queriesTo, renderRoutes } from '../../../test/utils';
import { findDoctorRoutes } from '../routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const careNetDoctor = (id: string, first: string): FoundDoctorDto => ({
  source: 'carenet',
  _id: id,
  name: { first_name: first, last_name: 'Rao', middle_name: '' },
  salutation: 'dr',
  profile_image_url: null,
  specialities: ['Orthopaedic Surgeon'],
  yearsOfExperience: 14,
  languages: ['English', 'Hindi'],
  city: 'Pune',
  facilities: [{ _id: 'o-1', orgName: 'Sunrise Multispeciality Hospital' }],
  nextFreeSlot: {
    startTime: Date.parse('2026-11-30T04:00:00Z'),
    endTime: Date.parse('2026-11-30T04:30:00Z'),
  },
  distanceKm: null,
});

const directoryDoctor: FoundDoctorDto = {
  source: 'directory',
  _id: 'dir-7',
  name: 'Dr. Kavya Menon',
  speciality: 'Orthopaedic Surgeon',
  city: 'Pune',
  languages: ['English', 'Marathi'],
  currentPosition: { position: 'Senior Consultant', hospital: 'Sahyadri Care Hospital' },
  distanceKm: null,
};

const page = (doctors: FoundDoctorDto[], total: number, directoryError: string | null = null) => ({
  status: 200,
  body: {
    status: 'success',
    statusCode: 200,
    message: 'OK',
    data: { doctors, directoryError },
    totalCountOfRecords: total,
  },
});

function open(path: string) {
  sessionStore.signIn(makeUser(['patient']));
  return renderRoutes(findDoctorRoutes, path);
}

describe('FindDoctorsPage', () => {
  it('searches with the filters of the address and shows both kinds of result', async () => {
    const fetchMock = mockApi(({ path }) =>
      path === '/findDoctors' ? page([careNetDoctor('d-1', 'Arjun'), directoryDoctor], 2) : ok([]),
    );
    open('/finddoctors?specialty=Orthopaedic%20Surgeon&city=Pune');

    const card = await screen.findByRole('link', { name: /Dr\. Arjun Rao/ });
    expect(card.getAttribute('href')).toBe('/DoctorProfile/d-1');
    expect(within(card).getByText('14 years of experience')).toBeTruthy();
    expect(within(card).getByText('Sunrise Multispeciality Hospital')).toBeTruthy();
    expect(within(card).getByText(/^Next free slot: /)).toBeTruthy();
    const fromDirectory = screen.getByRole('link', { name: /Dr\. Kavya Menon/ });
    expect(fromDirectory.getAttribute('href')).toBe('/DoctorProfileAi/dir-7');
    expect(within(fromDirectory).getByText(M.fromDirectory)).toBeTruthy();
    expect(screen.getByText('2 doctors found')).toBeTruthy();
    expect(screen.getByText(M.noMoreDoctors)).toBeTruthy();
    expect(queriesTo(fetchMock, '/findDoctors')).toEqual([
      { specialty: 'Orthopaedic Surgeon', city: 'Pune', limit: '12', offset: '0' },
    ]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City' }).value).toBe('Pune');
  });

  it('loads the next page at the end of the list', async () => {
    const fetchMock = mockApi(({ path, url }) => {
      if (path !== '/findDoctors') return ok([]);
      return url.searchParams.get('offset') === '0'
        ? page([careNetDoctor('d-1', 'Arjun')], 2)
        : page([careNetDoctor('d-2', 'Bela')], 2);
    });
    open('/finddoctors');
    expect(await screen.findByText('Dr. Arjun Rao')).toBeTruthy();
    // jsdom has no IntersectionObserver: the list offers a button instead.
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Dr. Bela Rao')).toBeTruthy();
    expect(queriesTo(fetchMock, '/findDoctors').map((query) => query.offset)).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps a new search in the address and asks with it', async () => {
    const fetchMock = mockApi(({ path }) => (path === '/findDoctors' ? page([], 0) : ok([])));
    const { router } = open('/finddoctors');
    expect(await screen.findByText(M.noDoctorsFound)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Boston');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Boston'));
    await userEvent.click(screen.getByRole('switch', { name: 'Available this week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Boston&availableThisWeek=true'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/findDoctors').at(-1)).toEqual({
        city: 'Boston',
        availableThisWeek: 'true',
        limit: '12',
        offset: '0',
      }),
    );
  });

  it('says when the search failed, and when only the directory did', async () => {
    mockApi(() => ({
      status: 502,
      body: { status: 'error', statusCode: 502, message: M.failedToFetchDoctors },
    }));
    const failed = open('/finddoctors');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByText(M.failedToFetchDoctors).length).toBeGreaterThan(0);
    failed.unmount();

    mockApi(({ path }) =>
      path === '/findDoctors' ? page([careNetDoctor('d-1', 'Arjun')], 1, M.failedToFetchDoctors) : ok([]),
    );
    open('/finddoctors');
    expect(await screen.findByText('Dr. Arjun Rao')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(M.failedToFetchDoctors);
  });
});
