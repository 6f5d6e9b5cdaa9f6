import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifyInfo, notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api';
import { AccountField, EXAMPLE_EMAIL } from '../components/AccountField';
import { AuthLayout } from '../components/AuthLayout';
import { useOutsideSignInProvider } from '../outsideSignIn';
import { useLoginForm } from '../hooks/useLoginForm';
import { safeRedirect, takeStoredRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { t } from '../../../lib/i18n';

/** Loaded only when the outside sign-in is offered, so the screen's first load does not grow. */
const OutsideSignInButton = lazy(() => import('../components/OutsideSignInButton'));

interface LoginLocationState {
  from?: string;
  account?: string;
}

/**
 * The e-mail of an unverified account, so /otp-validation can verify it. A phone sign-in does not know
 * it (the API never tells the e-mail behind a number), so that page asks for it.
 */
function emailOf(account: string): string | null {
  return account.includes('@') ? account.trim().toLowerCase() : null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const outsideProvider = useOutsideSignInProvider();
  const [searchParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const [formError, setFormError] = useState<string | null>(null);
  // Not react-hook-form, unlike the other forms: this screen is a first load (see useLoginForm).
  const form = useLoginForm({
    account: state.account ?? searchParams.get('account') ?? '',
    password: '',
    rememberMe: false,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await authApi.login(values);
      sessionStore.signIn(result.data);
      notifySuccess(result.message);
      // Taken on every sign-in, so a target stored for an earlier visit never redirects a later one.
      const stored = takeStoredRedirect();
      await navigate(safeRedirect(searchParams.get('redirect') ?? state.from ?? stored), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 403) {
        const email = emailOf(values.account);
        notifyInfo(err.message);
        await navigate(email ? `/otp-validation?email=${encodeURIComponent(email)}` : '/otp-validation');
        return;
      }
      setFormError(applyServerErrors(err, form.setError, ['account', 'password']));
    }
  });

  return (
    <AuthLayout title={t('Welcome back')} subtitle={t('Sign in to your CareNet account.')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <AccountField
            placeholder={t('{email} or {phone}', { email: EXAMPLE_EMAIL, phone: '+91 98765 43210' })}
            error={form.errors.account}
            {...form.textInput('account')}
          />
          <PasswordInput
            label={t('Password')}
            placeholder={t('Your password')}
            autoComplete="current-password"
            required
            error={form.errors.password}
            {...form.textInput('password')}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox label={t('Remember me')} {...form.checkbox('rememberMe')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('Forgot password?')}
            </Anchor>
          </Group>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={form.submitting}
            leftSection={<IconLogin size={18} />}
          >
            {t('Login')}
          </Button>
          {outsideProvider && (
            <Suspense fallback={null}>
              <OutsideSignInButton provider={outsideProvider} />
            </Suspense>
          )}
          <Text size="sm" c="dimmed" ta="center">
            {t("Don't have an account?")}{' '}
            <Anchor component={Link} to="/signup" size="sm" fw={600}>
              {t('Sign up')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
