import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  podcastEpisodeFieldsSchema,
  type PodcastCategoryDto,
  type PodcastEpisodeFields,
} from '@carenet/shared';
import { Controller, useFormContext, type FieldErrors, type Resolver } from 'react-hook-form';
import { languageOptions, requestIdFrom } from '../format';
import { t } from '../../../lib/i18n';

/** The fields an episode's form edits, for uploading and editing alike. */
export interface EpisodeFormValues {
  title: string;
  description: string;
  language: string;
  categoryId: string;
  /** The podcast request's address or id, as pasted (the resolver keeps its id). */
  requestId: string;
}

export const EMPTY_EPISODE: EpisodeFormValues = {
  title: '',
  description: '',
  language: 'en',
  categoryId: '',
  requestId: '',
};

export const EPISODE_FIELD_NAMES: (keyof EpisodeFormValues)[] = [
  'title',
  'description',
  'language',
  'categoryId',
  'requestId',
];

/**
 * Checks the form with the shared schema the API uses, so each message is written once, and answers
 * the fields as the API takes them (the pasted request reduced to its id).
 */
export const episodeResolver: Resolver<EpisodeFormValues, unknown, PodcastEpisodeFields> = (values) => {
  const parsed = podcastEpisodeFieldsSchema.safeParse({
    ...values,
    requestId: requestIdFrom(values.requestId),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<EpisodeFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = EPISODE_FIELD_NAMES.find((field) => field === issue.path[0]);
    if (name && !errors[name]) errors[name] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

export function EpisodeFields({ categories }: { categories: PodcastCategoryDto[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EpisodeFormValues>();
  return (
    <Stack gap="sm">
      <TextInput label={t('Title')} withAsterisk {...register('title')} error={errors.title?.message} />
      <Textarea
        label={t('Description')}
        autosize
        minRows={2}
        maxRows={6}
        {...register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <Select
            label={t('Language')}
            withAsterisk
            data={languageOptions()}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors.language?.message}
            allowDeselect={false}
          />
        )}
      />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <Select
            label={t('Category')}
            withAsterisk
            placeholder={t('Choose a category')}
            data={categories.map((category) => ({ value: category._id, label: category.name }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors.categoryId?.message}
          />
        )}
      />
      <TextInput
        label={t('Podcast request (optional)')}
        description={t('Paste the address of the care request of type Podcast this episode answers')}
        {...register('requestId')}
        error={errors.requestId?.message}
      />
    </Stack>
  );
}
