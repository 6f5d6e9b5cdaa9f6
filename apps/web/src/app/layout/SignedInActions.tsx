import { Group } from '@mantine/core';
import type { SessionUserDto } from '@carenet/shared';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { CreateActions } from './CreateActions';
import { shellActionsFor } from './menu';
import { ProfileMenu } from './ProfileMenu';

/** The top bar's entries for a signed-in user: the create buttons and the profile menu (md and up), the bell. */
export function SignedInActions({ user }: { user: SessionUserDto }) {
  return (
    <>
      <Group gap="sm" wrap="nowrap" visibleFrom="md">
        <CreateActions actions={shellActionsFor(user)} />
        <ProfileMenu user={user} />
      </Group>
      <NotificationBell />
    </>
  );
}
