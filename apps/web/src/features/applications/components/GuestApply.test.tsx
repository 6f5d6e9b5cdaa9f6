import { APPLICATION_MESSAGES, type RequestType } from '@carenet/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { ApplyButton } from './ApplyButton';

/** The 201 a guest's application gets: no application yet, only the request to check their inbox. */
const guestApplied = ok(null, APPLICATION_MESSAGES.guestApplied, 201);

async function openAsGuest(type: RequestType) {
  const request = makeRequest({
    request_type: type,
    creatorType: 'doctor',
    abilities: requestAbilities({ apply: true }),
  });
  const view = renderRoutes([
    { path: '/', element: <ApplyButton request={request} /> },
    { path: '/login', element: <p>Login page</p> },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return { request, dialog: await screen.findByRole('dialog'), view };
}

// A dialog of a dozen Mantine inputs driven by user-event: on a busy machine jsdom needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => notifications.clean());
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Apply as a guest', () => {
  it('opens the apply dialog for a signed-out visitor, saying they confirm by e-mail, without a resume upload', async () => {
    mockApi(() => guestApplied);
    const { dialog, view } = await openAsGuest('internship');

    expect(view.router.state.location.pathname).toBe('/');
    expect(within(dialog).getByText(APPLICATION_MESSAGES.applyDialogTitle)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.guestApplyNote)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveProperty('value', '');
    expect(within(dialog).getByText(APPLICATION_MESSAGES.guestEmailDescription)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.guestResumeNeedsAccount)).toBeTruthy();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
  });

  it('requires the e-mail address before sending anything', async () => {
    const fetchMock = mockApi(() => guestApplied);
    const { dialog } = await openAsGuest('internship');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.emailRequired)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('applies without a token and then tells the guest to check their inbox', async () => {
    const fetchMock = mockApi(() => guestApplied);
    const { request, dialog } = await openAsGuest('homeworkHelp');
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Kumar');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Audio room link/), 'https://rooms.example/ravi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.checkInboxTitle)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.guestApplied)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(apiCalls(fetchMock)).toEqual([
      {
        path: '/donationRequestResponses',
        method: 'POST',
        body: {
          donationRequestId: request._id,
          participantName: { first_name: 'Ravi', last_name: 'Kumar' },
          participantEmailAddress: 'ravi@example.com',
          participantAudioRoomUrl: 'https://rooms.example/ravi',
        },
      },
    ]);
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).has('authorization')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it is a fresh form.
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByText(APPLICATION_MESSAGES.guestApplyNote)).toBeTruthy();
  });

  it("shows the server's refusal (an application already waiting for its e-mail) and stays open", async () => {
    mockApi(() => ({
      status: 409,
      body: { status: 'error', statusCode: 409, message: APPLICATION_MESSAGES.confirmationPending },
    }));
    const { dialog } = await openAsGuest('homeworkHelp');
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Kumar');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Audio room link/), 'https://rooms.example/ravi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.confirmationPending)).toBeTruthy();
    expect(within(dialog).queryByText(APPLICATION_MESSAGES.checkInboxTitle)).toBeNull();
  });
});
