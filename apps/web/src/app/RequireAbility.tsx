import type { ViewerAbility } from '@carenet/shared';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { holdsAbility } from '../lib/abilities';
import type { Refusal } from '../lib/routeHandle';
import { useSession } from '../lib/session';

/** Loaded only when someone is refused: the guard sits on every first load, its refusal screen need not. */
const AbilityRefusal = lazy(() => import('./AbilityRefusal'));

/**
 * The one guard of the screens a route handle gives an ability: the screen for those the session says
 * may (docs/roles-and-permissions.md#abilities-sent-to-the-web), the refusal for everyone else. It only
 * reads the abilities the API sent; the API refuses the screen's calls by the same rules.
 */
export function RequireAbility({
  ability,
  refusal,
}: {
  ability: ViewerAbility;
  refusal: () => Promise<Refusal>;
}) {
  const session = useSession();
  if (holdsAbility(session, ability)) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <AbilityRefusal load={refusal} />
    </Suspense>
  );
}
