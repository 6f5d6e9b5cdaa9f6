import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconRoute } from '@tabler/icons-react';
import { fullName, type UserDto } from '@carenet/shared';
import { Link } from 'react-router';
import { useTakeTour } from './useTakeTour';
import { UserAvatar } from '../../components/UserAvatar';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { roleLabel } from '../../lib/roleLabel';
import { tourRoleOf } from '../../lib/tour';
import { profileLinksFor } from './menu';
import { t } from '../../lib/i18n';

/** The avatar menu of the top bar (docs/screens-and-flows.md#home-and-feed Layout: Edit Profile, Feedback, Logout). */
export function ProfileMenu({ user }: { user: UserDto }) {
  const logout = useLogout();
  const takeTour = useTakeTour();
  const name = fullName(user.name) || user.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by hidden text, not aria-label: the avatar's initials are visible text, and a name that
            does not contain what is visible confuses speech control ('click Open profile menu'). */}
        <UnstyledButton style={{ borderRadius: 999 }} data-tour="profile-menu">
          <Group gap={6} wrap="nowrap">
            <UserAvatar
              name={user.name}
              imageUrl={user.profile_image_url}
              radius="xl"
              size={36}
              aria-hidden
            />
            <IconChevronDown size={16} stroke={1.6} aria-hidden />
            <VisuallyHidden>{t('Open profile menu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel(user.roles)}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {profileLinksFor(user._id).map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} stroke={1.6} />}>
            {label}
          </Menu.Item>
        ))}
        {tourRoleOf(user.roles) && (
          <Menu.Item leftSection={<IconRoute size={16} stroke={1.6} />} onClick={takeTour}>
            {t('Take the tour')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} stroke={1.6} />}
          onClick={() => void logout()}
        >
          {t('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
