import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { fullName, type SessionUserDto } from '@carenet/shared';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { holdsAbility } from '../../lib/abilities';
import { roleLabel } from '../../lib/roleLabel';
import { administrationLayout, entryLabel, menuFor, type MenuEntry } from './menu';
import { MyFacilitiesPanel } from './MyFacilitiesPanel';
import { t } from '../../lib/i18n';

interface SideMenuProps {
  user: SessionUserDto;
  /** Called after an entry is chosen (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** docs/screens-and-flows.md#layout Side menu: shown only when signed in; its entries come from ./menu. */
export function SideMenu({ user, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const sections = menuFor(user);

  const renderEntry = (entry: MenuEntry) => {
    const label = entryLabel(entry, user.roles);
    const Icon = entry.icon;
    const Badge = entry.badge;
    const common = {
      label,
      leftSection: <Icon size={20} stroke={1.6} />,
      onClick: onNavigate,
      'data-tour': `menu:${entry.to}`,
      styles: { root: { borderRadius: 'var(--mantine-radius-md)' } },
    };
    if (entry.newTab) {
      return (
        <NavLink
          key={entry.to + label}
          component="a"
          href={entry.to}
          target="_blank"
          rel="noopener"
          rightSection={<IconExternalLink size={14} stroke={1.6} aria-label={t('opens in a new tab')} />}
          {...common}
        />
      );
    }
    return (
      <NavLink
        key={entry.to + label}
        component={Link}
        to={entry.to}
        active={pathname === entry.to}
        variant="light"
        rightSection={Badge ? <Badge /> : undefined}
        {...common}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" px={4}>
        <UserAvatar name={user.name} imageUrl={user.profile_image_url} radius="xl" />
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {fullName(user.name) || user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel(user.roles)}
          </Text>
        </Box>
      </Group>
      {sections.map((section) => (
        <Box
          component="nav"
          key={section.title ?? 'member'}
          aria-label={section.title ? t(section.title) : t('Main menu')}
        >
          {section.title && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} style={{ letterSpacing: 0.6 }}>
              {t(section.title)}
            </Text>
          )}
          <Stack gap={2}>{section.entries.map(renderEntry)}</Stack>
        </Box>
      ))}
      {/* docs/screens-and-flows.md#layout: those who create facilities see theirs (administrators see only their menu). */}
      {!administrationLayout(user) && holdsAbility(user, 'createFacility') && (
        <MyFacilitiesPanel userId={user._id} onNavigate={onNavigate} />
      )}
    </Stack>
  );
}
