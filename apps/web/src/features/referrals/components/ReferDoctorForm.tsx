import { zodResolver } from '../../../lib/zodResolver';
import { Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { INVITATION_NOTE_MAX, referDoctorFormSchema } from '@carenet/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useSendReferral } from '../api';
import { t } from '../../../lib/i18n';

const EMPTY = { fullName: '', email: '', content: '' };

/**
 * 'Refer a doctor': CareNet e-mails the person an invitation carrying the sender's referral code. The
 * API refuses an address that already belongs to a doctor, and its message shows above the form.
 */
export function ReferDoctorForm() {
  const send = useSendReferral();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(referDoctorFormSchema), defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async ({ fullName, email, content }) => {
    setFormError(null);
    try {
      const result = await send.mutateAsync({
        recipientEmailIds: [email],
        fullName,
        content: content || undefined,
      });
      notifySuccess(result.message);
      form.reset(EMPTY);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['fullName', 'content']));
    }
  });

  return (
    <Card padding="lg" shadow="xs">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Refer a doctor')}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('Invite a doctor')}
          </Title>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Full Name')}
            withAsterisk
            autoComplete="off"
            {...register('fullName')}
            error={errors.fullName?.message}
          />
          <TextInput
            label={t('Email Address')}
            type="email"
            withAsterisk
            autoComplete="off"
            {...register('email')}
            error={errors.email?.message}
          />
          <Textarea
            label={t('A note from you (optional)')}
            description={t('At most {max} characters, without links', { max: INVITATION_NOTE_MAX })}
            autosize
            minRows={2}
            {...register('content')}
            error={errors.content?.message}
          />
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={18} />}>
            {t('Send invitation')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
