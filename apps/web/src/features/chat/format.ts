import { formatDate, formatDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

const pad = (value: number) => String(value).padStart(2, '0');

/** docs/screens-and-flows.md#formats time, 'hh:mm A' ('02:30 PM'), in the reader's time zone. */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  const hours = date.getHours() % 12 || 12;
  return `${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? t('AM') : t('PM')}`;
}

/** The day a message was sent, as the separators of a conversation show it (docs/validation-and-limits.md DD-MMM-YYYY). */
export function formatDay(ms: number): string {
  return formatDate(new Date(ms).toISOString());
}

export function formatWhen(ms: number): string {
  return formatDateTime(new Date(ms).toISOString());
}

/** How the list previews a message: its text, or what kind of attachment it is. */
export function previewOf(message: { type: string; text: string; meetLink: string | null }): string {
  if (message.meetLink) return t('Meet link: {title}', { title: message.text.split('\n')[0] });
  if (message.type === 'Image') return t('Photo');
  if (message.type === 'Audio') return t('Voice message');
  if (message.type === 'Document') return t('Document');
  return message.text;
}
