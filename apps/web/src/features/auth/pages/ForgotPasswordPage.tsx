import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconMailForward } from '@tabler/icons-react';
import { MESSAGES, accountCheckSchema, forgotPasswordSchema } from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { OtpInput } from '../../../components/OtpInput';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { useCooldown } from '../hooks/useCooldown';

const RESEND_COOLDOWN_SECONDS = 30;

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
      title="Reset your password"
      subtitle={
        account
          ? 'Enter the code we sent and choose a new password.'
          : 'Enter the e-mail or phone number of your account and we will send you a code.'
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
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {formError}
          </Alert>
        )}
        <TextInput
          label="E-mail or phone number"
          placeholder="you@example.com"
          autoComplete="username"
          autoFocus
          required
          error={errors.account?.message}
          {...register('account')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          leftSection={<IconMailForward size={18} />}
        >
          Send code
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" size="sm">
            Back to login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

interface ResetStepProps {
  account: string;
  cooldown: ReturnType<typeof useCooldown>;
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
          {MESSAGES.passwordResetCodeSent}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeAccount}>
            Use a different account
          </Anchor>
        </Alert>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {formError}
          </Alert>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Verification code for {account}
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
        <Stack gap={8}>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordChecklist value={newPassword} />
        </Stack>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} leftSection={<IconKey size={18} />}>
          Set new password
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={cooldown.active || resending}
            c={cooldown.active ? 'dimmed' : undefined}
            onClick={() => void resend()}
          >
            {cooldown.active ? `Resend code in ${cooldown.remaining}s` : 'Resend code'}
          </Anchor>
          <Anchor component={Link} to="/login" size="sm">
            Back to login
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
