import { Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { createAudioRoomSchema, type CreateAudioRoomInput } from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { DateTimeField } from '../../../components/DateTimeField';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useCreateAudioRoom } from '../api';
import { t } from '../../../lib/i18n';

/** The form's values: the times as the pickers hold them ('YYYY-MM-DDTHH:mm', the reader's time zone). */
interface RoomFormValues {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
}

const FIELDS: (keyof RoomFormValues)[] = ['title', 'description', 'startTime', 'endTime'];
const EMPTY: RoomFormValues = { title: '', description: '', startTime: '', endTime: '' };

/** A picked local time as epoch milliseconds; NaN, which the schema refuses, while it is incomplete. */
const epochOf = (value: string): number => (value ? new Date(value).getTime() : Number.NaN);

/** Checks with the API's schema, so its messages show beside the fields, and answers the body it takes. */
const resolver: Resolver<RoomFormValues, unknown, CreateAudioRoomInput> = (values) => {
  const parsed = createAudioRoomSchema.safeParse({
    ...values,
    startTime: epochOf(values.startTime),
    endTime: epochOf(values.endTime),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<RoomFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = FIELDS.find((field) => field === issue.path[0]);
    if (name && !errors[name]) errors[name] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** Creates a scheduled audio-only room; the new room appears in the list beside it. */
export function CreateAudioRoomForm() {
  const create = useCreateAudioRoom();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RoomFormValues, unknown, CreateAudioRoomInput>({ resolver, defaultValues: EMPTY });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await create.mutateAsync(body);
      notifySuccess(result.message);
      form.reset(EMPTY);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  return (
    <Card padding="lg" shadow="xs">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Create an audio room')}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('New audio room')}
          </Title>
          <FormErrorAlert message={formError} />
          <TextInput label={t('Title')} withAsterisk {...register('title')} error={errors.title?.message} />
          <Textarea
            label={t('Description')}
            autosize
            minRows={2}
            {...register('description')}
            error={errors.description?.message}
          />
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <DateTimeField
                label={t('Starts')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.startTime?.message}
                minMs={Date.now()}
              />
            )}
          />
          <Controller
            control={control}
            name="endTime"
            render={({ field }) => (
              <DateTimeField
                label={t('Ends')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.endTime?.message}
                minMs={Date.now()}
              />
            )}
          />
          <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
            {t('Create room')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
