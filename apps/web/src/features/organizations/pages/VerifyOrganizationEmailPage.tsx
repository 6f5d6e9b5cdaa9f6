import { Alert, Button, Card, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHome, IconLinkOff } from '@tabler/icons-react';
import { ORGANIZATION_MESSAGES } from '@carenet/shared';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ApiError } from '../../../lib/api';
import { useConfirmOrganizationEmail } from '../api';
import { t, tm } from '../../../lib/i18n';

/**
 * /verifyOrganizationEmail/{orgId}/{userId}#token: where the facility e-mail confirmation link leads.
 * The token rides in the fragment, which the browser never sends to a server, and is sent once.
 */
export function VerifyOrganizationEmailPage() {
  const { orgId = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '').trim();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {token ? (
        <Confirmation orgId={orgId} token={token} />
      ) : (
        <LinkRefused message={tm(ORGANIZATION_MESSAGES.emailTokenInvalid)} />
      )}
    </Container>
  );
}

function Confirmation({ orgId, token }: { orgId: string; token: string }) {
  const confirmation = useConfirmOrganizationEmail(orgId, token);
  if (confirmation.isPending) {
    return (
      <Card padding="lg" shadow="xs" aria-busy="true">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text>{t('Confirming the facility e-mail address…')}</Text>
        </Group>
      </Card>
    );
  }
  if (confirmation.isError) {
    const { error } = confirmation;
    // A refused link (used, expired, wrong) is final; a lost connection is not.
    const refused = error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
    return refused ? (
      <LinkRefused message={error.message} />
    ) : (
      <LoadFailedAlert title={t('We could not confirm the e-mail address')} query={confirmation} />
    );
  }
  const { data: organization, message } = confirmation.data;
  return (
    <Alert
      color="care"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={t('E-mail address confirmed')}
    >
      <Stack gap="sm">
        <Text size="sm">{message || tm(ORGANIZATION_MESSAGES.emailConfirmed)}</Text>
        <Text size="sm" fw={600}>
          {organization.orgName}
        </Text>
        <Group>
          <Button component={Link} to={`/organization/${organization._id}`} size="sm">
            {t('Go to the facility')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function LinkRefused({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconLinkOff size={20} />} title={t('This link cannot be used')}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group>
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
        </Group>
      </Stack>
    </Alert>
  );
}
