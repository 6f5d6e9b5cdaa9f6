import { Button, Group, Modal, Stack } from '@mantine/core';
import type { PodcastCategoryDto, PodcastEpisodeDto, PodcastEpisodeFields } from '@carenet/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useUpdateEpisode } from '../api';
import { EPISODE_FIELD_NAMES, EpisodeFields, episodeResolver, type EpisodeFormValues } from './EpisodeFields';
import { t } from '../../../lib/i18n';

interface EditEpisodeModalProps {
  episode: PodcastEpisodeDto;
  categories: PodcastCategoryDto[];
  onClose: () => void;
}

const valuesOf = (episode: PodcastEpisodeDto): EpisodeFormValues => ({
  title: episode.title,
  description: episode.description,
  language: episode.language,
  categoryId: episode.category._id,
  requestId: episode.request?._id ?? '',
});

/** Edits an episode's title, description, language, category and request. */
export function EditEpisodeModal({ episode, categories, onClose }: EditEpisodeModalProps) {
  const update = useUpdateEpisode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EpisodeFormValues, unknown, PodcastEpisodeFields>({
    resolver: episodeResolver,
    defaultValues: valuesOf(episode),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await update.mutateAsync({
        id: episode._id,
        ...values,
        requestId: values.requestId ?? null,
      });
      notifySuccess(result.message);
      onClose();
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, EPISODE_FIELD_NAMES));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Edit episode')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            <EpisodeFields categories={categories} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('Save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
