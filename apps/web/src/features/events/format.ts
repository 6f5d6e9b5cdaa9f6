import { formatDonationAmount } from '@carenet/shared';

/** An event's date range as people read it: '29-Dec-2026 09:30 AM to 06:30 PM'. */
export function eventWhen(startsAt: string, endsAt: string): string {
  const format = (date: Date, withDay: boolean) => {
    const day = date
      .toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' })
      .replace(/ /g, '-');
    const time = date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
    return withDay ? `${day} ${time}` : time;
  };
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return `${format(start, true)} to ${format(end, !sameDay)}`;
}

export const feeLabel = (fee: number, currency: string) =>
  fee > 0 ? formatDonationAmount(fee, currency) : 'Free';
