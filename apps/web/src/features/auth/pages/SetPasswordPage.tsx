import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { ONBOARDING_MESSAGES, setPasswordFormSchema } from '@carenet/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { api } from '../../../lib/api';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordFields } from '../components/PasswordFields';
import { t, tm } from '../../../lib/i18n';

/**
 * /set-password#<token>: a person an administrator onboarded chooses their first password with the
 * e-mailed link (the token rides in the fragment, so it never reaches a server log), then signs in.
 */
export function SetPasswordPage() {
  const token = useLocation().hash.replace(/^#/, '');
  return (
    <AuthLayout
      fullHeight={false}
      title={t('Choose your password')}
      subtitle={t('An administrator created your CareNet account. Choose a password to sign in.')}
    >
      {token ? (
        <SetPasswordForm token={token} />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {tm(ONBOARDING_MESSAGES.setupLinkInvalid)}{' '}
          <Anchor component={Link} to="/login" size="sm">
            {t('Go to login')}
          </Anchor>
        </Alert>
      )}
    </AuthLayout>
  );
}

function SetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api<null>('/user/setPassword', {
        method: 'POST',
        body: { token, password: values.password },
        anonymous: true,
      });
      notifySuccess(result.message);
      await navigate('/login', { replace: true });
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['password']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <PasswordFields
          label={t('Password')}
          confirmLabel={t('Confirm password')}
          value={password}
          password={register('password')}
          confirm={register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} leftSection={<IconKey size={18} />}>
          {t('Set password')}
        </Button>
      </Stack>
    </form>
  );
}
