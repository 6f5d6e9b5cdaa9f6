import { Badge, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import {
  DONATION_MESSAGES,
  DONATION_STATUS_LABELS,
  formatDonationAmount,
  type DonationDto,
} from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

/** A recorded pledge, labelled as a pledge: a promise to give, not a payment. */
export function PledgeReceipt({ donation, onDone }: { donation: DonationDto; onDone?: () => void }) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" role="status">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconHeartHandshake size={34} stroke={1.5} />
      </ThemeIcon>
      <Badge color="yellow" variant="light" size="lg" radius="sm" tt="none">
        {tm(DONATION_STATUS_LABELS[donation.status])}
      </Badge>
      <Text fw={700} fz={28}>
        {formatDonationAmount(donation.amount, donation.currency)}
      </Text>
      <Text maw={400}>{tm(DONATION_MESSAGES.pledgeRecorded)}</Text>
      {onDone && (
        <Button variant="default" onClick={onDone} mt="xs">
          {t('Done')}
        </Button>
      )}
    </Stack>
  );
}
