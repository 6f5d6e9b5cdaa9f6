import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { MESSAGES, accountCheckSchema, forgotPasswordSchema } from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { OtpInput } from '../../../components/OtpInput';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AccountField, EXAMPLE_EMAIL } from '../components/AccountField';
import { PasswordFields } from '../components/PasswordFields';
import { ResendCodeLink } from '../components/ResendCodeLink';
import { RESEND_COOLDOWN_SECONDS, useCooldown, type Cooldown } from '../hooks/useCooldown';
import { msg, t, tm } from '../../../lib/i18n';

/** Step 2: the shared reset fields made required, plus a confirmation the API does not need. */
const resetFormSchema = forgotPasswordSchema
  .pick({ otp: true, newPassword: true })
  .required()
  .extend({ confirmPassword: z.string().min(1, MESSAGES.fieldRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** /forgot-password: step 1 e-mails a code to the account, step 2 sets a new password with it. */
export function ForgotPasswordPage() {
  const [account, setAccount] = useState<string | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);

  return (
    <AuthLayout
      fullHeight={false}
      title={t('Reset your password')}
      subtitle={
        account
          ? t('Enter the code we sent and choose a new password.')
          : t('Enter the e-mail or phone number of your account and we will send you a code.')
      }
    >
      {account ? (
        <ResetStep account={account} cooldown={cooldown} onChangeAccount={() => setAccount(null)} />
      ) : (
        <RequestStep
          onSent={(sentTo) => {
            setAccount(sentTo);
            cooldown.start();
          }}
        />
      )}
    </AuthLayout>
  );
}

function RequestStep({ onSent }: { onSent: (account: string) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(accountCheckSchema), defaultValues: { account: '' } });

  const onSubmit = handleSubmit(async ({ account }) => {
    setFormError(null);
    try {
      // The next step repeats the server's answer above the code boxes, so no toast here.
      await authApi.forgotPassword({ account });
      onSent(account);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['account']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <AccountField placeholder={EXAMPLE_EMAIL} error={errors.account?.message} {...register('account')} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          leftSection={<IconMailForward size={18} />}
        >
          {t('Send code')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" size="sm">
            {t('Back to login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

interface ResetStepProps {
  account: string;
  cooldown: Cooldown;
  onChangeAccount: () => void;
}

function ResetStep({ account, cooldown, onChangeAccount }: ResetStepProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ otp, newPassword: password }) => {
    setFormError(null);
    try {
      const result = await authApi.forgotPassword({ account, otp, newPassword: password });
      notifySuccess(result.message);
      await navigate('/login', { replace: true, state: { account } });
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['otp', 'newPassword']));
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const result = await authApi.forgotPassword({ account });
      notifySuccess(result.message);
      cooldown.start();
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Alert color="care" variant="light" icon={<IconMailForward size={18} />}>
          {tm(MESSAGES.passwordResetCodeSent)}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeAccount}>
            {t('Use a different account')}
          </Anchor>
        </Alert>
        <FormErrorAlert message={formError} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('Verification code for {account}', { account })}
          </Text>
          <Controller
            control={control}
            name="otp"
            render={({ field }) => (
              <OtpInput
                value={field.value}
                onChange={field.onChange}
                // The code is one field of this form, so completing it moves on instead of submitting.
                onComplete={() => setFocus('newPassword')}
                error={Boolean(errors.otp)}
                autoFocus
              />
            )}
          />
          {errors.otp && (
            <Text size="xs" c="red">
              {errors.otp.message}
            </Text>
          )}
        </Stack>
        <PasswordFields
          label={t('New password')}
          confirmLabel={t('Confirm new password')}
          value={newPassword}
          password={register('newPassword')}
          confirm={register('confirmPassword')}
          passwordError={errors.newPassword?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} leftSection={<IconKey size={18} />}>
          {t('Set new password')}
        </Button>
        <Group justify="space-between" gap="xs">
          <ResendCodeLink
            cooldown={cooldown}
            busy={resending}
            onResend={() => void resend()}
            waitingLabel={msg('Resend code in {seconds}s')}
          />
          <Anchor component={Link} to="/login" size="sm">
            {t('Back to login')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
