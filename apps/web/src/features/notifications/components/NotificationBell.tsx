import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api';
import { t } from '../../../lib/i18n';

/** The top bar's bell: how many notifications are unread, and the way to /notifications. */
export function NotificationBell() {
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread ? t('Notifications, {count} unread', { count: unread }) : t('Notifications');
  return (
    <Tooltip label={label}>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        offset={4}
        disabled={!unread}
        withBorder
      >
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          data-tour="notifications"
        >
          <IconBell size={22} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
