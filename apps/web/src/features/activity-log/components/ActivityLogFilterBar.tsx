import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { ACTIVITY_LOG_CATEGORIES, ACTIVITY_LOG_MESSAGES, type ActivityLogCategory } from '@carenet/shared';
import { DateField } from '../../../components/DateField';
import { NO_ACTIVITY_FILTERS, type ActivityLogFilters } from '../api';
import { t, tm } from '../../../lib/i18n';

/** The start day is after the end day (the API refuses that range). */
export const activityRangeInvalid = (filters: ActivityLogFilters) =>
  Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);

interface ActivityLogFilterBarProps {
  value: ActivityLogFilters;
  onChange: (next: ActivityLogFilters) => void;
}

/** Who (name or e-mail), the action, the category and the days (both included). */
export function ActivityLogFilterBar({ value, onChange }: ActivityLogFilterBarProps) {
  const set = <K extends keyof ActivityLogFilters>(key: K, next: ActivityLogFilters[K]) =>
    onChange({ ...value, [key]: next });
  const isFiltered = JSON.stringify(value) !== JSON.stringify(NO_ACTIVITY_FILTERS);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('User')}
        placeholder={t('Name or e-mail')}
        leftSection={<IconSearch size={16} />}
        value={value.user}
        onChange={(event) => set('user', event.currentTarget.value)}
      />
      <TextInput
        label={t('Action')}
        placeholder={t('For example medicalRecord or login')}
        value={value.action}
        onChange={(event) => set('action', event.currentTarget.value)}
      />
      <Select
        label={t('Category')}
        placeholder={t('Any category')}
        data={ACTIVITY_LOG_CATEGORIES.map((category) => ({ value: category, label: tm(category) }))}
        value={value.category}
        onChange={(next) => set('category', next as ActivityLogCategory | null)}
        clearable
      />
      <Group grow gap="sm" align="flex-start">
        {/* No minDate/maxDate: a day outside them would be dropped silently; the error below says why instead. */}
        <DateField label={t('From')} value={value.startDate} onChange={(next) => set('startDate', next)} />
        <DateField
          label={t('To')}
          value={value.endDate}
          onChange={(next) => set('endDate', next)}
          error={activityRangeInvalid(value) ? tm(ACTIVITY_LOG_MESSAGES.dateRangeInvalid) : undefined}
        />
      </Group>
      <Group align="flex-end">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          disabled={!isFiltered}
          onClick={() => onChange(NO_ACTIVITY_FILTERS)}
        >
          {t('Clear filters')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
