import { zodResolver } from '../../../lib/zodResolver';
import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { changePasswordFormSchema } from '@carenet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { authApi } from '../api';
import { AccountCard } from '../components/AccountCard';
import { PasswordFields } from '../components/PasswordFields';
import { sessionStore } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/** /change-password (signed in). The server revokes every session, so the user signs in again. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword: password }) => {
    setFormError(null);
    try {
      const result = await authApi.changePassword({ oldPassword, newPassword: password });
      const account = sessionStore.get()?.email;
      // Leave the protected page (synchronously) before forgetting the user, or it would send us to
      // /login?redirect=.
      await navigate('/login', { replace: true, state: { account }, flushSync: true });
      sessionStore.clear();
      queryClient.clear();
      notifySuccess(result.message);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['oldPassword', 'newPassword']));
    }
  });

  return (
    <AccountCard
      icon={IconLock}
      title={t('Change password')}
      description={t('After the change you will be signed out everywhere and asked to sign in again.')}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t('Change password')}
      submitting={isSubmitting}
    >
      <PasswordInput
        label={t('Current password')}
        autoComplete="current-password"
        required
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordFields
        label={t('New password')}
        confirmLabel={t('Confirm new password')}
        value={newPassword}
        password={register('newPassword')}
        confirm={register('confirmPassword')}
        passwordError={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
      />
    </AccountCard>
  );
}
