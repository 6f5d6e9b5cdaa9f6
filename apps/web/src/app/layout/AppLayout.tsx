import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { needsRolePicker } from '@carenet/shared';
import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import '../../lib/registerServiceWorker';
import { useOnceTrue } from '../../lib/useOnceTrue';
import { useSession } from '../../lib/session';
import { useWideFrom } from '../../lib/useWideFrom';
import { handleValue } from '../../lib/routeHandle';
import { t } from '../../lib/i18n';
import { useFreshSession } from '../useFreshSession';
import { AppBannerSlot } from './AppBannerSlot';
import { FloatingStack } from './FloatingStack';
import { Footer } from './Footer';
import { HEADER_HEIGHT, ShellFrame } from './ShellFrame';
import { PodcastPlayerSlot } from './PodcastPlayerSlot';
import { TopBar } from './TopBar';
import { TourSlot } from './TourSlot';

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

/** Where the shell's side menu shows (ShellFrame.module.css); below it the burger's drawer holds it. */
const SIDE_MENU_FROM = 'md';

/** The shell of docs/screens-and-flows.md#layout Layout around every route. */
export function AppLayout() {
  const session = useSession();
  const matches = useMatches();
  const chromeless = handleValue(matches, 'chromeless') ?? false;
  const title = handleValue(matches, 'title');
  const withAssistant = !handleValue(matches, 'assistantPage');
  const [drawerOpened, drawer] = useDisclosure(false);
  // Once opened the drawer stays mounted, so it can play its closing transition.
  const drawerUsed = useOnceTrue(drawerOpened);
  useDocumentTitle(title ? `${t(title)} · CareNet` : 'CareNet');
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
        {/* Second in both layouts, so a playing episode goes on through pages with and without chrome. */}
        <PodcastPlayerSlot />
        <Outlet />
        <FloatingStack withAssistant={withAssistant} />
        {rolePicker}
        {live}
      </>
    );
  }

  return (
    <>
      <ScrollRestoration />
      <PodcastPlayerSlot />
      <ShellFrame
        header={<TopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />}
        withNavbar={Boolean(session)}
        navbar={
          session &&
          sideMenuShown && (
            <Suspense>
              <SideMenuSection user={session} />
            </Suspense>
          )
        }
      >
        {/* At least a window tall, so the footer starts below the fold: a page whose parts load one
            after the other would otherwise push it down the screen as each arrives. */}
        <div style={{ flex: 1, minWidth: 0, minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}>
          <AppBannerSlot />
          <Outlet />
        </div>
        <Footer />
      </ShellFrame>
      {drawerUsed && (
        <Suspense>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <FloatingStack withAssistant={withAssistant} />
      <TourSlot />
      {rolePicker}
      {live}
    </>
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
    <ShellFrame
      header={<TopBar drawerOpened={false} onToggleDrawer={noDrawer} />}
      withNavbar={Boolean(session)}
    />
  );
}
