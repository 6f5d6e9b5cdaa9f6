import { MESSAGES, REQUEST_MESSAGES } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { RequestFormPage } from './RequestFormPage';

const routes = [
  { path: '/create-request', element: <RequestFormPage kind="request" /> },
  { path: '/new-request/:id', element: <RequestFormPage kind="request" /> },
  { path: '/doctorrequest', element: <RequestFormPage kind="campaign" /> },
  { path: '/donationRequest/:id', element: <p>Detail page</p> },
];
const notFound = { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RequestFormPage', () => {
  it('shows the shared schema’s messages and sends nothing while they remain', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok(null));
    renderRoutes(routes, '/create-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));

    expect(await screen.findByText(REQUEST_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(REQUEST_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fixErrors)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('tells a patient that an administrator reviews the request, and an administrator that theirs is approved at once', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ok(null));
    const patientView = renderRoutes(routes, '/create-request');
    expect(await screen.findByText(/An administrator reviews it before doctors see it/)).toBeTruthy();
    patientView.unmount();

    sessionStore.signIn(makeUser(['admin']));
    renderRoutes(routes, '/create-request');
    expect(await screen.findByText(/A request an administrator creates is approved at once/)).toBeTruthy();
    expect(screen.queryByText(/An administrator reviews it/)).toBeNull();
  });

  it('creates the request, says so and opens its detail page', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const created = makeRequest({ name: 'knee-review', status: 0 });
    const fetchMock = mockApi(() => ok(created, REQUEST_MESSAGES.requestCreated, 201));
    renderRoutes(routes, '/create-request');
    await userEvent.type(await screen.findByLabelText(/Title/), 'Knee review');
    await userEvent.type(screen.getByLabelText(/Description/), 'My knee hurts when I climb stairs.');
    await userEvent.click(screen.getByRole('switch', { name: /Private/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    expect(await screen.findByText('Detail page')).toBeTruthy();
    expect(screen.getByText(REQUEST_MESSAGES.requestCreated)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([
      {
        path: '/donationRequest',
        method: 'POST',
        body: {
          title: 'Knee review',
          description: 'My knee hurts when I climb stairs.',
          brief: '',
          request_type: 'talhospitals',
          isPrivate: true,
        },
      },
    ]);
  });

  it('puts the server’s field errors beside the fields', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ({
      status: 400,
      body: {
        status: 'error',
        statusCode: 400,
        message: 'Title can be at most 150 characters',
        errors: [{ path: 'title', message: 'Title can be at most 150 characters' }],
      },
    }));
    renderRoutes(routes, '/create-request');
    await userEvent.type(await screen.findByLabelText(/Title/), 'Knee review');
    await userEvent.type(screen.getByLabelText(/Description/), 'Details');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Title can be at most 150 characters')).toBeTruthy();
  });

  it('loads the request to edit when the API lets the viewer manage it, and shows not found otherwise', async () => {
    const request = makeRequest({ title: 'Knee review', abilities: requestAbilities({ manage: true }) });
    mockApi(({ path }) => (path === `/donationRequest/${request._id}` ? ok(request) : notFound));
    sessionStore.signIn(makeUser(['patient'], { _id: request.user_info._id }));
    const { unmount } = renderRoutes(routes, `/new-request/${request._id}`);
    expect(await screen.findByDisplayValue('Knee review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    unmount();

    // The request as the API sends it to someone who may not manage it (even its creator's id would not do).
    const notManaged = { ...request, abilities: requestAbilities() };
    mockApi(({ path }) => (path === `/donationRequest/${request._id}` ? ok(notManaged) : notFound));
    renderRoutes(routes, `/new-request/${request._id}`);
    expect(await screen.findByText('Request not found')).toBeTruthy();
  });

  it('asks a visitor to sign in before creating a campaign, and a patient to create a request instead', async () => {
    const { unmount } = renderRoutes(routes, '/doctorrequest');
    expect(screen.getByText('Sign in to create a campaign')).toBeTruthy();
    unmount();
    sessionStore.signIn(makeUser(['patient']));
    renderRoutes(routes, '/doctorrequest');
    expect(screen.getByText('Campaigns are for doctors and facilities')).toBeTruthy();
  });
});
