import { IconLock } from '@tabler/icons-react';
import { deriveRoleFlags } from '@carenet/shared';
import type { ReactNode } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';

/**
 * An administrators' screen: anyone else sees NotForYou, and the screen's queries never run for them
 * (the server would refuse them anyway).
 */
export function AdminOnly({ what, children }: { what: string; children: ReactNode }) {
  const session = useSession();
  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title="You are not allowed to view this page"
        text={`${what} is for administrators. If you need access, ask an administrator of CareNet.`}
      />
    );
  }
  return children;
}
