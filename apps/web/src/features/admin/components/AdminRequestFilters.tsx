import { DateField } from '../../../components/DateField';
import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import {
  CREATOR_TYPES,
  CREATOR_TYPE_LABELS,
  REQUEST_MESSAGES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
  type CreatorType,
  type RequestType,
} from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

export interface AdminFilters {
  status: string[];
  keyword: string;
  requestType: RequestType | null;
  creatorType: CreatorType | null;
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: AdminFilters = {
  status: [],
  keyword: '',
  requestType: null,
  creatorType: null,
  startDate: '',
  endDate: '',
};

// Built at render time, so the labels are in the page's language.
const statusOptions = () =>
  Object.entries(REQUEST_STATUSES).map(([code, info]) => ({ value: code, label: tm(info.label) }));
const typeOptions = () =>
  REQUEST_TYPES.map((type) => ({ value: type, label: tm(REQUEST_TYPE_LABELS[type]) }));
const creatorOptions = () =>
  CREATOR_TYPES.map((type) => ({ value: type, label: tm(CREATOR_TYPE_LABELS[type]) }));

/** The start date is after the end date (the API refuses that range). */
export function dateRangeInvalid(filters: AdminFilters): boolean {
  return Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);
}

interface AdminRequestFiltersProps {
  value: AdminFilters;
  onChange: (next: AdminFilters) => void;
}

/** Status (several), keyword, request type, creator type and the created-date range. */
export function AdminRequestFilters({ value, onChange }: AdminRequestFiltersProps) {
  const set = <K extends keyof AdminFilters>(key: K, next: AdminFilters[K]) =>
    onChange({ ...value, [key]: next });
  const isFiltered = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('Search')}
        placeholder={t('Title, description or Ref id')}
        leftSection={<IconSearch size={16} />}
        value={value.keyword}
        onChange={(event) => set('keyword', event.currentTarget.value)}
      />
      <MultiSelect
        label={t('Status')}
        placeholder={value.status.length ? undefined : t('Pending, approved and fulfilled')}
        data={statusOptions()}
        value={value.status}
        onChange={(next) => set('status', next)}
        clearable
        searchable
        hidePickedOptions
        maxDropdownHeight={280}
      />
      <Select
        label={t('Request type')}
        placeholder={t('Any type')}
        data={typeOptions()}
        value={value.requestType}
        onChange={(next) => set('requestType', next as RequestType | null)}
        clearable
      />
      <Select
        label={t('Creator type')}
        placeholder={t('Anyone')}
        data={creatorOptions()}
        value={value.creatorType}
        onChange={(next) => set('creatorType', next as CreatorType | null)}
        clearable
      />
      <Group grow gap="sm" align="flex-start">
        <DateField
          label={t('Created from')}
          value={value.startDate}
          maxDate={value.endDate || undefined}
          onChange={(next) => set('startDate', next)}
        />
        <DateField
          label={t('Created to')}
          value={value.endDate}
          minDate={value.startDate || undefined}
          onChange={(next) => set('endDate', next)}
          error={dateRangeInvalid(value) ? tm(REQUEST_MESSAGES.dateRangeInvalid) : undefined}
        />
      </Group>
      <Group align="flex-end">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          disabled={!isFiltered}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('Clear filters')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
