import { toMonthValue } from './formValues';
import { localeTag } from '../../lib/i18n';

/** Month names in the page's language ('May 2020', 'मई 2020'). */
const MONTH_FORMAT = new Intl.DateTimeFormat(localeTag, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'May 2020' for '2020-05' (or any full date), '' when there is nothing readable. */
export function formatMonth(value: string | null | undefined): string {
  const month = toMonthValue(value);
  return month ? MONTH_FORMAT.format(new Date(`${month}-01T00:00:00Z`)) : '';
}

/**
 * 'May 2020 – Present', 'May 2020 – Jun 2022', or a single month. An empty end means "ongoing" only
 * for lists where that reads naturally (experience, education, memberships).
 */
export function formatSpan(start: string, end: string, ongoingLabel?: string): string {
  // ongoingLabel arrives translated (the caller passes t(config.ongoingLabel)).
  const from = formatMonth(start);
  const to = formatMonth(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return ongoingLabel ? `${from} – ${ongoingLabel}` : from;
  return to;
}
