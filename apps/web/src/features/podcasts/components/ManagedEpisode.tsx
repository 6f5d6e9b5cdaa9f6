import { Badge, Button, Group } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import {
  PODCAST_MESSAGES,
  PODCAST_STATUS,
  PODCAST_STATUS_LABELS,
  type PodcastCategoryDto,
  type PodcastEpisodeDto,
} from '@carenet/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useDeleteEpisode, useUpdateEpisode } from '../api';
import { EditEpisodeModal } from './EditEpisodeModal';
import { EpisodeCard } from './EpisodeCard';
import { t, tm } from '../../../lib/i18n';

/** An episode on the administrators' screen, with what the server says they may do to it. */
export function ManagedEpisode({
  episode,
  categories,
}: {
  episode: PodcastEpisodeDto;
  categories: PodcastCategoryDto[];
}) {
  const update = useUpdateEpisode();
  const remove = useDeleteEpisode();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const published = episode.status === PODCAST_STATUS.published;

  const togglePublished = () =>
    update.mutate(
      { id: episode._id, status: published ? PODCAST_STATUS.draft : PODCAST_STATUS.published },
      {
        onSuccess: (result) => notifySuccess(result.message),
        onError: (err) => notifyFailure(errorMessage(err)),
      },
    );
  const confirmDelete = () =>
    remove.mutate(episode._id, {
      onSuccess: (result) => {
        setConfirming(false);
        notifySuccess(result.message);
      },
      onError: (err) => notifyFailure(errorMessage(err)),
    });

  const actions = (
    <Group gap="xs" wrap="wrap">
      <Badge color={published ? 'green' : 'gray'} variant="light">
        {tm(PODCAST_STATUS_LABELS[episode.status])}
      </Badge>
      {episode.abilities.publish && (
        <Button
          size="xs"
          variant="light"
          leftSection={published ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          loading={update.isPending}
          onClick={togglePublished}
        >
          {published ? t('Unpublish') : t('Publish')}
        </Button>
      )}
      {episode.abilities.edit && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEdit size={14} />}
          onClick={() => setEditing(true)}
        >
          {t('Edit')}
        </Button>
      )}
      {episode.abilities.delete && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => setConfirming(true)}
        >
          {t('Delete')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      <EpisodeCard episode={episode} actions={actions} />
      {editing && (
        <EditEpisodeModal episode={episode} categories={categories} onClose={() => setEditing(false)} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('Delete episode')}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      >
        {tm(PODCAST_MESSAGES.confirmDelete)}
      </ConfirmDialog>
    </>
  );
}
