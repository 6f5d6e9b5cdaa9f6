import { OIDC_MESSAGES, type LinkedIdentityDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderPage } from '../../../test/utils';
import { LinkedAccountsSection } from './LinkedAccountsSection';

afterEach(() => vi.unstubAllGlobals());

const google: LinkedIdentityDto = {
  _id: 'id-1',
  provider: 'Google',
  email: 'asha.rao@gmail.example',
  linkedAt: '2025-03-05T10:00:00.000Z',
  abilities: { unlink: true },
};
const work: LinkedIdentityDto = {
  _id: 'id-2',
  provider: 'id.hospital.example',
  email: 'asha@hospital.example',
  linkedAt: '2025-04-10T10:00:00.000Z',
  abilities: { unlink: true },
};

const section = () => screen.findByRole('heading', { name: 'Linked sign-in accounts' });

describe('LinkedAccountsSection', () => {
  it('lists each linked account with its provider, e-mail and date, and unlinks one', async () => {
    let linked = [google, work];
    const fetchMock = mockApi(({ path, method }) => {
      if (method === 'DELETE') {
        linked = linked.filter((identity) => !path.endsWith(identity._id));
        return ok(null, OIDC_MESSAGES.unlinked('Google'));
      }
      return ok(linked);
    });
    renderPage(<LinkedAccountsSection userId="u-1" />);
    await section();
    expect(screen.getByText('Google')).toBeTruthy();
    expect(screen.getByText('asha.rao@gmail.example')).toBeTruthy();
    expect(screen.getByText('Linked on 05-Mar-2025')).toBeTruthy();
    expect(screen.getByText('id.hospital.example')).toBeTruthy();
    expect(screen.getByText('Linked on 10-Apr-2025')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Unlink Google account asha.rao@gmail.example' }),
    );
    expect(await screen.findByText(OIDC_MESSAGES.unlinked('Google'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('asha.rao@gmail.example')).toBeNull());
    expect(screen.getByText('asha@hospital.example')).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'DELETE')).toEqual([
      { path: '/user/u-1/identities/id-1', method: 'DELETE', body: undefined },
    ]);
  });

  it('offers no unlink for the last way into an account without a password, and says why', async () => {
    mockApi(() => ok([{ ...google, abilities: { unlink: false } }]));
    renderPage(<LinkedAccountsSection userId="u-1" />);
    const card = (await section()).closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('asha.rao@gmail.example')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Unlink/ })).toBeNull();
    expect(within(card).getByText(OIDC_MESSAGES.lastWayToSignIn)).toBeTruthy();
  });

  it('shows the server’s refusal when an unlink is refused', async () => {
    mockApi(({ method }) =>
      method === 'DELETE'
        ? {
            status: 409,
            body: { status: 'error', statusCode: 409, message: OIDC_MESSAGES.lastWayToSignIn },
          }
        : ok([google]),
    );
    renderPage(<LinkedAccountsSection userId="u-1" />);
    await section();
    await userEvent.click(screen.getByRole('button', { name: /Unlink Google account/ }));
    expect(await screen.findByText(OIDC_MESSAGES.lastWayToSignIn)).toBeTruthy();
    expect(screen.getByText('asha.rao@gmail.example')).toBeTruthy();
  });

  it('is not shown when no outside account is linked', async () => {
    const fetchMock = mockApi(() => ok([]));
    renderPage(<LinkedAccountsSection userId="u-1" />);
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Linked sign-in accounts' })).toBeNull();
  });
});
