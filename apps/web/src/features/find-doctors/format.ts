import { locale, localeTag } from '../../lib/i18n';
/** A free slot as a patient reads it: 'Mon 30 Nov, 09:30' in the viewer's own time zone. */
export function formatSlot(startTime: number): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : localeTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startTime));
}
