import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  OIDC_MESSAGES,
  OIDC_OUTCOMES,
  type OautherizeResultDto,
  type OidcSignedInDto,
} from '@carenet/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import { errorMessage, type ApiResult } from '../../../lib/api';
import { safeRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { LinkAccountForm } from '../components/LinkAccountForm';
import { outsideSignInApi } from '../outsideSignInApi';
import { t, tm } from '../../../lib/i18n';

type LinkNeeded = Extract<OautherizeResultDto, { pendingToken: string }>;
type Phase =
  { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'link'; pending: LinkNeeded };

/**
 * /authorize: where the outside provider sends the browser back. Hands the code and state to the API
 * once (the state is single-use), then signs in, goes on to /almostDone for a first sign-in, or asks
 * for the existing account's password or code before linking it.
 */
export function AuthorizePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const sent = useRef(false);

  const finish = async ({ data, message }: Pick<ApiResult<OidcSignedInDto>, 'data' | 'message'>) => {
    sessionStore.signIn(data.user);
    notifySuccess(message);
    await navigate(safeRedirect(data.returnTo), { replace: true });
  };

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const param = (name: string) => searchParams.get(name) ?? undefined;
    const state = param('state');
    if (!state) {
      setPhase({ kind: 'failed', message: tm(OIDC_MESSAGES.attemptInvalid) });
      return;
    }
    outsideSignInApi
      .callback({
        state,
        code: param('code'),
        iss: param('iss'),
        error: param('error'),
        error_description: param('error_description'),
      })
      .then(async (result) => {
        const { data } = result;
        if (data.outcome === OIDC_OUTCOMES.signedIn) {
          await finish({ data: { user: data.user, returnTo: data.returnTo }, message: result.message });
        } else if (data.outcome === OIDC_OUTCOMES.signUp) {
          await navigate('/almostDone', { replace: true, state: { pending: data } });
        } else {
          setPhase({ kind: 'link', pending: data });
        }
      })
      .catch((err: unknown) => setPhase({ kind: 'failed', message: errorMessage(err) }));
    // Once per visit: the answer cannot be asked for twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase.kind === 'link') {
    return (
      <AuthLayout title={t('Link your account')}>
        <LinkAccountForm
          pendingToken={phase.pending.pendingToken}
          email={phase.pending.email}
          providerName={phase.pending.providerName}
          onLinked={finish}
        />
      </AuthLayout>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <AuthLayout title={t('Sign-in did not finish')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {phase.message}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t('Back to login')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('Signing in')}>
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{tm(OIDC_MESSAGES.signingIn)}</Text>
      </Group>
    </AuthLayout>
  );
}
