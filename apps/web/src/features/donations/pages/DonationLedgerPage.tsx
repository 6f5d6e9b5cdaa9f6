import {
  Box,
  Button,
  Card,
  Container,
  Group,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DONATION_LEDGER_PAGE_SIZE } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import {
  NO_LEDGER_FILTERS,
  downloadLedgerCsv,
  useDonationLedger,
  useLedgerRecipients,
  type LedgerFilters,
} from '../ledgerApi';
import { LedgerFilterBar, ledgerRangeInvalid } from '../components/ledger/LedgerFilterBar';
import { LedgerCards, LedgerTable } from '../components/ledger/LedgerRows';
import { LedgerTotals } from '../components/ledger/LedgerTotals';
import { formatNumber, t } from '../../../lib/i18n';

/**
 * /admin/donationLedger: every gift to requests and events with where its payment stands, so an
 * administrator can reconcile pledges with payments. The route needs viewDonationLedger.
 */
export function DonationLedgerPage() {
  const [filters, setFilters] = useState<LedgerFilters>(NO_LEDGER_FILTERS);
  const [page, setPage] = useState(1);
  // Typed text is sent once the typing pauses, not at every key.
  const [donor] = useDebouncedValue(filters.donor.trim(), 350);
  const sent = useMemo(() => ({ ...filters, donor }), [filters, donor]);
  const validRange = !ledgerRangeInvalid(filters);
  const query = useDonationLedger(sent, page, validRange);
  const recipients = useLedgerRecipients();
  const download = useMutation({
    mutationFn: () => downloadLedgerCsv(sent),
    onError: (err) => notifyFailure(errorMessage(err), t('The download failed')),
  });

  const changeFilters = (next: LedgerFilters) => {
    setFilters(next);
    setPage(1);
  };

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DONATION_LEDGER_PAGE_SIZE));
  const first = total ? (page - 1) * DONATION_LEDGER_PAGE_SIZE + 1 : 0;
  const last = Math.min(page * DONATION_LEDGER_PAGE_SIZE, total);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_LEDGER_FILTERS);

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="lg">
            <Group justify="space-between" gap="md">
              <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <IconReceipt size={26} stroke={1.6} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 22, sm: 26 }}>
                    {t('Donation Ledger')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(
                      'Every donation to requests and events and where its payment stands, newest first. The totals add up every donation the filters match.',
                    )}
                  </Text>
                </div>
              </Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={18} />}
                loading={download.isPending}
                disabled={!validRange || total === 0}
                onClick={() => download.mutate()}
              >
                {t('Download CSV')}
              </Button>
            </Group>
            <LedgerFilterBar value={filters} onChange={changeFilters} recipients={recipients.data ?? []} />
          </Stack>
        </Card>

        {query.isError ? (
          <LoadFailedAlert title={t('We could not load the donation ledger')} query={query} />
        ) : !query.data ? (
          validRange ? (
            <Skeleton height={240} radius="md" aria-label={t('Loading the donation ledger')} />
          ) : null
        ) : total === 0 ? (
          <Card padding="xl" shadow="xs">
            <Text ta="center" c="dimmed" aria-live="polite">
              {filtered
                ? t('No donations match these filters.')
                : t('No donations yet. Gifts to requests and events are listed here as they are made.')}
            </Text>
          </Card>
        ) : (
          <Stack gap="md">
            <LedgerTotals totals={query.data.totals} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('Showing {first}–{last} of {total} donations', {
                first: formatNumber(first),
                last: formatNumber(last),
                total: formatNumber(total),
              })}
            </Text>
            <Box pos="relative">
              <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
              <LedgerTable entries={query.data.items} />
              <LedgerCards entries={query.data.items} />
            </Box>
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
