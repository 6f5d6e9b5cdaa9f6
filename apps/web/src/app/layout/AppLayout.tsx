import { AppShell, Box, ScrollArea } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { needsRolePicker } from '@carenet/shared';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { RolePickerModal } from '../../features/auth/components/RolePickerModal';
import { useSession } from '../../lib/session';
import { LiveNotifications } from '../../features/notifications/components/LiveNotifications';
import { handleValue } from '../../lib/routeHandle';
import { useFreshSession } from '../useFreshSession';
import { Footer } from './Footer';
import { MobileDrawer } from './MobileDrawer';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 264;

/** The shell of SPEC §2 Layout around every route. */
export function AppLayout() {
  const session = useSession();
  const matches = useMatches();
  const chromeless = handleValue(matches, 'chromeless') ?? false;
  const title = handleValue(matches, 'title');
  const [drawerOpened, drawer] = useDisclosure(false);
  useDocumentTitle(title ? `${title} · CareNet` : 'CareNet');
  useFreshSession(session?._id);

  const rolePicker = session && needsRolePicker(session.roles) ? <RolePickerModal user={session} /> : null;
  const live = session ? <LiveNotifications userId={session._id} /> : null;

  if (chromeless) {
    return (
      <>
        <ScrollRestoration />
        <Outlet />
        {rolePicker}
        {live}
      </>
    );
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={session ? { width: NAVBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: true } } : undefined}
    >
      <ScrollRestoration />
      <AppShell.Header>
        <TopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      {session && (
        <AppShell.Navbar p="md">
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu user={session} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box component="div" style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
      <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
      <ScrollToTopButton />
      {rolePicker}
      {live}
    </AppShell>
  );
}
