import { MESSAGES, ONBOARDING_MESSAGES, ORGANIZATION_MESSAGES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { onboardingRoutes } from '../routes';
import { LAZY_ROUTE, fill, fillAddress, fillContact } from '../test/helpers';

afterEach(() => {
  sessionStore.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function api(organizationStatus = 200) {
  return mockApi(({ path }) => {
    if (path === '/checkAccount') return ok({ exists: false });
    if (path === '/user/add')
      return ok({ _id: 'contact-1' }, ONBOARDING_MESSAGES.hospitalStep1Submitted, 201);
    if (path === '/organization' && organizationStatus === 409) {
      const message = ORGANIZATION_MESSAGES.nameTaken;
      return { status: 409, body: { status: 'error', statusCode: 409, message, errors: [] } };
    }
    return ok({ _id: 'org-1' }, ORGANIZATION_MESSAGES.created);
  });
}

async function openAsAdmin() {
  sessionStore.signIn(makeUser(['admin']));
  renderRoutes(onboardingRoutes, '/add-hospital');
  expect(await screen.findByRole('heading', { name: 'Add Hospital' }, LAZY_ROUTE)).toBeTruthy();
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  apiCalls(fetchMock).filter((call) => call.path === path);

async function completeStepOne() {
  await fillContact('contact@sunrise.example', '9876501234');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText(ONBOARDING_MESSAGES.hospitalStep1Submitted)).toBeTruthy();
}

async function fillHospital() {
  await fill(/^Hospital name/, 'Sunrise Hospital');
  await fillAddress();
  await fill(/^Website/, 'sunrise.example');
}

describe('/add-hospital', () => {
  it('creates the contact person, then the hospital for them, then starts again at step 1', async () => {
    const fetchMock = api();
    await openAsAdmin();
    // Step 1 first: the contact person's fields, no hospital fields yet.
    expect(screen.queryByRole('textbox', { name: /^Hospital name/ })).toBeNull();
    await completeStepOne();
    expect(callsTo(fetchMock, '/user/add')[0].body).toMatchObject({
      roles: 'facility',
      name: { first_name: 'Meera', last_name: 'Iyer' },
      email: 'contact@sunrise.example',
      phone: '+919876501234',
    });
    expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();

    await fillHospital();
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.hospitalSubmitted)).toBeTruthy();
    expect(callsTo(fetchMock, '/organization')[0].body).toMatchObject({
      orgName: 'Sunrise Hospital',
      orgAddress: { city: 'Pune', state: 'Maharashtra', country: 'India' },
      websiteUrl: 'http://sunrise.example',
      sourceOfCreation: 'talhospitals',
      userId: 'contact-1',
    });
    // Back at step 1 with a fresh form, and step 1's user forgotten.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ }).value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses step 2 without step 1', async () => {
    const fetchMock = api();
    await openAsAdmin();
    await userEvent.click(screen.getByText('Hospital', { selector: 'span' }));
    await fillHospital();
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.hospitalStep1Missing)).toBeTruthy();
    expect(callsTo(fetchMock, '/organization')).toEqual([]);
  });

  it('says the hospital name is taken on a 409, keeping step 1', async () => {
    api(409);
    await openAsAdmin();
    await completeStepOne();
    await fillHospital();
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.hospitalNameTaken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Hospital name/ })).toBeTruthy();
  });

  it('asks to fix the errors when the hospital name or address is missing', async () => {
    api();
    await openAsAdmin();
    await completeStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    // The name, city, state and country.
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(4);
  });
});
