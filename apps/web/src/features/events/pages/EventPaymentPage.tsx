import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { DONATION_MESSAGES, formatDonationAmount } from '@carenet/shared';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { t, tm } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';

/**
 * /event/payment: a chromeless page (no top bar or footer) where a registration's amount due is paid,
 * and where a provider's checkout returns to. Without a payment provider, it says how to pay at the door.
 */
export function EventPaymentPage() {
  const [params] = useSearchParams();
  const slug = params.get('event');
  const due = Number(params.get('due') ?? '0');
  const currency = params.get('currency') ?? 'inr';
  const outcome = params.get('payment');
  const eventLink = slug ? `/event/${encodeURIComponent(slug)}` : '/';
  return (
    <Container size="xs" px="sm" py="xl">
      <Card padding="lg" shadow="xs" withBorder>
        <Stack gap="md">
          <Anchor component={Link} to="/" aria-label={t('CareNet home')} w="fit-content">
            <Logo />
          </Anchor>
          <Title order={1} fz={24}>
            {t('Event payment')}
          </Title>
          {outcome === 'success' && (
            <Alert color="green">{tm(DONATION_MESSAGES.paymentReturnSucceeded)}</Alert>
          )}
          {outcome === 'cancelled' && (
            <Alert color="yellow">{tm(DONATION_MESSAGES.paymentReturnCancelled)}</Alert>
          )}
          {!outcome && due > 0 && (
            <>
              <Text>
                {fillIn(t('Amount due for your registration: {amount}.'), {
                  amount: <strong>{formatDonationAmount(due, currency)}</strong>,
                })}
              </Text>
              <Alert color="blue">
                {t(
                  'Online payment is not set up on CareNet yet. Please pay at the registration desk of the event; your check-in QR code is in your e-mail.',
                )}
              </Alert>
            </>
          )}
          {!outcome && !(due > 0) && <Text>{t('There is nothing to pay.')}</Text>}
          <Anchor component={Link} to={eventLink}>
            {t('Back to the event')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
