import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { changePasswordFormSchema } from '@carenet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { authApi } from '../api';
import { AccountCard } from '../components/AccountCard';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { sessionStore } from '../session';

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
      title="Change password"
      description="After the change you will be signed out everywhere and asked to sign in again."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {formError}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
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
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
