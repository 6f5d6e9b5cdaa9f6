import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationTopic, type NotificationDto } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { useRealtimeTopic } from '../../../lib/useRealtime';
import { refreshNotifications } from '../api';
import { t, tm } from '../../../lib/i18n';
import { toastDefaults } from '../../../components/notify';

/**
 * Follows the signed-in user's notification stream on the tab's socket: a new one shows as a toast,
 * and any change (new, read, deleted, from another tab too) refreshes the badge and the lists.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  const client = useQueryClient();
  // Toasts render outside the router (App's <Notifications>), so their link navigates through this one.
  const navigate = useNavigate();
  useRealtimeTopic(notificationTopic(userId), (event) => {
    void refreshNotifications(client);
    if (event.event !== 'notification.created') return;
    const notification = event.data as NotificationDto;
    notifications.show({
      id: notification._id,
      title: tm(notification.title),
      color: 'care',
      icon: <IconBell size={18} />,
      // docs/notification-rules.md#delivery: notification toasts stay 10 seconds, at the bottom, full width.
      ...toastDefaults(),
      message: (
        <Text size="sm" component="span">
          {tm(notification.body)}{' '}
          {notification.link && (
            <Anchor
              href={notification.link}
              size="sm"
              onClick={(click) => {
                click.preventDefault();
                notifications.hide(notification._id);
                if (notification.link) void navigate(notification.link);
              }}
            >
              {t('Open')}
            </Anchor>
          )}
        </Text>
      ),
    });
  });
  return null;
}
