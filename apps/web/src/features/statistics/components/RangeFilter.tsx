import { Group, TextInput } from '@mantine/core';
import { STATISTICS_MESSAGES } from '@carenet/shared';
import type { DateRange } from '../api';

/** The range is usable: both days given and the start not after the end. */
export const rangeIsValid = (range: DateRange) =>
  Boolean(range.startDate && range.endDate && range.startDate <= range.endDate);

interface RangeFilterProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
}

/** The days the charts count, both included. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const reversed = Boolean(value.startDate && value.endDate && value.startDate > value.endDate);
  return (
    <Group grow gap="sm" align="flex-start" maw={460}>
      <TextInput
        type="date"
        label="From"
        required
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(event) => onChange({ ...value, startDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        required
        value={value.endDate}
        min={value.startDate || undefined}
        onChange={(event) => onChange({ ...value, endDate: event.currentTarget.value })}
        error={reversed ? STATISTICS_MESSAGES.dateRangeInvalid : undefined}
      />
    </Group>
  );
}
