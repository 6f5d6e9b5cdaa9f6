import { Group } from '@mantine/core';
import { MAX_STATISTICS_DAYS, STATISTICS_MESSAGES } from '@carenet/shared';
import { DateField } from '../../../components/DateField';
import type { DateRange } from '../api';
import { t, tm } from '../../../lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is wrong with the range, as the API would say it; null when it can be asked for. */
function rangeError(range: DateRange): string | null {
  if (!range.startDate || !range.endDate) return null;
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS;
  if (days < 0) return tm(STATISTICS_MESSAGES.dateRangeInvalid);
  if (days >= MAX_STATISTICS_DAYS) return tm(STATISTICS_MESSAGES.dateRangeTooLong);
  return null;
}

/** The range is usable: both days given, in order, and not longer than the API answers for. */
export const rangeIsValid = (range: DateRange) =>
  Boolean(range.startDate && range.endDate) && rangeError(range) === null;

interface RangeFilterProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
}

/** The days the charts count, both included. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  return (
    <Group grow gap="sm" align="flex-start" maw={460}>
      {/* No minDate/maxDate: a day outside them would be dropped silently; the error below says why instead. */}
      <DateField
        label={t('From')}
        required
        value={value.startDate}
        onChange={(startDate) => onChange({ ...value, startDate })}
      />
      <DateField
        label={t('To')}
        required
        value={value.endDate}
        onChange={(endDate) => onChange({ ...value, endDate })}
        error={rangeError(value) ?? undefined}
      />
    </Group>
  );
}
