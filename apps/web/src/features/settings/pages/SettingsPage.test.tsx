import { screen, within } from '@testing-library/react';
import type { ActiveDrivers } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { settingsRoutes } from '../routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DRIVERS: ActiveDrivers = {
  database: { driver: 'postgres' },
  mail: { driver: 'outbox' },
  sms: { driver: 'msg91' },
  payments: { driver: 'stripe' },
  storage: { driver: 's3' },
  meet: { driver: 'jitsi' },
  directory: { driver: 'table' },
  imageModeration: { driver: 'local' },
  assistant: [
    { model: 'Palm 2', driver: 'gemini' },
    { model: 'Llama 2', driver: 'offline' },
  ],
};

/** The settings table as a person reads it: each service beside its driver. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('SettingsPage', () => {
  it('lists the active driver of each service, and says which ones send nothing out', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockApi(() => ok(DRIVERS));
    renderRoutes(settingsRoutes, '/admin/settings');

    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(rows()).toEqual([
      'SMSMSG91',
      'E-mailOutbox only: e-mails are kept on the server, none is sentNot connected',
      'File storageS3-compatible storage',
      'DatabasePostgreSQL server',
      'PaymentsStripe',
      'Video meetingsJitsi',
      'Hospital directoryCareNet’s own directory',
      'Image moderationOn this server (nsfwjs)',
      'Medical assistant (Palm 2)Gemini',
      'Medical assistant (Llama 2)Offline assistantNot connected',
    ]);
    expect(apiCalls(fetchMock).map((call) => `${call.method} ${call.path}`)).toEqual(['GET /settings']);
  });

  it('says so when texts stay in the outbox', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ok({ ...DRIVERS, sms: { driver: 'outbox' } }));
    renderRoutes(settingsRoutes, '/admin/settings');
    const sms = await screen.findByRole('rowheader', { name: 'SMS' });
    expect(sms.closest('tr')?.textContent).toBe(
      'SMSOutbox only: texts are kept on the server, none is sentNot connected',
    );
  });

  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => ok(DRIVERS));
      renderRoutes(settingsRoutes, '/admin/settings');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(
        screen.getByText(
          'The settings are for administrators. If you need access, ask an administrator of CareNet.',
        ),
      ).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('shows the server’s refusal when the settings cannot be read', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ({
      status: 403,
      body: { status: 'error', statusCode: 403, message: 'You are not allowed to do that.' },
    }));
    renderRoutes(settingsRoutes, '/admin/settings');
    expect(await screen.findByText('We could not load the settings')).toBeTruthy();
    expect(screen.getByText('You are not allowed to do that.')).toBeTruthy();
  });
});
