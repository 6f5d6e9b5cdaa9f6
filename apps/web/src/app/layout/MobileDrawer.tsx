import { Button, Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconRoute,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { useSession } from '../../lib/session';
import { tourRoleOf } from '../../lib/tour';
import { CreateActions } from './CreateActions';
import { FOOTER_LINKS } from './footerLinks';
import { profileLinksFor, shellActionsFor } from './menu';
import { SideMenu } from './SideMenu';
import { useTakeTour } from './useTakeTour';
import { t } from '../../lib/i18n';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/screens-and-flows.md#layout: on mobile the top-bar entries and the side menu live in a drawer. */
export function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  const session = useSession();
  const logout = useLogout();
  const takeTour = useTakeTour();
  const actions = session ? shellActionsFor(session) : null;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={<Logo size={28} />}
      hiddenFrom="md"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t('Close menu') }}
    >
      {session && actions ? (
        <Stack gap="md">
          {(actions.createRequest || actions.createCampaign) && (
            <Stack gap="xs">
              <CreateActions actions={actions} onNavigate={onClose} />
            </Stack>
          )}
          <SideMenu user={session} onNavigate={onClose} />
          <Divider />
          <Stack gap={2}>
            {profileLinksFor(session._id).map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                onClick={onClose}
                leftSection={<Icon size={20} stroke={1.6} />}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            ))}
            {tourRoleOf(session.roles) && (
              <NavLink
                component="button"
                label={t('Take the tour')}
                leftSection={<IconRoute size={20} stroke={1.6} />}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                onClick={() => {
                  onClose();
                  takeTour();
                }}
              />
            )}
            <NavLink
              component="button"
              label={t('Logout')}
              c="red.7"
              leftSection={<IconLogout size={20} stroke={1.6} />}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              onClick={() => {
                onClose();
                void logout();
              }}
            />
          </Stack>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('Sign in to ask for care, follow your requests and talk to your doctors.')}
          </Text>
          <Stack gap="sm">
            <Button
              component={Link}
              to="/login"
              onClick={onClose}
              variant="default"
              leftSection={<IconLogin size={18} />}
            >
              {t('Login')}
            </Button>
            <Button component={Link} to="/signup" onClick={onClose} leftSection={<IconUserPlus size={18} />}>
              {t('Sign up')}
            </Button>
          </Stack>
          <Divider />
          <Stack gap={2}>
            <NavLink
              component={Link}
              to="/"
              label={t('Home')}
              onClick={onClose}
              leftSection={<IconHome size={20} stroke={1.6} />}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
            {FOOTER_LINKS.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={t(link.label)}
                onClick={onClose}
                leftSection={<IconInfoCircle size={20} stroke={1.6} />}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
