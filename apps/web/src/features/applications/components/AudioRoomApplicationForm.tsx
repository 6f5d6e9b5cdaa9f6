import { zodResolver } from '../../../lib/zodResolver';
import { Anchor, Stack, TextInput } from '@mantine/core';
import {
  AUDIO_ROOM_MESSAGES,
  CREATE_AUDIO_ROOM_PATH,
  audioRoomApplicationSchema,
  type AudioRoomApplicationInput,
} from '@carenet/shared';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { useSession } from '../../../lib/session';
import { useApply } from '../api';
import { audioRoomApplicationDefaults } from '../prefill';
import { ApplicantFields } from './ApplicantFields';
import { FormActions } from './FormActions';
import { t, tm } from '../../../lib/i18n';

const FIELDS: FieldPath<AudioRoomApplicationInput>[] = [
  'participantName.first_name',
  'participantName.last_name',
  'participantEmailAddress',
  'participantAudioRoomUrl',
];

/** The start of every room link, the same in every language. */
const LINK_PLACEHOLDER = 'https://';

interface ApplicationFormProps {
  requestId: string;
  /** A signed-out visitor, who confirms by e-mail. */
  guest: boolean;
  onApplied: () => void;
  onCancel: () => void;
}

/** docs/validation-and-limits.md Apply form for homework help: the helper invites the student to their audio room. */
export function AudioRoomApplicationForm({ requestId, guest, onApplied, onCancel }: ApplicationFormProps) {
  const session = useSession();
  const apply = useApply(requestId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(audioRoomApplicationSchema),
    defaultValues: audioRoomApplicationDefaults(session),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync(values);
      onApplied();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <ApplicantFields guest={guest} />
          <TextInput
            label={t('Audio room link')}
            placeholder={LINK_PLACEHOLDER}
            type="url"
            withAsterisk
            {...register('participantAudioRoomUrl')}
            error={errors.participantAudioRoomUrl?.message}
            description={
              // In a new tab, so what is typed here stays while the room is made; its link is pasted back.
              <Anchor href={CREATE_AUDIO_ROOM_PATH} target="_blank" rel="noopener" size="xs">
                {tm(AUDIO_ROOM_MESSAGES.createOne)}
              </Anchor>
            }
          />
          <FormActions onCancel={onCancel} submitting={isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
