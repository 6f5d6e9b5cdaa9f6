import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { NOTIFICATION_STATUS, NOTIFICATION_TYPE_LABELS, type NotificationDto } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { notifyFailure } from '../../../components/notify';
import { useDeleteNotification, useMarkRead } from '../api';
import { t, tm } from '../../../lib/i18n';

/** One notification: opening it marks it read and goes where it points. */
export function NotificationItem({ notification }: { notification: NotificationDto }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const unread = notification.status === NOTIFICATION_STATUS.unread;
  const onError = (err: unknown) => notifyFailure(errorMessage(err));

  const open = () => {
    if (unread) markRead.mutate(notification._id, { onError });
    if (notification.link) void navigate(notification.link);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={tm(notification.title)}
      bg={unread ? 'care.0' : undefined}
      style={{ borderLeft: unread ? '4px solid var(--mantine-color-care-6)' : undefined }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={unread ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {tm(notification.title)}
              </Text>
              <Badge variant="light" color="gray" radius="sm" tt="none" size="sm">
                {tm(NOTIFICATION_TYPE_LABELS[notification.type])}
              </Badge>
            </Group>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {tm(notification.body)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
                {relativeTime(notification.createdAt)}
              </time>
            </Text>
          </Stack>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          {unread && (
            <Tooltip label={t('Mark as read')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('Mark as read')}
                loading={markRead.isPending}
                onClick={() => markRead.mutate(notification._id, { onError })}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('Delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Delete notification')}
              loading={remove.isPending}
              onClick={() => remove.mutate(notification._id, { onError })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
