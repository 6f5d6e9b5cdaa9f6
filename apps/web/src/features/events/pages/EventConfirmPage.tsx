import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { EVENT_MESSAGES, type EventRegistrationDto } from '@carenet/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { Logo } from '../../../components/Logo';
import { UnusableLinkNotice } from '../../../components/UnusableLinkNotice';
import { ApiError, errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { useConfirmRegistration } from '../api';
import { RegistrationComplete } from '../components/RegistrationComplete';

/** The secret of the mailed link: in the fragment, so it never reaches a server log. */
const secretFromLink = () => decodeURIComponent(window.location.hash.slice(1)).trim();

function LinkNotUsable({ message }: { message: string }) {
  return (
    <UnusableLinkNotice
      title={t('This link cannot be used')}
      message={message}
      action={
        <Button component={Link} to="/" size="sm" variant="white" color="red">
          {t('Go to the home page')}
        </Button>
      }
    />
  );
}

/**
 * /event/registration/confirm#<secret>: a chromeless page the confirmation e-mail's link opens. The
 * registration is confirmed only when the person presses the button, so a mail scanner that opens links
 * confirms nothing; it then holds its place and the check-in QR code is mailed.
 */
export function EventConfirmPage() {
  const [secret] = useState(secretFromLink);
  const confirm = useConfirmRegistration();
  const [done, setDone] = useState<{ registration: EventRegistrationDto; message: string } | null>(null);
  const [error, setError] = useState<{ message: string; linkUnusable: boolean } | null>(null);

  const onConfirm = async () => {
    setError(null);
    try {
      const result = await confirm.mutateAsync(secret);
      setDone({ registration: result.data, message: result.message });
    } catch (err) {
      setError({
        message: errorMessage(err),
        linkUnusable: err instanceof ApiError && err.statusCode === 404,
      });
    }
  };

  let body;
  if (!secret) body = <LinkNotUsable message={tm(EVENT_MESSAGES.confirmationInvalid)} />;
  else if (error?.linkUnusable) body = <LinkNotUsable message={error.message} />;
  else if (done) {
    body = (
      <Stack gap="md">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t('Your registration is confirmed')}
        </Title>
        <RegistrationComplete
          eventRef={done.registration.eventId}
          registration={done.registration}
          message={done.message}
        />
        <Anchor component={Link} to={`/event/${encodeURIComponent(done.registration.eventId)}`}>
          {t('Back to the event')}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t('Confirm your registration')}
        </Title>
        <Text>
          {t(
            'Press the button to confirm that this e-mail address is yours. Your place is then held and your check-in QR code is sent to you.',
          )}
        </Text>
        <FormErrorAlert message={error?.message ?? null} />
        <Button
          onClick={() => void onConfirm()}
          loading={confirm.isPending}
          leftSection={<IconCircleCheck size={18} />}
          fullWidth
        >
          {t('Confirm my registration')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="xs" px="sm" py="xl">
      <Card padding="lg" shadow="xs" withBorder>
        <Stack gap="md">
          <Anchor component={Link} to="/" aria-label={t('CareNet home')} w="fit-content">
            <Logo />
          </Anchor>
          {body}
        </Stack>
      </Card>
    </Container>
  );
}
