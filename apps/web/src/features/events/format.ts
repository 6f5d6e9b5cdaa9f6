import { formatDonationAmount } from '@carenet/shared';
import { formatDate, formatTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

/** An event's date range as people read it: '29-Dec-2026 09:30 AM to 06:30 PM'. */
export function eventWhen(startsAt: string, endsAt: string): string {
  const format = (date: Date, withDay: boolean) => {
    const iso = date.toISOString();
    return withDay ? `${formatDate(iso)} ${formatTime(iso)}` : formatTime(iso);
  };
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return t('{start} to {end}', { start: format(start, true), end: format(end, !sameDay) });
}

export const feeLabel = (fee: number, currency: string) =>
  fee > 0 ? formatDonationAmount(fee, currency) : t('Free');
