import { DateField } from '../../../components/DateField';
import { Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { formatDate } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';
import { SlotPicker, SlotPickerSkeleton } from './SlotPicker';
import type { DaySlots } from './useDaySlots';

interface FreeSlotsFieldProps {
  days: DaySlots;
  value: number | undefined;
  onChange: (startTime: number) => void;
  /** Another day was chosen: the slot picked on the day before is no choice any more. */
  onDayChange: () => void;
  error?: string;
}

/** A day and the doctor's free slots on it, with their loading, empty and failed states. */
export function FreeSlotsField({ days, value, onChange, onDayChange, error }: FreeSlotsFieldProps) {
  const { query, slots } = days;
  return (
    <>
      <DateField
        label={t('Day')}
        minDate={days.today}
        clearable={false}
        value={days.date ?? ''}
        onChange={(next) => {
          days.pickDate(next || null);
          onDayChange();
        }}
        style={{ maxWidth: 240 }}
      />
      <div>
        <Text size="sm" fw={500} mb={6}>
          {t('Free slots on {date}', { date: formatDate(`${days.date}T12:00:00`) })}
        </Text>
        {query.isPending ? (
          <SlotPickerSkeleton />
        ) : query.isError ? (
          <LoadFailedAlert title={tm(APPOINTMENT_MESSAGES.slotsLoadFailed)} query={query} />
        ) : slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            {days.picked
              ? t('No free slots on this day. Please choose another day.')
              : t('No free slots in the coming month.')}
          </Text>
        ) : (
          <SlotPicker slots={slots} value={value} onChange={onChange} error={error} />
        )}
      </div>
    </>
  );
}
