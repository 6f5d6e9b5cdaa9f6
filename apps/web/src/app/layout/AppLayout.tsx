import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { needsRolePicker } from '@carenet/shared';
import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useOnceTrue } from '../../lib/useOnceTrue';
import { useSession } from '../../lib/session';
import { useWideFrom } from '../../lib/useWideFrom';
import { handleValue } from '../../lib/routeHandle';
import { useFreshSession } from '../useFreshSession';
import { Footer } from './Footer';
import { ScrollToTopButton } from './ScrollToTopButton';
import { TopBar } from './TopBar';

// Loaded when first needed: the drawer when the burger first opens it, the role picker for the rare
// account without a role, the side menu and the live notifications once signed in. A signed-out page
// loads none of them.
const MobileDrawer = lazy(async () => ({ default: (await import('./MobileDrawer')).MobileDrawer }));
const RolePickerModal = lazy(async () => ({
  default: (await import('../../features/auth/components/RolePickerModal')).RolePickerModal,
}));

const SideMenuSection = lazy(async () => ({ default: (await import('./SideMenuSection')).SideMenuSection }));
const LiveNotifications = lazy(async () => ({
  default: (await import('../../features/notifications/components/LiveNotifications')).LiveNotifications,
}));

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 264;

const SIDE_MENU_FROM = 'md';

/** The shell's header, and its side menu's place when signed in: the page and its first paint alike. */
const shellFrame = (signedIn: boolean) => ({
  header: { height: HEADER_HEIGHT },
  navbar: signedIn
    ? { width: NAVBAR_WIDTH, breakpoint: SIDE_MENU_FROM, collapsed: { mobile: true } }
    : undefined,
});

/** The shell of docs/screens-and-flows.md#layout Layout around every route. */
export function AppLayout() {
  const session = useSession();
  const matches = useMatches();
  const chromeless = handleValue(matches, 'chromeless') ?? false;
  const title = handleValue(matches, 'title');
  const [drawerOpened, drawer] = useDisclosure(false);
  // Once opened the drawer stays mounted, so it can play its closing transition.
  const drawerUsed = useOnceTrue(drawerOpened);
  useDocumentTitle(title ? `${title} · CareNet` : 'CareNet');
  useFreshSession(session?._id);
  // Below this the side menu is collapsed away (the burger's drawer holds it): a phone never renders
  // it. Once rendered it stays, so narrowing the window keeps what is open in it (a dialog, a form).
  const sideMenuShown = useOnceTrue(useWideFrom(SIDE_MENU_FROM));

  const rolePicker =
    session && needsRolePicker(session.roles) ? (
      <Suspense>
        <RolePickerModal user={session} />
      </Suspense>
    ) : null;
  const live = session ? (
    <Suspense>
      <LiveNotifications userId={session._id} />
    </Suspense>
  ) : null;

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
    <AppShell {...shellFrame(Boolean(session))}>
      <ScrollRestoration />
      <AppShell.Header>
        <TopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      {session && (
        <AppShell.Navbar p="md">
          {sideMenuShown && (
            <Suspense>
              <SideMenuSection user={session} />
            </Suspense>
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        {/* At least a window tall, so the footer starts below the fold: a page whose parts load one
            after the other would otherwise push it down the screen as each arrives. */}
        <Box component="div" style={{ flex: 1, minWidth: 0, minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
      {drawerUsed && (
        <Suspense>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <ScrollToTopButton />
      {rolePicker}
      {live}
    </AppShell>
  );
}

const noDrawer = () => undefined;

/**
 * The first paint while the page's own code is still loading: the shell's top bar (and the side
 * menu's place when signed in), exactly where the page will have them, instead of a blank window.
 * Nothing on a page without the shell (login, sign-up), which would otherwise flash a bar it lacks.
 * No footer: it would be pushed down once the page renders.
 */
export function AppLayoutFallback() {
  const session = useSession();
  const matches = useMatches();
  if (handleValue(matches, 'chromeless')) return null;
  return (
    <AppShell {...shellFrame(Boolean(session))}>
      <AppShell.Header>
        <TopBar drawerOpened={false} onToggleDrawer={noDrawer} />
      </AppShell.Header>
      {session && <AppShell.Navbar p="md" />}
    </AppShell>
  );
}
