import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES as M, type DirectoryDoctorDto } from '@carenet/shared';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { findDoctorRoutes } from '../routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const profile = (overrides: Partial<DirectoryDoctorDto> = {}): DirectoryDoctorDto => ({
  _id: 'dir-7',
  name: 'Dr. Kavya Menon',
  phone: '+919800000001',
  email: 'kavya@directory.example',
  linkedin: 'https://linkedin.example/in/kavya',
  twitter: 'https://twitter.example/kavya',
  speciality: 'Orthopaedic Surgeon',
  experience: [
    { position: 'Senior Consultant', hospital: 'Sahyadri Care Hospital', duration: '2015–present' },
  ],
  education: [{ degree: 'MBBS', institution: 'Western Ghats Medical College', year: '2004' }],
  memberships: ['Indian Society of Clinical Practice (fictional)'],
  certifications: ['Basic Life Support'],
  achievements: ['Best Resident Award'],
  languages: ['English', 'Marathi'],
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  source: 'directory',
  driver: 'table',
  claim: { status: null, byViewer: false },
  careNetProfileId: null,
  abilities: { claim: false },
  ...overrides,
});

describe('DirectoryProfilePage', () => {
  it('shows every field, marked as not verified, and invites a visitor to sign up', async () => {
    mockApi(() => ok(profile()));
    renderRoutes(findDoctorRoutes, '/DoctorProfileAi/dir-7');
    expect(await screen.findByRole('heading', { name: 'Dr. Kavya Menon' })).toBeTruthy();
    for (const text of [
      M.notVerifiedByCareNet,
      'Orthopaedic Surgeon',
      'Pune, Maharashtra, India',
      'Languages: English, Marathi',
      '+919800000001',
      'kavya@directory.example',
      'Senior Consultant',
      'Sahyadri Care Hospital · 2015–present',
      'MBBS',
      'Western Ghats Medical College · 2004',
      'Indian Society of Clinical Practice (fictional)',
      'Basic Life Support',
      'Best Resident Award',
      M.signUpToClaim,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://linkedin.example/in/kavya',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: M.claimThisProfile })).toBeNull();
  });

  it('lets a doctor the server allows claim the profile', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ method }) =>
      method === 'POST'
        ? ok(profile({ claim: { status: 'pending', byViewer: true } }), M.claimPending)
        : ok(profile({ abilities: { claim: true } })),
    );
    renderRoutes(findDoctorRoutes, '/DoctorProfileAi/dir-7');
    await userEvent.click(await screen.findByRole('button', { name: M.claimThisProfile }));
    expect(await screen.findByText(M.claimAwaitingConfirmation)).toBeTruthy();
    expect(await screen.findByText(M.claimPending)).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: '/directory/doctors/dir-7/claim', method: 'POST', body: undefined },
    ]);
  });

  it('offers no claim to a signed-in user the server does not allow', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ok(profile()));
    renderRoutes(findDoctorRoutes, '/DoctorProfileAi/dir-7');
    expect(await screen.findByRole('heading', { name: 'Dr. Kavya Menon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.claimThisProfile })).toBeNull();
    expect(screen.queryByText(M.signUpToClaim)).toBeNull();
  });

  it('links a claimed profile to the CareNet profile of its doctor', async () => {
    mockApi(() => ok(profile({ claim: { status: 'confirmed', byViewer: false }, careNetProfileId: 'u-9' })));
    renderRoutes(findDoctorRoutes, '/DoctorProfileAi/dir-7');
    expect(await screen.findByText(M.onCareNet)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.openCareNetProfile }).getAttribute('href')).toBe(
      '/DoctorProfile/u-9',
    );
    expect(screen.queryByText(M.signUpToClaim)).toBeNull();
  });

  it('says when the profile does not exist', async () => {
    mockApi(() => ({ status: 404, body: { status: 'error', statusCode: 404, message: M.doctorNotFound } }));
    renderRoutes(findDoctorRoutes, '/DoctorProfileAi/nope');
    const heading = await screen.findByRole('heading', { name: M.doctorNotFound });
    expect(
      within(heading.parentElement as HTMLElement).getByRole('link', { name: 'Back to home' }),
    ).toBeTruthy();
  });
});
