import { ACCOUNT_MESSAGES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { DeleteAccountDialog } from './DeleteAccountDialog';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

function open() {
  sessionStore.signIn(makeUser(['patient']));
  const onDeleted = vi.fn();
  renderPage(<DeleteAccountDialog opened onClose={() => undefined} onDeleted={onDeleted} />);
  return { onDeleted };
}

const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('DeleteAccountDialog', () => {
  it('warns clearly and asks for the password before calling the server', async () => {
    const fetchMock = mockApi(() => ok(null));
    open();
    expect(await screen.findByText('This cannot be undone')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.eraseWarning)).toBeTruthy();
    await confirm();
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('shows a wrong password beside the field and erases nothing', async () => {
    mockApi(() => ({
      status: 400,
      body: {
        status: 'error',
        statusCode: 400,
        message: ACCOUNT_MESSAGES.wrongPassword,
        errors: [{ path: 'password', message: ACCOUNT_MESSAGES.wrongPassword }],
      },
    }));
    const { onDeleted } = open();
    await userEvent.type(await screen.findByLabelText(/Your password/), 'not-it');
    await confirm();
    const error = await screen.findByText(ACCOUNT_MESSAGES.wrongPassword);
    // Beside the field (and read out with it), not in an alert above the form.
    expect(screen.getAllByText(ACCOUNT_MESSAGES.wrongPassword)).toHaveLength(1);
    expect(screen.getByLabelText(/Your password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows why the server refused, e.g. the last owner of a facility', async () => {
    const message = ACCOUNT_MESSAGES.lastOwner.replace('{facilities}', 'Lotus Clinic');
    mockApi(() => ({ status: 409, body: { status: 'error', statusCode: 409, message } }));
    const { onDeleted } = open();
    await userEvent.type(await screen.findByLabelText(/Your password/), 'Test@1234');
    await confirm();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends the password and reports the erasure', async () => {
    const fetchMock = mockApi(() => ok(null, ACCOUNT_MESSAGES.erased));
    const { onDeleted } = open();
    await userEvent.type(await screen.findByLabelText(/Your password/), 'Test@1234');
    await confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(ACCOUNT_MESSAGES.erased));
    expect(apiCalls(fetchMock)).toEqual([
      { path: '/disband/user', method: 'POST', body: { password: 'Test@1234' } },
    ]);
  });
});
