import { matchRoutes, type UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleValue } from '../../lib/routeHandle';
import { eventRoutes } from './routes';

/** Whether the layout hides the top bar and footer at `path`, as AppLayout reads it from the matches. */
function chromeless(path: string): boolean {
  const matches = matchRoutes(eventRoutes, path) ?? [];
  expect(matches.length, path).toBeGreaterThan(0);
  const asLayoutSees = matches.map((match) => ({ handle: match.route.handle }) as UIMatch);
  return handleValue(asLayoutSees, 'chromeless') ?? false;
}

describe('the event routes in the layout', () => {
  it.each(['/event/health-fest', '/event/health-fest/donate', '/event/2024/registration', '/event/payment'])(
    'hide the top bar and footer on the event form %s',
    (path) => expect(chromeless(path)).toBe(true),
  );

  it.each(['/admin/manageEvents', '/admin/manageCoupons', '/admin/eventCheckin'])(
    'keep them on the administration page %s',
    (path) => expect(chromeless(path)).toBe(false),
  );
});
