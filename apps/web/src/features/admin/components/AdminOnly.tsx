import { IconLock } from '@tabler/icons-react';
import { deriveRoleFlags } from '@carenet/shared';
import type { ReactNode } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/**
 * An administrators' screen: anyone else sees NotForYou, and the screen's queries never run for them
 * (the server would refuse them anyway).
 */
/** `what` is the screen's purpose, already translated ('Managing users'). */
export function AdminOnly({ what, children }: { what: string; children: ReactNode }) {
  const session = useSession();
  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title={t('You are not allowed to view this page')}
        text={t('{page} is for administrators. If you need access, ask an administrator of CareNet.', {
          page: what,
        })}
      />
    );
  }
  return children;
}
