import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { CreateActions } from './CreateActions';
import { shellActionsFor } from './menu';
import { ProfileMenu } from './ProfileMenu';

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

/** docs/screens-and-flows.md#layout Layout top bar. Below the md breakpoint its entries move into the drawer behind the burger. */
export function TopBar({ drawerOpened, onToggleDrawer }: TopBarProps) {
  const session = useSession();
  const actions = session ? shellActionsFor(session.roles) : null;
  return (
    <Group h="100%" px={{ base: 'md', md: 'xl' }} justify="space-between" wrap="nowrap">
      {/* A plain link on purpose: docs/screens-and-flows.md#home-and-feed says the logo goes home and reloads. */}
      <a href="/" aria-label="CareNet home" style={{ textDecoration: 'none', display: 'flex' }}>
        <Logo />
      </a>
      <Group gap="sm" wrap="nowrap">
        {session && actions ? (
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <CreateActions actions={actions} />
            <ProfileMenu user={session} />
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="default" size="sm" visibleFrom="xs">
              Login
            </Button>
            <Button component={Link} to="/signup" size="sm">
              Sign up
            </Button>
          </Group>
        )}
        {session && <NotificationBell />}
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="md"
          size="sm"
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
        />
      </Group>
    </Group>
  );
}
