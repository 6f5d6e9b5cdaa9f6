import { Anchor, Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import {
  MESSAGES,
  OIDC_MESSAGES,
  ROLE_LABELS,
  SELECTABLE_ROLES,
  type OautherizeResultDto,
  type SelectableRole,
} from '@carenet/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { safeRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { outsideSignInApi } from '../outsideSignInApi';
import { fillIn } from '../../../lib/fillIn';
import { t, tm } from '../../../lib/i18n';

type Pending = Extract<OautherizeResultDto, { pendingToken: string }>;

/**
 * /almostDone: a first sign-in through the outside provider picks a role (the role picker's choices)
 * and accepts the terms; the account is then created and signed in.
 */
export function AlmostDonePage() {
  const navigate = useNavigate();
  const pending = ((useLocation().state ?? {}) as { pending?: Pending }).pending;
  const [role, setRole] = useState<SelectableRole | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ role?: string; terms?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!pending) {
    return (
      <AuthLayout title={tm(OIDC_MESSAGES.almostDoneTitle)}>
        <Stack gap="md">
          <Text>{tm(OIDC_MESSAGES.attemptInvalid)}</Text>
          <Button component={Link} to="/login" fullWidth>
            {t('Back to login')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = async () => {
    const missing = {
      role: role ? undefined : tm(MESSAGES.fieldRequired),
      terms: accepted ? undefined : tm(MESSAGES.fieldRequired),
    };
    setErrors(missing);
    if (!role || !accepted) return;
    setBusy(true);
    try {
      const { data, message } = await outsideSignInApi.complete({
        pendingToken: pending.pendingToken,
        role,
        acceptTerms: true,
      });
      sessionStore.signIn(data.user);
      notifySuccess(message);
      await navigate(safeRedirect(data.returnTo), { replace: true });
    } catch (err) {
      setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={tm(OIDC_MESSAGES.almostDoneTitle)} subtitle={tm(OIDC_MESSAGES.almostDoneIntro)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {fillIn(t('Signing up as {email} with {provider}.'), {
              email: <strong>{pending.email}</strong>,
              provider: pending.providerName,
            })}
          </Text>
          <FormErrorAlert message={errors.form ?? null} />
          <Radio.Group
            label={t('Select Your Role')}
            required
            value={role}
            onChange={(value) => setRole(value as SelectableRole)}
            error={errors.role}
          >
            <Stack gap="xs" mt="xs">
              {SELECTABLE_ROLES.map((option) => (
                <Radio key={option} value={option} label={tm(ROLE_LABELS[option])} />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            error={errors.terms}
            label={
              <>
                {fillIn(t('I agree to the {terms}'), {
                  terms: (
                    <Anchor component={Link} to="/termsandconditions" target="_blank" size="sm">
                      {t('terms and conditions')}
                    </Anchor>
                  ),
                })}
              </>
            }
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busy}
            leftSection={<IconUserCheck size={18} aria-hidden />}
          >
            {t('Create account')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
