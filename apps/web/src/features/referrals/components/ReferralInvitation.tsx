import { Button, Card, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { REFERRAL_MESSAGES, decodeReferralInvite, type ReferralInvite } from '@carenet/shared';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { UnusableLinkNotice } from '../../../components/UnusableLinkNotice';
import { ApiError } from '../../../lib/api';
import { useReferrer } from '../api';
import { t, tm } from '../../../lib/i18n';

/** Sign-up carrying the referral code and the invited address (the sign-up form reads both). */
export const signupPathFor = (invite: ReferralInvite): string =>
  `/signup?${new URLSearchParams({ referralCode: invite.code, email: invite.email }).toString()}`;

/**
 * /invitation#referral=<token>: a 'Refer a doctor' invitation. It names who invites and leads to sign-up
 * with their code, so the new account records who referred it.
 */
export function ReferralInvitation({ token }: { token: string }) {
  const invite = decodeReferralInvite(token);
  if (!invite) return <LinkNotValid />;
  return <ValidInvitation invite={invite} />;
}

function ValidInvitation({ invite }: { invite: ReferralInvite }) {
  const referrer = useReferrer(invite.code);
  if (referrer.isPending) {
    return <Skeleton height={200} radius="md" aria-busy="true" aria-label={t('Loading the invitation')} />;
  }
  if (referrer.isError) {
    return referrer.error instanceof ApiError && referrer.error.statusCode === 404 ? (
      <LinkNotValid />
    ) : (
      <LoadFailedAlert title={t('We could not load the invitation')} query={referrer} />
    );
  }
  return (
    <Card padding="xl" shadow="xs">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconUserPlus size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
          {t('{name} invites you to join CareNet', { name: referrer.data.referrerName })}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t(
            'Patients, doctors and facilities work together on care requests here. The invitation was sent to {email}.',
            { email: invite.email },
          )}
        </Text>
        <Button component={Link} to={signupPathFor(invite)} leftSection={<IconUserPlus size={18} />}>
          {t('Accept and sign up')}
        </Button>
      </Stack>
    </Card>
  );
}

function LinkNotValid() {
  return (
    <UnusableLinkNotice
      title={t('This invitation cannot be used')}
      message={tm(REFERRAL_MESSAGES.linkNotValid)}
      action={
        <Button component={Link} to="/signup" size="sm" variant="white" color="red">
          {t('Sign up without it')}
        </Button>
      }
    />
  );
}
