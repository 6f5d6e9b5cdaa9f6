import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  RECORD_NAME_MAX,
  RECORD_NOTE_MAX,
  type DocumentProperties,
  type DocumentPropertiesInput,
} from '@carenet/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { t } from '../../../lib/i18n';

export type DocumentPropertiesForm = UseFormReturn<DocumentPropertiesInput, unknown, DocumentProperties>;

export const DOCUMENT_PROPERTY_FIELDS = ['userGivenName', 'note', 'date'] as const;

/** docs/files-and-uploads.md#accepted-types Document's name, date and note, with docs/validation-and-limits.md#accounts's rules (the shared schema validates them). */
export function DocumentPropertiesFields({ form }: { form: DocumentPropertiesForm }) {
  const { errors } = form.formState;
  // docs/validation-and-limits.md: no date in the future; the picker offers none.
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('Name')}
          description={t('What this document is, in your words')}
          withAsterisk
          maxLength={RECORD_NAME_MAX}
          error={errors.userGivenName?.message}
          {...form.register('userGivenName')}
        />
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              label={t('Date')}
              description={t('When the test, scan or letter was made')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.date?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('Note')}
        description={t('Optional')}
        autosize
        minRows={3}
        maxLength={RECORD_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </Stack>
  );
}
