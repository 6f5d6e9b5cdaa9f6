import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DONATION_STATUS_LABELS, formatDonationAmount, type DonationLedgerTotalDto } from '@carenet/shared';
import { DONATION_STATUS_COLOURS } from '../statusColours';
import { formatNumber, t, tm } from '../../../../lib/i18n';

/**
 * The sums of every gift the filters match, one card per currency with a line per state: amounts in
 * different currencies are never added together.
 */
export function LedgerTotals({ totals }: { totals: DonationLedgerTotalDto[] }) {
  const currencies = [...new Set(totals.map((total) => total.currency))];
  return (
    <section aria-labelledby="ledger-totals-title">
      <Title order={2} fz="lg" mb="sm" id="ledger-totals-title">
        {t('Totals')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {currencies.map((currency) => (
          <Card
            key={currency}
            padding="md"
            shadow="xs"
            component="article"
            aria-label={currency.toUpperCase()}
          >
            <Text fw={700} mb="xs">
              {currency.toUpperCase()}
            </Text>
            <Stack gap={6}>
              {totals
                .filter((total) => total.currency === currency)
                .map((total) => (
                  <Group key={total.status} justify="space-between" gap="xs" wrap="nowrap">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge
                        size="sm"
                        variant="light"
                        radius="sm"
                        tt="none"
                        color={DONATION_STATUS_COLOURS[total.status]}
                      >
                        {tm(DONATION_STATUS_LABELS[total.status])}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {total.count === 1
                          ? t('1 donation')
                          : t('{count} donations', { count: formatNumber(total.count) })}
                      </Text>
                    </Group>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatDonationAmount(total.amount, total.currency)}
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
