import {
  Button,
  Card,
  Chip,
  Container,
  Divider,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBellOff, IconChecks, IconSettings, IconBell } from '@tabler/icons-react';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, type NotificationType } from '@carenet/shared';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useMarkAllRead, useNotifications, usePreferences, useUnreadCount } from '../api';
import { NotificationItem } from '../components/NotificationItem';
import { PreferencesForm } from '../components/PreferencesForm';
import { PushToggle } from '../components/PushToggle';
import { t, tm } from '../../../lib/i18n';

/** /notifications: what concerns the signed-in user, and how they want to hear of it. */
export function NotificationsPage() {
  const session = useSession();
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
        {t('Notifications')}
      </Title>
      <Tabs defaultValue="inbox" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="inbox" leftSection={<IconBell size={16} />}>
            {t('Inbox')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            {t('Settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbox">
          <Inbox />
        </Tabs.Panel>
        <Tabs.Panel value="settings">{session && <Settings userId={session._id} />}</Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function Inbox() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [types, setTypes] = useState<NotificationType[]>([]);
  const query = useNotifications({ unreadOnly, types });
  const unread = useUnreadCount(true).data ?? 0;
  const markAll = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(value) => setUnreadOnly(value === 'unread')}
            data={[
              { value: 'all', label: t('All') },
              { value: 'unread', label: unread ? t('Unread ({count})', { count: unread }) : t('Unread') },
            ]}
          />
          <Button
            variant="subtle"
            leftSection={<IconChecks size={16} />}
            disabled={!unread}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => notifySuccess(t('All notifications are marked as read')),
                onError: (err) => notifyFailure(errorMessage(err)),
              })
            }
          >
            {t('Mark all as read')}
          </Button>
        </Group>
        <Chip.Group multiple value={types} onChange={(value) => setTypes(value as NotificationType[])}>
          <Group gap={6}>
            {NOTIFICATION_TYPES.map((type) => (
              <Chip key={type} value={type} size="xs" variant="light">
                {tm(NOTIFICATION_TYPE_LABELS[type])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Divider />
        {query.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading notifications')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={76} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <LoadFailedAlert title={t('We could not load your notifications')} query={query} />
        ) : items.length ? (
          <Stack gap="sm">
            {items.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} />
            ))}
            {query.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="default"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('Load more')}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <Stack align="center" gap="xs" py="xl" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconBellOff size={30} />
            </ThemeIcon>
            <Text fw={600}>
              {unreadOnly || types.length ? t('Nothing matches these filters') : t('No notifications yet')}
            </Text>
            <Text size="sm" c="dimmed" maw={380}>
              {t(
                'When something happens to your requests, appointments, prescriptions or conversations, you will find it here.',
              )}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function Settings({ userId }: { userId: string }) {
  const preferences = usePreferences();
  return (
    <Stack gap="lg">
      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb="sm">
          {t('This device')}
        </Title>
        <PushToggle userId={userId} />
      </Card>
      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb={4}>
          {t('What you hear about, and where')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t(
            'E-mails and push messages never include the words of your conversations or your health details.',
          )}
        </Text>
        {preferences.isPending ? (
          <Skeleton height={280} />
        ) : preferences.isError ? (
          <LoadFailedAlert title={t('We could not load your settings')} query={preferences} />
        ) : (
          <PreferencesForm saved={preferences.data} />
        )}
      </Card>
    </Stack>
  );
}
