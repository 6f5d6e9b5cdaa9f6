import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  RECORD_NAME_MAX,
  RECORD_NOTE_MAX,
  type DocumentProperties,
  type DocumentPropertiesInput,
} from '@carenet/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { localToday } from '../../../lib/files';

export type DocumentPropertiesForm = UseFormReturn<DocumentPropertiesInput, unknown, DocumentProperties>;

export const DOCUMENT_PROPERTY_FIELDS = ['userGivenName', 'note', 'date'] as const;

/** SPEC §3 Document's name, date and note, with SPEC §5's rules (the shared schema validates them). */
export function DocumentPropertiesFields({ form }: { form: DocumentPropertiesForm }) {
  const { errors } = form.formState;
  // SPEC §5: no date in the future; the picker offers none.
  const [today] = useState(localToday);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Name"
          description="What this document is, in your words"
          withAsterisk
          maxLength={RECORD_NAME_MAX}
          error={errors.userGivenName?.message}
          {...form.register('userGivenName')}
        />
        <TextInput
          type="date"
          label="Date"
          description="When the test, scan or letter was made"
          withAsterisk
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
      </SimpleGrid>
      <Textarea
        label="Note"
        description="Optional"
        autosize
        minRows={3}
        maxLength={RECORD_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </Stack>
  );
}
