import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash, IconVideo } from '@tabler/icons-react';
import { MEET_DRIVER_LABELS, MEET_MESSAGES, type MeetLinkDto, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteMeetLink, useMeetLinks } from '../api';
import { MeetLinkDialog } from './MeetLinkDialog';
import { t, tm } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';

/**
 * The request's video meetings, for its patient and doctors: join, and edit or delete where each
 * meeting's abilities (the organiser's, decided by the API) allow.
 */
export function MeetLinksSection({ request }: { request: RequestDto }) {
  const visible = request.abilities.joinMeetings;
  const query = useMeetLinks(request._id, visible);
  const remove = useDeleteMeetLink(request._id);
  const [dialog, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<MeetLinkDto | null>(null);
  const [deleting, setDeleting] = useState<MeetLinkDto | null>(null);
  if (!visible) return null;

  const openDialog = (link: MeetLinkDto | null) => {
    setEditing(link);
    open();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => notifySuccess(tm(MEET_MESSAGES.deleted)),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="meetings-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg" id="meetings-title">
          {t('Meetings')}
        </Title>
        {request.abilities.createMeetLink && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => openDialog(null)}
          >
            {t('Create the meet link')}
          </Button>
        )}
      </Group>
      <ListQueryView
        query={query}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading meetings')}>
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        }
        failedTitle={tm(MEET_MESSAGES.loadFailed)}
        empty={
          <Text size="sm" c="dimmed">
            {t('No meetings yet.')}
          </Text>
        }
      >
        {(links) => (
          <Stack gap="md">
            {links.map((link) => (
              <Stack key={link._id} gap={4} component="article" aria-label={link.title}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {link.title}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    {link.abilities.edit && (
                      <Tooltip label={t('Edit')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('Edit meet link')}
                          onClick={() => openDialog(link)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {link.abilities.delete && (
                      <Tooltip label={t('Delete')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('Delete meet link')}
                          onClick={() => setDeleting(link)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(new Date(link.startTime).toISOString())} –{' '}
                  {formatDateTime(new Date(link.endTime).toISOString())}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {link.description}
                </Text>
                <Anchor href={link.meetLink} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconVideo size={16} />
                    {fillIn(t('Join the meeting {provider}'), {
                      provider: (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {t('on {service}', {
                            service: tm(MEET_DRIVER_LABELS[link.provider] ?? t('the video service')),
                          })}
                        </Text>
                      ),
                    })}
                  </Group>
                </Anchor>
              </Stack>
            ))}
          </Stack>
        )}
      </ListQueryView>
      <MeetLinkDialog requestId={request._id} link={editing} opened={dialog} onClose={close} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('Delete this meeting?')}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('“{title}” will be called off; its link will no longer be listed.', {
          title: deleting?.title ?? '',
        })}
      </ConfirmDialog>
    </Card>
  );
}
