import type { ApplicationDto, RequestDto } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, renderPage, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { RequestDetailPage } from './RequestDetailPage';
import { makeRequest, requestAbilities } from '../../test/requestFixtures';
import { ApplicationsSection } from '../../features/applications/components/ApplicationsSection';

function makeApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    _id: 'app-1',
    donation_request_info: {
      _id: 'r-1',
      name: 'r-1',
      title: 'Summer internship',
      request_type: 'internship',
    },
    user_info: {
      _id: 'u-applicant',
      name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' },
      profile_image_url: null,
    },
    request_type: 'internship',
    participantName: { first_name: 'Ravi', last_name: 'Kumar' },
    participantEmailAddress: 'ravi@example.com',
    participantPhone: '+919812345678',
    participantOccupation: 'Student',
    participantGender: 'm',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    address: null,
    participantResumeDownloadUrl: '/files/resumes/ravi.pdf',
    participantResumeName: 'ravi-cv.pdf',
    participantAudioRoomUrl: null,
    createdAt: '2025-03-05T09:30:00.000Z',
    status: 'pending',
    decidedAt: null,
    completedAt: null,
    abilities: { canAccept: false, canDecline: false, canComplete: false },
    ...overrides,
  };
}

const page = (data: ApplicationDto[]) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data, totalCountOfRecords: data.length },
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Applications section (the request owner)', () => {
  it('lists each applicant with name, contact and location, and downloads the resume with the token', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-patient' }));
    const request = makeRequest({ request_type: 'internship' });
    const fetchMock = mockApi(({ path }) =>
      path === '/donationRequestResponses'
        ? page([makeApplication()])
        : { body: { status: 'success', statusCode: 200, message: 'OK', data: null } },
    );
    URL.createObjectURL = vi.fn(() => 'blob:cv');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<ApplicationsSection request={request} />);

    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('1 application')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ravi@example.com' }).getAttribute('href')).toBe(
      'mailto:ravi@example.com',
    );
    expect(screen.getByRole('link', { name: '+919812345678' })).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra, India')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0].searchParams.get('donationRequestId')).toBe(request._id);

    await userEvent.click(screen.getByRole('button', { name: 'Download resume' }));
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(2));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url.pathname).toBe('/files/resumes/ravi.pdf');
    expect(init?.headers).toEqual({ authorization: 'Bearer test-token' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('ravi-cv.pdf');
  });

  it('links a homework helper’s audio room', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-patient' }));
    mockApi(() =>
      page([
        makeApplication({
          request_type: 'homeworkHelp',
          participantOccupation: null,
          participantPhone: null,
          city: null,
          state: null,
          country: null,
          participantResumeDownloadUrl: null,
          participantResumeName: null,
          participantAudioRoomUrl: 'https://rooms.example/ravi',
        }),
      ]),
    );
    renderPage(<ApplicationsSection request={makeRequest({ request_type: 'homeworkHelp' })} />);

    const link = await screen.findByRole('link', { name: 'Join the audio room' });
    expect(link.getAttribute('href')).toBe('https://rooms.example/ravi');
    expect(screen.queryByRole('button', { name: 'Download resume' })).toBeNull();
  });

  it('says when no one has applied yet', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-patient' }));
    mockApi(() => page([]));
    renderPage(<ApplicationsSection request={makeRequest({ request_type: 'volunteering' })} />);
    expect(await screen.findByText('No one has applied yet.')).toBeTruthy();
  });
});

describe('Request detail page', () => {
  const request = makeRequest({ request_type: 'internship', creatorType: 'doctor' });
  const routes = [{ path: '/donationRequest/:id', element: <RequestDetailPage /> }];
  /** The API's answers, the request carrying what it lets this viewer do. */
  const answerWith =
    (abilities: RequestDto['abilities']) =>
    ({ path }: { path: string }) =>
      path === '/donationRequestResponses'
        ? page([makeApplication()])
        : path === `/donationRequest/${request._id}`
          ? { body: { status: 'success', statusCode: 200, message: 'OK', data: { ...request, abilities } } }
          : { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };

  it('shows the owner the Applications section, and no Apply button', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: request.user_info._id }));
    mockApi(answerWith(requestAbilities({ manage: true, readApplications: true })));
    renderRoutes(routes, `/donationRequest/${request._id}`);

    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('offers anyone else Apply, without the applications', async () => {
    sessionStore.signIn(makeUser(['patient'], { _id: 'u-someone' }));
    const fetchMock = mockApi(answerWith(requestAbilities({ apply: true, report: true })));
    renderRoutes(routes, `/donationRequest/${request._id}`);

    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Applications' })).toBeNull();
    expect(apiCalls(fetchMock).map((call) => call.path)).not.toContain('/donationRequestResponses');
  });
});
