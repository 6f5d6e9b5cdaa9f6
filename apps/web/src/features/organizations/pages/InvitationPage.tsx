import { Button, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconHome, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { ORGANIZATION_MESSAGES, type OrganizationInvitationDto } from '@carenet/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { UnusableLinkNotice } from '../../../components/UnusableLinkNotice';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifySuccess } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api';
import { loginPathFor, storeRedirect } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { useAcceptInvitation, useInvitationPreview } from '../membersApi';
import { t, tm } from '../../../lib/i18n';

/**
 * /invitation#token: where a facility's invitation e-mail leads. It shows which facility invites and as
 * what, and accepts it for the signed-in user (a visitor signs in first and comes back here).
 */
export function InvitationPage() {
  const token = useLocation().hash.replace(/^#/, '').trim();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {token ? (
        <Invitation token={token} />
      ) : (
        <InvitationRefused message={tm(ORGANIZATION_MESSAGES.invitationNotFound)} />
      )}
    </Container>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) {
    return <Skeleton height={200} radius="md" aria-busy="true" aria-label={t('Loading the invitation')} />;
  }
  if (preview.isError) {
    const { error } = preview;
    const refused = error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
    return refused ? (
      <InvitationRefused message={error.message} />
    ) : (
      <LoadFailedAlert title={t('We could not load the invitation')} query={preview} />
    );
  }
  const invitation = preview.data;
  if (invitation.accepted) return <InvitationRefused message={tm(ORGANIZATION_MESSAGES.invitationUsed)} />;
  if (invitation.expired) return <InvitationRefused message={tm(ORGANIZATION_MESSAGES.invitationExpired)} />;
  return <InvitationCard token={token} invitation={invitation} />;
}

function InvitationCard({ token, invitation }: { token: string; invitation: OrganizationInvitationDto }) {
  const session = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const here = `/invitation#${token}`;

  const acceptInvitation = () => {
    setProblem(null);
    accept.mutate(token, {
      onSuccess: ({ message }) => {
        notifySuccess(message || tm(ORGANIZATION_MESSAGES.invitationAccepted));
        void navigate(`/facilityrequest/${invitation.orgId}`, { replace: true });
      },
      onError: (err) => setProblem(errorMessage(err)),
    });
  };

  return (
    <Card padding="xl" shadow="xs">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconBuildingHospital size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t('You are invited to join {facility}', { facility: invitation.orgName })}
        </Title>
        <Text c="dimmed">
          {invitation.role === 'admin'
            ? t('as an admin, to act for the facility on CareNet. The invitation was sent to {email}.', {
                email: invitation.email,
              })
            : t('as a member, to act for the facility on CareNet. The invitation was sent to {email}.', {
                email: invitation.email,
              })}
        </Text>
        <FormErrorAlert message={problem} />
        {session ? (
          <Button onClick={acceptInvitation} loading={accept.isPending}>
            {t('Accept invitation')}
          </Button>
        ) : (
          <Stack gap={6} align="center">
            <Text size="sm">{t('Sign in with {email} to accept it.', { email: invitation.email })}</Text>
            <Group gap="sm" justify="center">
              <Button component={Link} to={loginPathFor(here)} leftSection={<IconLogin size={18} />}>
                {t('Sign in to accept')}
              </Button>
              {/* Signing up ends at the e-mail check, which then comes back here (the stored redirect). */}
              <Button
                component={Link}
                to="/signup"
                variant="default"
                leftSection={<IconUserPlus size={18} />}
                onClick={() => storeRedirect(here)}
              >
                {t('Create an account')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function InvitationRefused({ message }: { message: string }) {
  return (
    <UnusableLinkNotice
      title={t('This invitation cannot be used')}
      message={message}
      action={
        <Button
          component={Link}
          to="/"
          size="sm"
          variant="white"
          color="red"
          leftSection={<IconHome size={16} />}
        >
          {t('Go to the home page')}
        </Button>
      }
    />
  );
}
