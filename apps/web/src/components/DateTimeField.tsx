import { Group, Input, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { localDay } from '../lib/dateInput';
import { DateField } from './DateField';
import { t } from '../lib/i18n';

interface DateTimeFieldProps {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' in the reader's time zone, or '' while either part is missing. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  withAsterisk?: boolean;
  /** The earliest instant that may be picked (docs/validation-and-limits.md#clinical: meet-link pickers disallow past dates). */
  minMs?: number;
}

/**
 * A day (DD-MMM-YYYY) and a time, for the meet-link dialog. Holds the value a datetime-local input
 * would, which shows mm/dd/yyyy in an American-English browser; the two parts are kept while only one
 * is filled, and the value is '' until both are.
 */
export function DateTimeField({ label, value, onChange, error, withAsterisk, minMs }: DateTimeFieldProps) {
  const id = useId();
  const [day, setDay] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));

  // A reset of the form (another meeting opened) replaces both parts.
  useEffect(() => {
    if (value) {
      setDay(value.slice(0, 10));
      setTime(value.slice(11, 16));
    }
  }, [value]);

  const change = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    onChange(nextDay && nextTime ? `${nextDay}T${nextTime}` : '');
  };

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error} id={id}>
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <DateField
          aria-label={t('{label} date', { label })}
          value={day}
          onChange={(next) => change(next, time)}
          minDate={minMs === undefined ? undefined : localDay(minMs)}
          error={Boolean(error)}
          style={{ flex: 3, minWidth: 0 }}
        />
        <TextInput
          type="time"
          aria-label={t('{label} time', { label })}
          value={time}
          onChange={(event) => change(day, event.currentTarget.value)}
          error={Boolean(error)}
          style={{ flex: 2, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
