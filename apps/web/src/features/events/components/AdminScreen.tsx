import { IconLock } from '@tabler/icons-react';
import { deriveRoleFlags } from '@carenet/shared';
import type { ReactNode } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/** An administrators' screen: anyone else is told so, and its queries never run for them (the server refuses them too). */
export function AdminScreen({
  what,
  children,
}: {
  /** What the screen is for, translated ('Managing events'). */
  what: string;
  children: ReactNode;
}) {
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
