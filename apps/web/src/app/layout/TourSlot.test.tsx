import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { requestTour } from '../../lib/tour';
import { TourSlot } from './TourSlot';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../test/utils';

const TARGETS = [
  'menu:/',
  'create-request',
  'create-campaign',
  'feed-tabs',
  'feed-search',
  'notifications',
  'menu:/member/myMedicalRecords',
  'menu:/finddoctors',
  'menu:/myrequests',
  'menu:/doctorrequests',
  'menu:/referDoctor',
  'my-facilities',
  'profile-menu',
];

/** The shell's elements the steps point at, with a size (jsdom lays nothing out). */
function Shell() {
  return (
    <div>
      {TARGETS.map((name) => (
        <button key={name} type="button" data-tour={name}>
          {name}
        </button>
      ))}
    </div>
  );
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const shown = this.hasAttribute('data-tour');
    return DOMRect.fromRect({ x: 10, y: 10, width: shown ? 100 : 0, height: shown ? 30 : 0 });
  });
});

afterEach(() => {
  act(() => sessionStore.clear());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signIn(roles: string[], done = false) {
  const user = makeUser(roles, { isTourCompletedForTalHospitals: done });
  act(() => sessionStore.signIn(user));
  return user;
}

function answerPut(user: ReturnType<typeof makeUser>) {
  return mockApi(({ method, body }) =>
    method === 'PUT' ? ok({ ...user, ...(body as object) }, 'Updated successfully') : ok({}),
  );
}

const tourDialog = () => screen.findByRole('dialog');

describe('the guided tour', () => {
  it('walks a patient through 7 steps and marks the tour done on the server and locally', async () => {
    const user = signIn(['patient']);
    const fetchMock = answerPut(user);
    renderPage(
      <>
        <Shell />
        <TourSlot />
      </>,
    );
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    expect((await tourDialog()).textContent).toContain('Create Request');
    for (let step = 2; step <= 7; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(`Step ${step} of 7`)).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 6 of 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toContainEqual({
        path: `/user/${user._id}`,
        method: 'PUT',
        body: { isTourCompletedForTalHospitals: true },
      }),
    );
    expect(sessionStore.get()?.isTourCompletedForTalHospitals).toBe(true);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').isTourCompletedForTalHospitals).toBe(true);
  });

  it('has 11 steps for a doctor and 9 for a facility', async () => {
    signIn(['doctor']);
    const view = renderPage(
      <>
        <Shell />
        <TourSlot />
      </>,
    );
    expect(await screen.findByText('Step 1 of 11')).toBeTruthy();
    view.unmount();
    act(() => sessionStore.clear());
    signIn(['facilities']);
    renderPage(
      <>
        <Shell />
        <TourSlot />
      </>,
    );
    expect(await screen.findByText('Step 1 of 9')).toBeTruthy();
  });

  it('closes on Escape and marks the tour done', async () => {
    const user = signIn(['patient']);
    const fetchMock = answerPut(user);
    renderPage(
      <>
        <Shell />
        <TourSlot />
      </>,
    );
    const dialog = await tourDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(apiCalls(fetchMock).filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sessionStore.get()?.isTourCompletedForTalHospitals).toBe(true);
  });

  it('is not shown to an administrator, to a user who took it, or away from the home page', async () => {
    const fetchMock = mockApi(() => ok({}));
    signIn(['admin']);
    const view = renderPage(<TourSlot />);
    act(() => requestTour());
    view.unmount();
    act(() => sessionStore.clear());
    signIn(['patient'], true);
    const done = renderPage(<TourSlot />);
    done.unmount();
    act(() => sessionStore.clear());
    signIn(['patient']);
    renderPage(<TourSlot />, '/notifications');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts again when asked from the profile menu after it was taken', async () => {
    signIn(['patient'], true);
    renderPage(
      <>
        <Shell />
        <TourSlot />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requestTour());
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
  });
});
