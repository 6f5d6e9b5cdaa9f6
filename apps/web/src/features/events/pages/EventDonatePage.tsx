import {
  Alert,
  Button,
  Card,
  Container,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react';
import {
  DONATION_MESSAGES,
  formatDonationAmount,
  type EventDonationDto,
  type EventDto,
} from '@carenet/shared';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useDonateToEvent, useEvent } from '../api';
import { t, tm } from '../../../lib/i18n';

function DonationForm({ event }: { event: EventDto }) {
  const session = useSession();
  const donate = useDonateToEvent();
  const [amount, setAmount] = useState<number | string>(500);
  const [guestName, setGuestName] = useState('');
  const [guestEmail, setGuestEmail] = useState('');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ donation: EventDonationDto; message: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setFieldErrors({});
    const major = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isFinite(major) || major <= 0) {
      setFieldErrors({ amount: tm(DONATION_MESSAGES.amountRequired) });
      return;
    }
    try {
      const result = await donate.mutateAsync({
        eventId: event._id,
        amount: Math.round(major * 100),
        currency: event.currency,
        ...(session ? {} : { guestName, guestEmail }),
        message: message || undefined,
      });
      if (result.data.checkoutUrl) {
        window.location.assign(result.data.checkoutUrl);
        return;
      }
      setDone({ donation: result.data, message: result.message });
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        setFieldErrors(Object.fromEntries(err.errors.map((item) => [item.path, item.message])));
      } else setFormError(errorMessage(err));
    }
  };

  if (done) {
    return (
      <Alert color="green" icon={<IconCircleCheck />} title={t('Thank you')}>
        <Stack gap="xs">
          <Text size="sm">{done.message}</Text>
          <Text size="sm">
            {t('Your pledge: {amount}.', {
              amount: formatDonationAmount(done.donation.amount, done.donation.currency),
            })}{' '}
            {tm(DONATION_MESSAGES.offlinePledgeNotice)}
          </Text>
          <Button
            component={Link}
            to={`/event/${encodeURIComponent(event.slug)}`}
            variant="light"
            w="fit-content"
          >
            {t('Back to the event')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Card padding="lg" shadow="xs" withBorder>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Donate to the event')}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <NumberInput
            label={t('Amount ({currency})', { currency: event.currency.toUpperCase() })}
            withAsterisk
            min={1}
            clampBehavior="none"
            decimalScale={2}
            thousandSeparator=","
            value={amount}
            onChange={setAmount}
            error={fieldErrors.amount}
          />
          {!session && (
            <>
              <Text size="sm">
                {t('{donateAsGuest}: tell us who you are for the receipt.', {
                  donateAsGuest: tm(DONATION_MESSAGES.donateAsGuest),
                })}
              </Text>
              <TextInput
                label={t('Your name')}
                withAsterisk
                value={guestName}
                onChange={(e) => setGuestName(e.currentTarget.value)}
                error={fieldErrors.guestName}
                autoComplete="name"
              />
              <TextInput
                label={t('Your e-mail address')}
                type="email"
                withAsterisk
                value={guestEmail}
                onChange={(e) => setGuestEmail(e.currentTarget.value)}
                error={fieldErrors.guestEmail}
                autoComplete="email"
              />
            </>
          )}
          <Textarea
            label={t('Message (optional)')}
            autosize
            minRows={2}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={fieldErrors.message}
          />
          <Button type="submit" loading={donate.isPending}>
            {t('Donate')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** /event/{slug}/donate: a guest or signed-in person gives to the event through the payments driver. */
export function EventDonatePage() {
  const { slug = '' } = useParams();
  const query = useEvent(slug);
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<Skeleton height={320} />}
        notFound={
          <NotFoundState icon={IconCalendarEvent} title={t('Event not found')}>
            {t('This event was not found. It may have been moved or its address mistyped.')}
          </NotFoundState>
        }
        failedTitle={t('We could not load this event')}
      >
        {(event) => (
          <Stack gap="md">
            <Title order={1}>{t('Donate to {title}', { title: event.title })}</Title>
            <Text>{t('Donations fund the free screenings and care offered at the event.')}</Text>
            <DonationForm event={event} />
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
