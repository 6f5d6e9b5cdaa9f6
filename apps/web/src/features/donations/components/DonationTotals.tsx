import { Group, Stack, Text } from '@mantine/core';
import { formatDonationAmount, type DonationTotalDto } from '@carenet/shared';

/** What a request has raised per currency: paid, and pledged apart (promised, not paid yet). */
export function DonationTotals({ totals }: { totals: DonationTotalDto[] }) {
  return (
    <Stack gap="sm">
      {totals.map((total) => (
        <div key={total.currency}>
          <Group gap={6} align="baseline">
            <Text fw={700} fz={24} lh={1.2}>
              {formatDonationAmount(total.paid, total.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              raised
            </Text>
          </Group>
          {total.pledged > 0 && (
            <Text size="sm">{formatDonationAmount(total.pledged, total.currency)} pledged, not paid yet</Text>
          )}
          <Text size="xs" c="dimmed">
            {total.count === 1 ? '1 donation' : `${total.count} donations`}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
