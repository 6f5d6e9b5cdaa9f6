import { screen } from '@testing-library/react';
import type { EventDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, ok, renderRoutes } from '../../../test/utils';
import { EventPage } from './EventPage';

afterEach(() => vi.unstubAllGlobals());

const makeEvent = (overrides: Partial<EventDto> = {}): EventDto => ({
  _id: 'e-1',
  slug: 'health-fest-2030',
  title: 'Hospital Health Fest',
  description: 'Free screenings.\nBring your reports.',
  venue: 'City Hall',
  startsAt: '2030-01-10T09:00:00.000Z',
  endsAt: '2030-01-10T18:00:00.000Z',
  registrationOpen: true,
  fee: 50_000,
  currency: 'inr',
  packagePlan: 'event',
  abilities: { update: false },
  ...overrides,
});

const renderEvent = (slug = 'health-fest-2030') =>
  renderRoutes([{ path: '/event/:slug', element: <EventPage /> }], `/event/${slug}`);

describe('EventPage', () => {
  it('shows the event, its fee and venue, the registration form and a way to donate', async () => {
    const fetchMock = mockApi(() => ok(makeEvent()));
    renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hospital Health Fest' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0].pathname).toBe('/api/v1/events/health-fest-2030');
    expect(screen.getByText('City Hall')).toBeTruthy();
    expect(screen.getByText('Entry: 500.00 INR')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Register for the event' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate to this event' }).getAttribute('href')).toBe(
      '/event/health-fest-2030/donate',
    );
    expect(screen.queryByRole('link', { name: 'Manage events' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('leads someone who may change the event to the event management', async () => {
    mockApi(() => ok(makeEvent({ abilities: { update: true } })));
    renderEvent();
    const link = await screen.findByRole('link', { name: 'Manage events' });
    expect(link.getAttribute('href')).toBe('/admin/manageEvents');
  });

  it('says an unknown event was not found, without a form', async () => {
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'This event was not found.' },
    }));
    renderEvent('no-such-fest');
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(screen.getByText(/It may have been moved or its address mistyped/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
