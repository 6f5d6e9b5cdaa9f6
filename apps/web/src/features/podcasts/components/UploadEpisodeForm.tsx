import { Button, Card, FileInput, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  PODCAST_AUDIO_ACCEPT,
  PODCAST_AUDIO_FIELD,
  PODCAST_AUDIO_MAX_BYTES,
  PODCAST_MESSAGES,
  type PodcastCategoryDto,
  type PodcastEpisodeFields,
} from '@carenet/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { useUploadEpisode } from '../api';
import {
  EMPTY_EPISODE,
  EPISODE_FIELD_NAMES,
  EpisodeFields,
  episodeResolver,
  type EpisodeFormValues,
} from './EpisodeFields';
import { t, tm } from '../../../lib/i18n';

/** Uploads a new episode as a draft, showing how much of the audio has been sent. */
export function UploadEpisodeForm({ categories }: { categories: PodcastCategoryDto[] }) {
  const upload = useUploadEpisode();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EpisodeFormValues, unknown, PodcastEpisodeFields>({
    resolver: episodeResolver,
    defaultValues: EMPTY_EPISODE,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // The size is known before anything is sent; the type and duration only the server can tell.
    if (!file) return setFileError(tm(PODCAST_MESSAGES.audioRequired));
    if (file.size > PODCAST_AUDIO_MAX_BYTES) return setFileError(tm(PODCAST_MESSAGES.audioTooLarge));
    setFileError(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        fields: values,
        file,
        onProgress: setProgress,
      });
      notifySuccess(result.message);
      form.reset(EMPTY_EPISODE);
      setFile(null);
    } catch (err) {
      const fileRefusal =
        err instanceof ApiError ? err.errors.find((error) => error.path === PODCAST_AUDIO_FIELD) : undefined;
      if (fileRefusal) setFileError(fileRefusal.message);
      else setFormError(applyServerErrors(err, form.setError, EPISODE_FIELD_NAMES));
    } finally {
      setProgress(null);
    }
  });

  return (
    <Card padding="lg" shadow="xs">
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Upload an episode')}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('Upload an episode')}
            </Title>
            <FormErrorAlert message={formError} />
            <FileInput
              label={t('Audio file')}
              description={t('MP3, M4A (AAC), OGG (Opus or Vorbis), WAV or WebM, at most 200 MB')}
              placeholder={tm(PODCAST_MESSAGES.chooseFile)}
              accept={PODCAST_AUDIO_ACCEPT}
              withAsterisk
              clearable
              value={file}
              onChange={(next) => {
                setFile(next);
                setFileError(null);
              }}
              error={fileError}
              leftSection={<IconUpload size={16} />}
            />
            <EpisodeFields categories={categories} />
            {progress !== null && (
              <Stack gap={4}>
                <Text size="sm">
                  {tm(PODCAST_MESSAGES.uploading)} {progress}%
                </Text>
                <Progress value={progress} aria-label={t('Upload progress')} animated />
              </Stack>
            )}
            <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
              {t('Upload as draft')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
