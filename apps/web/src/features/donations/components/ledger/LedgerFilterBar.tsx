import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import {
  DONATION_LEDGER_MESSAGES,
  DONATION_STATUSES,
  DONATION_STATUS_LABELS,
  type DonationLedgerRecipientDto,
  type DonationStatus,
} from '@carenet/shared';
import { DateField } from '../../../../components/DateField';
import { NO_LEDGER_FILTERS, recipientValue, type LedgerFilters } from '../../ledgerApi';
import { t, tm } from '../../../../lib/i18n';

/** The start day is after the end day (the API refuses that range). */
export const ledgerRangeInvalid = (filters: LedgerFilters) =>
  Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);

interface LedgerFilterBarProps {
  value: LedgerFilters;
  onChange: (next: LedgerFilters) => void;
  /** The requests and events that have received gifts (empty while they load). */
  recipients: DonationLedgerRecipientDto[];
}

/** The state, the request or event, the donor (name or e-mail) and the days (both included). */
export function LedgerFilterBar({ value, onChange, recipients }: LedgerFilterBarProps) {
  const set = <K extends keyof LedgerFilters>(key: K, next: LedgerFilters[K]) =>
    onChange({ ...value, [key]: next });
  const isFiltered = JSON.stringify(value) !== JSON.stringify(NO_LEDGER_FILTERS);
  const optionsOf = (kind: DonationLedgerRecipientDto['kind']) =>
    recipients
      .filter((recipient) => recipient.kind === kind)
      .map((recipient) => ({ value: recipientValue(recipient), label: recipient.title }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
      <Select
        label={t('Status')}
        placeholder={t('Any status')}
        data={DONATION_STATUSES.map((status) => ({
          value: status,
          label: tm(DONATION_STATUS_LABELS[status]),
        }))}
        value={value.status}
        onChange={(next) => set('status', next as DonationStatus | null)}
        clearable
      />
      <Select
        label={t('Request or event')}
        placeholder={t('Every request and event')}
        data={[
          { group: t('Requests'), items: optionsOf('request') },
          { group: t('Events'), items: optionsOf('event') },
        ].filter((group) => group.items.length > 0)}
        value={value.recipient}
        onChange={(next) => set('recipient', next)}
        searchable
        clearable
        nothingFoundMessage={t('No request or event found')}
      />
      <TextInput
        label={t('Donor')}
        placeholder={t('Name or e-mail')}
        leftSection={<IconSearch size={16} />}
        value={value.donor}
        onChange={(event) => set('donor', event.currentTarget.value)}
      />
      <Group grow gap="sm" align="flex-start">
        <DateField label={t('From')} value={value.startDate} onChange={(next) => set('startDate', next)} />
        <DateField
          label={t('To')}
          value={value.endDate}
          onChange={(next) => set('endDate', next)}
          error={ledgerRangeInvalid(value) ? tm(DONATION_LEDGER_MESSAGES.dateRangeInvalid) : undefined}
        />
      </Group>
      <Group align="flex-end">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          disabled={!isFiltered}
          onClick={() => onChange(NO_LEDGER_FILTERS)}
        >
          {t('Clear filters')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
