import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { MESSAGES, normalisePhone, type UserDto } from '@carenet/shared';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { OtpInput } from '../../../components/OtpInput';
import { PhoneField } from '../../../components/PhoneField';
import { notifySuccess } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api';
import { authApi } from '../api';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../hooks/useCooldown';
import { ResendCodeLink } from './ResendCodeLink';
import { sessionStore, useSession } from '../../../lib/session';
import { fillIn } from '../../../lib/fillIn';
import { t, tm } from '../../../lib/i18n';

export interface PhoneVerificationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The number to start from; the signed-in user's stored number when not given. */
  initialPhone?: string | null;
  /** Called with the updated user once the number is verified. */
  onVerified: (user: UserDto) => void;
}

/** docs/screens-and-flows.md#flows Dialogs "Verify Phone Number" and §4 Phone: unverified -> code sent -> verified. */
export function PhoneVerificationDialog({
  opened,
  onClose,
  initialPhone,
  onVerified,
}: PhoneVerificationDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {t('Verify Phone Number')}
        </Text>
      }
      centered
      size="md"
    >
      {/* Mounted only while open, so every opening starts from the first step. */}
      <PhoneVerificationFlow initialPhone={initialPhone} onClose={onClose} onVerified={onVerified} />
    </Modal>
  );
}

function PhoneVerificationFlow({
  initialPhone,
  onClose,
  onVerified,
}: Omit<PhoneVerificationDialogProps, 'opened'>) {
  const session = useSession();
  const [phone, setPhone] = useState(initialPhone ?? session?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);

  const finish = (user: UserDto, message: string) => {
    sessionStore.update(user);
    notifySuccess(message);
    onVerified(user);
    onClose();
  };

  // The server already holds this number as verified: take its word and show the fresh user.
  const markAlreadyVerified = async (normalised: string, message: string) => {
    const fallback: UserDto | null = session ? { ...session, phone: normalised, phone_verified: true } : null;
    const fresh = session
      ? await authApi.getUser(session._id).then(
          (r) => r.data,
          () => fallback,
        )
      : null;
    if (fresh) finish(fresh, message);
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const normalised = normalisePhone(phone);
    if (!normalised) {
      setPhoneError(tm(MESSAGES.enterValidPhone));
      return;
    }
    setPhoneError(null);
    setBusy(true);
    try {
      // Changing the number makes it unverified again (docs/screens-and-flows.md#flows), so store it before asking for a code.
      if (normalised !== normalisePhone(session?.phone ?? '')) {
        const changed = await authApi.changeNumber(normalised);
        sessionStore.update(changed.data);
      }
      await authApi.resendOtp({ phone: normalised, type: 'phone' });
      setSentTo(normalised);
      setCode('');
      setCodeError(null);
      cooldown.start();
    } catch (err) {
      const message = errorMessage(err);
      if (err instanceof ApiError && err.serverMessage.includes(MESSAGES.numberAlreadyVerifiedServer))
        await markAlreadyVerified(normalised, message);
      else setPhoneError(message);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string) => {
    if (!sentTo) return;
    setBusy(true);
    setCodeError(null);
    try {
      const result = await authApi.verifyOtp({ otp, phone: sentTo, type: 'phone' });
      finish(result.data, tm(MESSAGES.phoneVerified));
    } catch (err) {
      setCodeError(errorMessage(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <form onSubmit={(event) => void sendCode(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('We will send a 6-digit code by SMS to confirm that this number is yours.')}
          </Text>
          <PhoneField
            label={t('Mobile number')}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              setPhoneError(null);
            }}
            error={phoneError}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconDeviceMobileMessage size={18} />}>
              {t('Send code')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {fillIn(t('Enter the 6-digit code we sent to {number}.'), { number: <b>{sentTo}</b> })}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
          {t('Change number')}
        </Anchor>
      </Text>
      <OtpInput
        value={code}
        onChange={setCode}
        onComplete={(otp) => void verify(otp)}
        disabled={busy}
        error={Boolean(codeError)}
        autoFocus
      />
      <FormErrorAlert message={codeError} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t("Didn't get it?")}{' '}
          <ResendCodeLink cooldown={cooldown} busy={busy} onResend={() => void sendCode()} />
        </Text>
        <Button loading={busy} disabled={code.length !== 6} onClick={() => void verify(code)}>
          {t('Verify')}
        </Button>
      </Group>
    </Stack>
  );
}
