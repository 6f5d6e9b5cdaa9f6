import { IconLock } from '@tabler/icons-react';
import { deriveRoleFlags } from '@carenet/shared';
import type { ReactNode } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/** The onboarding screens are for administrators; anyone else is told so (the API refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title={t('You are not allowed to view this page')}
        text={t('Adding doctors, patients and hospitals is for administrators.')}
      />
    );
  }
  return children;
}
