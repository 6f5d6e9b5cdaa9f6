import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, MESSAGES, type EventDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { eventRoutes } from '../routes';
import { ManageEventsPage } from './ManageEventsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const fest: EventDto = {
  _id: 'e-1',
  slug: 'health-fest-2030',
  title: 'Hospital Health Fest',
  description: '',
  venue: 'City Hall',
  startsAt: '2030-01-10T09:00:00.000Z',
  endsAt: '2030-01-10T18:00:00.000Z',
  registrationOpen: true,
  fee: 50_000,
  currency: 'inr',
  packagePlan: 'event',
  registrations: 12,
  checkedIn: 3,
  abilities: { update: true },
};

const createForm = () => screen.getByRole('form', { name: 'Create an event' });
const field = (name: RegExp) => within(createForm()).getByLabelText<HTMLInputElement>(name);

describe('ManageEventsPage', () => {
  it('says there are no events yet, and passes axe', async () => {
    mockApi(() => ok([]));
    renderPage(<ManageEventsPage />);
    expect(await screen.findByText('No events yet. Create the first one below.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('creates an event from what is typed into every field, and empties the form', async () => {
    const fetchMock = mockApi(({ method, body }) =>
      method === 'POST' ? ok({ ...fest, ...(body as object) }, EVENT_MESSAGES.eventSaved, 201) : ok([]),
    );
    renderPage(<ManageEventsPage />);
    await screen.findByText('No events yet. Create the first one below.');

    await userEvent.type(field(/^Title/), 'Eye Camp');
    await userEvent.type(field(/^Web address/), 'eye-camp');
    await userEvent.type(field(/^Venue/), 'Town Hall');
    await userEvent.type(field(/^Starts/), '2030-02-01T09:30');
    await userEvent.type(field(/^Ends/), '2030-02-01T17:00');
    const fee = field(/^Entry fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '250.50');
    await userEvent.type(field(/^Description/), 'Free eye check-ups for all.');
    expect(field(/^Title/).value).toBe('Eye Camp');
    expect(field(/^Starts/).value).toBe('2030-02-01T09:30');
    await userEvent.click(within(createForm()).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText(EVENT_MESSAGES.eventSaved)).toBeTruthy();
    const posts = apiCalls(fetchMock).filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      {
        path: '/events',
        method: 'POST',
        body: {
          slug: 'eye-camp',
          title: 'Eye Camp',
          venue: 'Town Hall',
          description: 'Free eye check-ups for all.',
          startsAt: new Date('2030-02-01T09:30').toISOString(),
          endsAt: new Date('2030-02-01T17:00').toISOString(),
          fee: 25_050,
          currency: 'inr',
        },
      },
    ]);
    await waitFor(() => expect(field(/^Title/).value).toBe(''));
  });

  it('shows what is wrong beside each field and sends nothing', async () => {
    const fetchMock = mockApi(() => ok([]));
    renderPage(<ManageEventsPage />);
    await screen.findByText('No events yet. Create the first one below.');

    await userEvent.click(within(createForm()).getByRole('button', { name: 'Create event' }));
    expect(await within(createForm()).findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(within(createForm()).getAllByText(EVENT_MESSAGES.dateTimeRequired)).toHaveLength(2);
    expect(within(createForm()).queryByText(EVENT_MESSAGES.endsBeforeStart)).toBeNull();
    for (const name of [/^Title/, /^Web address/, /^Starts/, /^Ends/]) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }

    await userEvent.type(field(/^Title/), 'Eye Camp');
    await userEvent.type(field(/^Web address/), 'Eye Camp');
    await userEvent.type(field(/^Starts/), '2030-02-01T09:30');
    await userEvent.type(field(/^Ends/), '2030-01-31T09:30');
    const fee = field(/^Entry fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    await userEvent.tab();
    await userEvent.click(within(createForm()).getByRole('button', { name: 'Create event' }));
    expect(await within(createForm()).findByText(EVENT_MESSAGES.slugFormat)).toBeTruthy();
    expect(within(createForm()).getByText(EVENT_MESSAGES.endsBeforeStart)).toBeTruthy();
    // A negative fee is refused as typed, not quietly made free.
    expect(within(createForm()).getByText(EVENT_MESSAGES.feeNegative)).toBeTruthy();
    expect(fee.value).toBe('-5');
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a web address beside the field', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              status: 'error',
              statusCode: 409,
              message: EVENT_MESSAGES.slugTaken,
              errors: [{ path: 'slug', message: EVENT_MESSAGES.slugTaken }],
            },
          }
        : ok([fest]),
    );
    renderPage(<ManageEventsPage />);
    await screen.findByRole('table');
    await userEvent.type(field(/^Title/), 'Health Fest again');
    await userEvent.type(field(/^Web address/), fest.slug);
    await userEvent.type(field(/^Starts/), '2030-02-01T09:30');
    await userEvent.type(field(/^Ends/), '2030-02-01T17:00');
    await userEvent.click(within(createForm()).getByRole('button', { name: 'Create event' }));
    expect(await within(createForm()).findByText(EVENT_MESSAGES.slugTaken)).toBeTruthy();
    expect(field(/^Title/).value).toBe('Health Fest again');
  });

  it('lists the events with their registrations and opens or closes registration', async () => {
    const fetchMock = mockApi(({ method, body }) =>
      method === 'PUT' ? ok({ ...fest, ...(body as object) }, EVENT_MESSAGES.eventSaved) : ok([fest]),
    );
    renderPage(<ManageEventsPage />);
    const row = (await screen.findByRole('link', { name: 'Hospital Health Fest' })).closest('tr')!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/event/health-fest-2030');
    expect(within(row).getByText('12 / 3')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    const open = within(row).getByRole('checkbox', { name: 'Registration open for Hospital Health Fest' });
    expect((open as HTMLInputElement).checked).toBe(true);
    await userEvent.click(open);
    await waitFor(() =>
      expect(apiCalls(fetchMock).filter((call) => call.method === 'PUT')).toEqual([
        { path: '/events/e-1', method: 'PUT', body: { registrationOpen: false } },
      ]),
    );
  });

  it('is refused to someone who may not manage events, who is asked nothing', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(eventRoutes, '/admin/manageEvents');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
