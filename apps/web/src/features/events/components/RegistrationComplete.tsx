import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDonationAmount, type EventRegistrationDto } from '@carenet/shared';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

/**
 * A registration that holds its place: the server's message (the QR code is on its way) and, with an
 * amount due, the way to the payment page. `eventRef` is the event's slug or id.
 */
export function RegistrationComplete({
  eventRef,
  registration,
  message,
}: {
  eventRef: string;
  registration: EventRegistrationDto;
  message: string;
}) {
  return (
    <Alert color="green" icon={<IconCircleCheck />} title={t('Registration complete')} role="status">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {registration.amountDue > 0 && (
          <Button
            component={Link}
            to={`/event/payment?event=${encodeURIComponent(eventRef)}&registration=${registration._id}&due=${registration.amountDue}&currency=${registration.currency}`}
            variant="light"
            w="fit-content"
          >
            {t('How to pay {amount}', {
              amount: formatDonationAmount(registration.amountDue, registration.currency),
            })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
