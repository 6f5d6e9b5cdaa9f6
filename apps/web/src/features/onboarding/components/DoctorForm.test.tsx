import { MESSAGES, ONBOARDING_MESSAGES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { onboardingRoutes } from '../routes';
import { LAZY_ROUTE, fill, fillAddress, fillContact, pick } from '../test/helpers';

const SPECIALTIES = [
  { _id: 's-1', name: 'Cardiology' },
  { _id: 's-2', name: 'Neurology' },
];

beforeEach(() => {
  // Mantine scrolls the chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

function api(taken: { email?: string; status?: number; errors?: object[] } = {}) {
  return mockApi(({ path, body }) => {
    if (path === '/doctorSpecialization') return ok(SPECIALTIES);
    if (path === '/checkAccount')
      return ok({ exists: (body as { account: string }).account === taken.email });
    if (path === '/user/add' && taken.status) {
      return {
        status: taken.status,
        body: { status: 'error', statusCode: taken.status, message: 'Refused', errors: taken.errors ?? [] },
      };
    }
    return ok({ _id: 'new-doctor' }, ONBOARDING_MESSAGES.doctorSubmitted, 201);
  });
}

async function openAsAdmin() {
  sessionStore.signIn(makeUser(['admin']));
  renderRoutes(onboardingRoutes, '/add-doctor');
  expect(await screen.findByRole('heading', { name: 'Add Doctor' }, LAZY_ROUTE)).toBeTruthy();
}

async function fillDoctor() {
  await pick(/^Title/, 'Professor');
  await fillContact();
  await fill(/^Educational details/, 'MBBS, MD');
  await fill(/^Years of experience/, '12');
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Specialties/ }).hasAttribute('disabled')).toBe(false),
  );
  await pick(/^Specialties/, 'Neurology');
  await fillAddress();
}

const addDoctorCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.path === '/user/add');

describe('/add-doctor', () => {
  it('is for administrators only', async () => {
    api();
    sessionStore.signIn(makeUser(['doctor']));
    renderRoutes(onboardingRoutes, '/add-doctor');
    expect(
      await screen.findByText('You are not allowed to view this page', undefined, LAZY_ROUTE),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add doctor' })).toBeNull();
  });

  it('names every missing field and asks to fix the errors, sending nothing', async () => {
    const fetchMock = api();
    await openAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    // First and last name, e-mail, phone, title, educational details, experience, specialties, city, state, country.
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(11);
    expect(addDoctorCalls(fetchMock)).toEqual([]);

    await fill(/^E-mail/, 'meera@');
    await fill(/^Phone number/, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidPhoneNumber)).toBeTruthy();
  });

  it('sends the doctor, shows the success message and starts a fresh form', async () => {
    const fetchMock = api();
    await openAsAdmin();
    await fillDoctor();
    await userEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.doctorSubmitted)).toBeTruthy();
    expect(addDoctorCalls(fetchMock)).toHaveLength(1);
    expect(addDoctorCalls(fetchMock)[0].body).toMatchObject({
      roles: 'doctor',
      salutation: 'professor',
      name: { first_name: 'Meera', last_name: 'Iyer' },
      email: 'meera@example.com',
      phone: '+919876543210',
      title: 'MBBS, MD',
      yearsOfExperience: 12,
      specialties: ['Neurology'],
      address: { city: 'Pune', state: 'Maharashtra', country: 'India' },
    });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^First name/ }).value).toBe(''),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ }).value).toBe('');
  });

  it('says the e-mail is already linked after the debounced check, and refuses to send', async () => {
    const fetchMock = api({ email: 'taken@example.com' });
    await openAsAdmin();
    await fillDoctor();
    await userEvent.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await fill(/^E-mail/, 'taken@example.com');
    expect(await screen.findByText(MESSAGES.emailTaken, undefined, { timeout: 3000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    expect(addDoctorCalls(fetchMock)).toEqual([]);
  });

  it("puts the server's 409 beside the phone field", async () => {
    api({ status: 409, errors: [{ path: 'phone', message: MESSAGES.phoneTaken }] });
    await openAsAdmin();
    await fillDoctor();
    await userEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(await screen.findByText(MESSAGES.phoneTaken)).toBeTruthy();
    expect(screen.queryByText(ONBOARDING_MESSAGES.doctorSubmitted)).toBeNull();
  });
});
