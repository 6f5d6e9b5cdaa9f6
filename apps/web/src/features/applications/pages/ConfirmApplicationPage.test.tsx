import { APPLICATION_MESSAGES, type ApplicationDto } from '@carenet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { applicationRoutes } from '../routes';

const confirmed: Partial<ApplicationDto> = {
  _id: 'app-1',
  donation_request_info: {
    _id: 'req-1',
    name: 'INTERN-2025',
    title: 'Summer internship at the eye clinic',
    request_type: 'internship',
  },
  user_info: null,
  participantName: { first_name: 'Meera', last_name: 'Iyer' },
};

const open = (hash: string) => renderRoutes(applicationRoutes, `/applications/confirm${hash}`);

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Confirm application page (/applications/confirm#token)', () => {
  it('confirms once with the token from the link, showing progress, then the request it went to', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_input: URL, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    // A signed-in reader still confirms with the link alone.
    sessionStore.signIn(makeUser(['patient']));
    open('#tok_en-123');

    expect(await screen.findByText(APPLICATION_MESSAGES.confirming, {}, { timeout: 5000 })).toBeTruthy();
    const { body } = ok(confirmed, APPLICATION_MESSAGES.applicationConfirmed);
    answer(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

    expect(await screen.findByText(APPLICATION_MESSAGES.confirmedTitle, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(APPLICATION_MESSAGES.applicationConfirmed)).toBeTruthy();
    expect(screen.getByText('Summer internship at the eye clinic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe(
      '/donationRequest/INTERN-2025',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe('/api/v1/donationRequestResponses/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'tok_en-123' });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('says so when the link was already used or has expired', async () => {
    const fetchMock = mockApi(() => ({
      status: 400,
      body: { status: 'error', statusCode: 400, message: APPLICATION_MESSAGES.confirmationLinkInvalid },
    }));
    open('#used-token');

    expect(await screen.findByText(APPLICATION_MESSAGES.confirmationLinkInvalid)).toBeTruthy();
    expect(screen.getByText(APPLICATION_MESSAGES.linkRefusedTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(apiCalls(fetchMock)).toHaveLength(1);
  });

  it('asks for the whole link when it carries no token, without calling the API', async () => {
    const fetchMock = mockApi(() => ok(null));
    open('');

    expect(await screen.findByText(APPLICATION_MESSAGES.confirmationTokenRequired)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('offers to try again when CareNet could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    open('#some-token');

    expect(
      await screen.findByText('We could not reach CareNet. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
