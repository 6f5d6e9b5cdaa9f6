import { Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { OIDC_MESSAGES, type OidcSignedInDto } from '@carenet/shared';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { OtpInput } from '../../../components/OtpInput';
import { errorMessage, type ApiResult } from '../../../lib/api';
import { outsideSignInApi } from '../outsideSignInApi';
import { t, tm } from '../../../lib/i18n';

interface LinkAccountFormProps {
  pendingToken: string;
  email: string;
  providerName: string;
  /** Called with the signed-in answer once the account is linked. */
  onLinked: (result: ApiResult<OidcSignedInDto>) => void | Promise<void>;
}

type Proof = 'password' | 'code';

/**
 * An account already has the provider's e-mail address: it is linked (and the person signed in) only
 * once its password, or a code e-mailed to it, is given here.
 */
export function LinkAccountForm({ pendingToken, email, providerName, onLinked }: LinkAccountFormProps) {
  const [proof, setProof] = useState<Proof>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const link = (body: { password?: string; otp?: string }) =>
    run(async () => {
      await onLinked(await outsideSignInApi.link({ pendingToken, ...body }));
    });

  const sendCode = () =>
    run(async () => {
      await outsideSignInApi.sendLinkCode(pendingToken);
      setCodeSent(true);
    });

  return (
    <Stack gap="md">
      <Text size="sm">{tm(OIDC_MESSAGES.linkNeeded(providerName))}</Text>
      <Text size="sm" fw={600}>
        {email}
      </Text>
      <FormErrorAlert message={error} />
      <SegmentedControl
        fullWidth
        value={proof}
        onChange={(value) => {
          setProof(value as Proof);
          setError(null);
        }}
        data={[
          { value: 'password', label: t('Password') },
          { value: 'code', label: t('E-mailed code') },
        ]}
        aria-label={t('How to confirm the account')}
      />
      {proof === 'password' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) {
              setError(tm(OIDC_MESSAGES.passwordOrCode));
              return;
            }
            void link({ password });
          }}
        >
          <Stack gap="md">
            <PasswordInput
              label={t('Password')}
              placeholder={t('The account’s password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth loading={busy} leftSection={<IconLink size={18} aria-hidden />}>
              {t('Link and sign in')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {codeSent ? (
            <>
              <Text size="sm">{tm(OIDC_MESSAGES.linkCodeSent)}</Text>
              <OtpInput
                value={code}
                onChange={setCode}
                onComplete={(full) => void link({ otp: full })}
                disabled={busy}
                error={Boolean(error)}
                autoFocus
              />
              <Button variant="subtle" size="xs" onClick={() => void sendCode()} disabled={busy}>
                {t('Send a new code')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void sendCode()} loading={busy} fullWidth>
              {t('E-mail me a code')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
