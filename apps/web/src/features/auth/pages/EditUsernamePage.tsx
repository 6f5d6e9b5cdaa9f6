import { zodResolver } from '../../../lib/zodResolver';
import { TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { changeUsernameSchema } from '@carenet/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api';
import { AccountCard } from '../components/AccountCard';
import { sessionStore, useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/** /editUsername (signed in): the name other people can find the user by. */
export function EditUsernamePage() {
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(changeUsernameSchema),
    defaultValues: { username: session?.username ?? '' },
  });

  const onSubmit = handleSubmit(async ({ username }) => {
    setFormError(null);
    try {
      const result = await authApi.changeUsername(username);
      sessionStore.update(result.data);
      reset({ username: result.data.username ?? username });
      notifySuccess(result.message);
    } catch (err) {
      // A taken name is about the field even when the server sends no field path.
      if (err instanceof ApiError && err.statusCode === 409 && err.errors.length === 0) {
        setError('username', { type: 'server', message: err.message }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerErrors(err, setError, ['username']));
    }
  });

  return (
    <AccountCard
      icon={IconAt}
      title={t('Change username')}
      description={t('Use 3 to 30 letters, digits, dots, hyphens or underscores.')}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t('Save username')}
      submitting={isSubmitting}
      submitDisabled={!isDirty}
    >
      <TextInput
        label={t('Username')}
        placeholder={t('e.g. asha.rao')}
        autoComplete="username"
        leftSection={<IconAt size={16} />}
        required
        error={errors.username?.message}
        {...register('username')}
      />
    </AccountCard>
  );
}
