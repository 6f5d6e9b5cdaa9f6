import { Alert, Button, Card, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { APPLICATION_MESSAGES, type ApplicationDto } from '@carenet/shared';
import { Link, useLocation } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ApiError } from '../../../lib/api';
import { requestDetailPath } from '../../../lib/requestPaths';
import { useConfirmApplication } from '../api';
import { t, tm } from '../../../lib/i18n';

/**
 * Where a guest's confirmation e-mail leads: /applications/confirm#<token>. The token sits in the
 * fragment, which the browser never sends to a server, and is sent once to confirm the application.
 */
export function ConfirmApplicationPage() {
  const token = useLocation().hash.replace(/^#/, '').trim();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {token ? (
        <Confirmation token={token} />
      ) : (
        <LinkRefused message={tm(APPLICATION_MESSAGES.confirmationTokenRequired)} />
      )}
    </Container>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useConfirmApplication(token);
  if (confirmation.isPending) {
    return (
      <Card padding="lg" shadow="xs" aria-busy="true">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text>{tm(APPLICATION_MESSAGES.confirming)}</Text>
        </Group>
      </Card>
    );
  }
  if (confirmation.isError) {
    const { error } = confirmation;
    // A refused link (used, expired, the request closed, too many tries) is final; a lost connection is not.
    const refused = error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
    return refused ? (
      <LinkRefused message={error.message} />
    ) : (
      <LoadFailedAlert title={tm(APPLICATION_MESSAGES.linkRefusedTitle)} query={confirmation} />
    );
  }
  return <Confirmed application={confirmation.data} />;
}

function Confirmed({ application }: { application: ApplicationDto }) {
  const request = application.donation_request_info;
  return (
    <Alert
      color="care"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={tm(APPLICATION_MESSAGES.confirmedTitle)}
    >
      <Stack gap="sm">
        <Text size="sm">{tm(APPLICATION_MESSAGES.applicationConfirmed)}</Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Text>
        <Group>
          <Button component={Link} to={requestDetailPath({ _id: request._id, name: request.name })} size="xs">
            {t('View the request')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function LinkRefused({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconLinkOff size={20} />}
      title={tm(APPLICATION_MESSAGES.linkRefusedTitle)}
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group>
          <Button component={Link} to="/" size="xs" variant="white" color="red">
            {t('Go to the home page')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
