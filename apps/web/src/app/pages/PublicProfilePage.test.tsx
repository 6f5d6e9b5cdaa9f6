import type { ViewedProfileDto } from '@carenet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { PublicProfilePage } from './PublicProfilePage';

const owner = makeUser(['doctor'], {
  _id: 'u-doctor',
  name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
  occupation: 'Cardiologist',
});

/** The public part of the owner, as GET /user/profile/{id} answers it. */
function publicProfile(overrides: Partial<ViewedProfileDto> = {}): ViewedProfileDto {
  const { _id, unique_id, username, name, roles, gender, occupation, createdAt } = owner;
  return {
    _id,
    unique_id,
    username,
    name,
    roles,
    gender,
    occupation,
    profile_image_url: null,
    image_url: null,
    summary: null,
    linkedInProfileUrl: null,
    twitterProfileUrl: null,
    experience: [],
    educationTimelines: [],
    conferences: [],
    memberships: [],
    specialities: [],
    languages: [],
    certificates: [],
    achievements: [],
    educationalQualification: null,
    salutation: null,
    yearsOfExperience: null,
    profileVerificationStatus: 0,
    createdAt,
    abilities: { book: false, signInToBook: false },
    ...overrides,
  };
}

function show(answer: { status: number; body: Record<string, unknown> }) {
  mockApi(({ url }) =>
    url.pathname === '/api/v1/user/profile/u-doctor'
      ? answer
      : { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } },
  );
  renderRoutes([{ path: '/user/:id', element: <PublicProfilePage /> }], '/user/u-doctor');
}

describe('PublicProfilePage', () => {
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("shows a verified doctor's specialties, languages, facilities and their services", async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/v1/user/profile/u-doctor') {
        return ok(
          publicProfile({
            profileVerificationStatus: 1,
            specialities: ['Orthopaedic Surgeon'],
            languages: ['English', 'Telugu'],
          }),
        );
      }
      if (url.pathname === '/api/v1/doctors/u-doctor/practice') {
        return ok({
          facilities: [
            { _id: 'o-1', orgName: 'Sunrise Hospital', facilityServices: ['Orthopaedics', 'Radiology'] },
          ],
          services: ['Orthopaedics', 'Radiology'],
        });
      }
      return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
    });
    renderRoutes([{ path: '/user/:id', element: <PublicProfilePage /> }], '/user/u-doctor');
    expect(await screen.findByText('Orthopaedic Surgeon')).toBeTruthy();
    expect(screen.getByText('Languages: English, Telugu')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Sunrise Hospital' })).getAttribute('href')).toBe(
      '/organization/o-1',
    );
    expect(screen.getByText('Orthopaedics')).toBeTruthy();
    expect(screen.getByText('Radiology')).toBeTruthy();
  });

  it('shows filled sections only and never an e-mail, phone or address, even if the server sent them', async () => {
    // A leaky answer: the page must render public fields only.
    show(
      ok({
        ...publicProfile({
          summary: 'Preventive cardiology for working adults.',
          profileVerificationStatus: 1,
          linkedInProfileUrl: 'https://www.linkedin.com/in/arjun-rao',
          experience: [
            {
              experience: 'Consultant, Heart Institute',
              experianceStartDate: '2015-06',
              experianceEndDate: '',
            },
          ],
          specialities: ['Cardiology', 'Echocardiography'],
        }),
        email: 'doctor@demo.carenet.local',
        phone: '+919876543211',
        address: { line1: '12 Banjara Hills', city: 'Hyderabad' },
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Arjun Rao' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified profile' })).toBeTruthy();
    expect(screen.getByText('Preventive cardiology for working adults.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Experience' })).toBeTruthy();
    expect(screen.getByText('Jun 2015 – Present')).toBeTruthy();
    expect(screen.getByText('Echocardiography')).toBeTruthy();
    expect(screen.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/arjun-rao',
    );
    for (const hidden of ['Education', 'Memberships', 'Conferences', 'Certificates', 'Achievements']) {
      expect(screen.queryByRole('heading', { name: hidden })).toBeNull();
    }
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('doctor@demo.carenet.local');
    expect(page).not.toContain('9876543211');
    expect(page).not.toContain('Banjara');
    expect(screen.queryByRole('link', { name: /Edit profile/ })).toBeNull();
  });

  it('has a friendly empty state, and an edit button for the owner', async () => {
    sessionStore.signIn(owner);
    show(ok(publicProfile()));
    expect(await screen.findByText('Your profile is still empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit profile/ }).getAttribute('href')).toBe(
      '/newUserProfile/u-doctor',
    );
  });

  it('says a missing profile was not found', async () => {
    show({ status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });
});
