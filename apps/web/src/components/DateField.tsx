// The date picker's styles come with it: pages without a date field do not load them.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseDisplayDate } from '../lib/dateInput';
import { t } from '../lib/i18n';

/** The format every date in CareNet reads in (docs/screens-and-flows.md#formats), typed or picked. */
export const DATE_FORMAT = 'DD-MMM-YYYY';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** 'YYYY-MM-DD', or '' when empty: what a browser's date input would hold. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed or picked as DD-MMM-YYYY whatever the browser's language (a native date input shows
 * mm/dd/yyyy in American English), holding 'YYYY-MM-DD' like the native input it replaces.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      placeholder={t('DD-MMM-YYYY')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      dateParser={(text) => parseDisplayDate(text)}
      clearable
      clearButtonProps={{ 'aria-label': t('Clear date') }}
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
