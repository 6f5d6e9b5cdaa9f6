import type { ViewerAbility } from '@carenet/shared';
import { IconLock } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { NotForYou } from '../components/NotForYou';
import { holdsAbility } from '../lib/abilities';
import { t, tm } from '../lib/i18n';
import type { Refusal } from '../lib/routeHandle';
import { useSession } from '../lib/session';

/**
 * The one guard of the screens a route handle gives an ability: the screen for those the session says
 * may (docs/roles-and-permissions.md#abilities-sent-to-the-web), the refusal for everyone else. It only
 * reads the abilities the API sent; the API refuses the screen's calls by the same rules.
 */
export function RequireAbility({ ability, refusal }: { ability: ViewerAbility; refusal: Refusal }) {
  const session = useSession();
  if (holdsAbility(session, ability)) return <Outlet />;
  const text =
    refusal.otherwise && holdsAbility(session, refusal.otherwise.ability)
      ? t(refusal.otherwise.text)
      : t(refusal.text, { page: refusal.page ? t(refusal.page) : '' });
  return (
    <NotForYou
      icon={IconLock}
      title={t(refusal.title ?? 'You are not allowed to view this page')}
      text={refusal.serverMessage ? `${tm(refusal.serverMessage)} ${text}` : text}
    />
  );
}
