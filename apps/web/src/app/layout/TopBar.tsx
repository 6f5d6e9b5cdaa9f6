import { Burger, Button, Group } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Link, useMatches } from 'react-router';
import { Logo } from '../../components/Logo';
import { handleValue } from '../../lib/routeHandle';
import { useSession } from '../../lib/session';
import { t } from '../../lib/i18n';

// A signed-out page loads none of the signed-in entries (the menus and the bell bring popovers and tooltips).
const SignedInActions = lazy(async () => ({ default: (await import('./SignedInActions')).SignedInActions }));
// Only the chatbot page has it (docs/screens-and-flows.md#layout), so no other page loads it.
const ModelSelect = lazy(async () => ({
  default: (await import('../../features/assistant/components/ModelSelect')).ModelSelect,
}));

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

/** docs/screens-and-flows.md#layout Layout top bar. Below the md breakpoint its entries move into the drawer behind the burger. */
export function TopBar({ drawerOpened, onToggleDrawer }: TopBarProps) {
  const session = useSession();
  const assistantPage = handleValue(useMatches(), 'assistantPage') ?? false;
  return (
    <Group h="100%" px={{ base: 'md', md: 'xl' }} justify="space-between" wrap="nowrap">
      {/* A plain link on purpose: docs/screens-and-flows.md#home-and-feed says the logo goes home and reloads. */}
      <a href="/" aria-label={t('CareNet home')} style={{ textDecoration: 'none', display: 'flex' }}>
        <Logo />
      </a>
      <Group gap="sm" wrap="nowrap">
        {assistantPage && (
          <Suspense>
            <ModelSelect />
          </Suspense>
        )}
        {session ? (
          <Suspense>
            <SignedInActions user={session} />
          </Suspense>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="default" size="sm" visibleFrom="xs">
              {t('Login')}
            </Button>
            <Button component={Link} to="/signup" size="sm">
              {t('Sign up')}
            </Button>
          </Group>
        )}
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="md"
          size="sm"
          data-tour="menu"
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
        />
      </Group>
    </Group>
  );
}
