import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { emailSchema } from '@carenet/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { OtpInput } from '../../../components/OtpInput';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { authApi } from '../api';
import { safeRedirect, takeStoredRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { ResendCodeLink } from '../components/ResendCodeLink';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../hooks/useCooldown';
import { fillIn } from '../../../lib/fillIn';
import { t, tm } from '../../../lib/i18n';
import { EXAMPLE_EMAIL } from '../components/AccountField';

/**
 * /otp-validation and /otp-validation/:id: verifies a new account's e-mail with the 6-digit code
 * (submitted on the sixth digit), which signs the new user in. The e-mail comes from ?email= so a
 * reload keeps it.
 */
export function OtpValidationPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as { email?: string };
  const knownEmail = searchParams.get('email') ?? state.email ?? '';
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const { start: startCooldown } = cooldown;

  // Whoever sent the visitor here (signup, an unverified login) has just e-mailed a code.
  useEffect(() => {
    if (knownEmail) startCooldown();
  }, [knownEmail, startCooldown]);

  const validEmail = () => {
    const parsed = emailSchema.safeParse(email);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    setEmailError(issue ? tm(issue.message) : null);
    return parsed.success ? parsed.data : null;
  };

  const verify = async (otp: string) => {
    const address = validEmail();
    if (!address) return;
    setVerifying(true);
    setError(null);
    try {
      const result = await authApi.verifyOtp({ otp, email: address, type: 'email' });
      notifySuccess(result.message);
      if ('token_detail' in result.data) {
        sessionStore.signIn(result.data);
        await navigate(safeRedirect(takeStoredRedirect()), { replace: true });
      } else {
        await navigate('/login', { replace: true, state: { account: address } });
      }
    } catch (err) {
      setError(errorMessage(err));
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    const address = validEmail();
    if (!address) return;
    setResending(true);
    setError(null);
    try {
      const result = await authApi.resendOtp({ email: address, type: 'email' });
      notifySuccess(result.message);
      setCode('');
      cooldown.start();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title={t('Verify your e-mail')}
      subtitle={
        knownEmail ? (
          <>{fillIn(t('Enter the 6-digit code we sent to {address}.'), { address: <b>{knownEmail}</b> })}</>
        ) : (
          t('Enter your e-mail address and the 6-digit code we sent to it.')
        )
      }
    >
      <Stack gap="lg">
        {!knownEmail && (
          <TextInput
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            placeholder={EXAMPLE_EMAIL}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
            required
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('Verification code')}
          </Text>
          <OtpInput
            value={code}
            onChange={setCode}
            onComplete={(otp) => void verify(otp)}
            disabled={verifying}
            error={Boolean(error)}
            autoFocus={Boolean(knownEmail)}
          />
        </Stack>
        <FormErrorAlert message={error} />
        <Button
          size="md"
          fullWidth
          loading={verifying}
          disabled={code.length !== 6}
          leftSection={<IconMailCheck size={18} />}
          onClick={() => void verify(code)}
        >
          {t('Verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t("Didn't get the code?")}{' '}
            <ResendCodeLink cooldown={cooldown} busy={resending} onResend={() => void resend()} />
          </Text>
          <Anchor component={Link} to="/login" size="sm">
            {t('Back to login')}
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
