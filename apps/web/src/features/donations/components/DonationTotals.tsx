import { Group, Stack, Text } from '@mantine/core';
import { formatDonationAmount, type DonationTotalDto } from '@carenet/shared';
import { t } from '../../../lib/i18n';

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
              {t('raised')}
            </Text>
          </Group>
          {total.pledged > 0 && (
            <Text size="sm">
              {t('{amount} pledged, not paid yet', {
                amount: formatDonationAmount(total.pledged, total.currency),
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {total.count === 1 ? t('1 donation') : t('{count} donations', { count: total.count })}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
