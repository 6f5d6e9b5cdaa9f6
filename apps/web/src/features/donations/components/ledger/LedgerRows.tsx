import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import {
  DONATION_STATUS_LABELS,
  formatDonationAmount,
  type DonationLedgerEntryDto,
  type DonationLedgerRecipientDto,
} from '@carenet/shared';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { requestDetailPath } from '../../../../lib/requestPaths';
import { DONATION_STATUS_COLOURS } from '../statusColours';
import { t, tm } from '../../../../lib/i18n';

interface RowsProps {
  entries: DonationLedgerEntryDto[];
}

const recipientPath = (recipient: DonationLedgerRecipientDto) =>
  recipient.kind === 'request'
    ? requestDetailPath({ _id: recipient._id, name: recipient.name })
    : `/event/${encodeURIComponent(recipient.name)}`;

function Donor({ entry }: { entry: DonationLedgerEntryDto }) {
  const { donor } = entry;
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {donor.name ?? (donor.userId ? t('CareNet member') : t('Deleted account'))}
        </Text>
        {donor.guest && (
          <Badge size="xs" variant="outline" color="gray" radius="sm" tt="none" miw="max-content">
            {t('Guest')}
          </Badge>
        )}
      </Group>
      {donor.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {donor.email}
        </Text>
      )}
    </div>
  );
}

function Recipient({ recipient }: { recipient: DonationLedgerRecipientDto }) {
  return (
    <Stack gap={2} align="flex-start" style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {recipient.kind === 'request' ? t('Request') : t('Event')}
      </Text>
      <Anchor component={Link} to={recipientPath(recipient)} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {recipient.title}
      </Anchor>
    </Stack>
  );
}

function State({ entry }: { entry: DonationLedgerEntryDto }) {
  return (
    // Never cut short: the state is what a reconciling administrator reads first.
    <Badge
      size="sm"
      variant="light"
      radius="sm"
      tt="none"
      miw="max-content"
      color={DONATION_STATUS_COLOURS[entry.status]}
    >
      {tm(DONATION_STATUS_LABELS[entry.status])}
    </Badge>
  );
}

/** How the gift was to be paid, and what the provider knows it by. */
function Payment({ entry }: { entry: DonationLedgerEntryDto }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm">{entry.driver === 'stripe' ? t('Stripe') : t('Offline pledge')}</Text>
      {entry.paidAt && (
        <Text size="xs" c="dimmed">
          {t('Paid on {date}', { date: formatDate(entry.paidAt) })}
        </Text>
      )}
      {entry.providerPaymentId && (
        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.providerPaymentId}
        </Text>
      )}
    </Stack>
  );
}

/** Wide screens: one row per gift. */
export function LedgerTable({ entries }: RowsProps) {
  return (
    <Card padding={0} shadow="xs" visibleFrom="sm">
      {/* A native scroller that takes focus, so a keyboard can scroll the table sideways (axe scrollable-region-focusable). */}
      <Table.ScrollContainer
        minWidth={960}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('Donations')}
      >
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('Donations')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Date')}</Table.Th>
              <Table.Th>{t('Donor')}</Table.Th>
              <Table.Th>{t('Given to')}</Table.Th>
              <Table.Th ta="right">{t('Amount')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Payment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td maw={240}>
                  <Donor entry={entry} />
                </Table.Td>
                <Table.Td maw={260}>
                  <Recipient recipient={entry.recipient} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDonationAmount(entry.amount, entry.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <State entry={entry} />
                </Table.Td>
                <Table.Td maw={220}>
                  <Payment entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Phones: one card per gift instead of a table. */
export function LedgerCards({ entries }: RowsProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {entries.map((entry) => (
        <Card
          key={entry._id}
          padding="md"
          shadow="xs"
          component="article"
          aria-label={formatDonationAmount(entry.amount, entry.currency)}
        >
          <Stack gap={8}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="md" fw={700}>
                {formatDonationAmount(entry.amount, entry.currency)}
              </Text>
              <State entry={entry} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
            </Text>
            <Donor entry={entry} />
            <Recipient recipient={entry.recipient} />
            <Payment entry={entry} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
