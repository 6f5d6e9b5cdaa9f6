import { notifications } from '@mantine/notifications';
import { t } from '../lib/i18n';

/** docs/validation-and-limits.md: notification toasts stay 10 s. */
const TOAST_MS = 10_000;

/** What every toast shares: it stays 10 s, and its close button is named (Mantine's has no name of its own). */
export function toastDefaults() {
  return { autoClose: TOAST_MS, closeButtonProps: { 'aria-label': t('Close') } };
}

function toast(message: string, title: string | undefined, color: string): void {
  notifications.show({ message, title, color, ...toastDefaults() });
}

export function notifySuccess(message: string, title?: string): void {
  toast(message, title, 'care');
}

export function notifyInfo(message: string, title?: string): void {
  toast(message, title, 'blue');
}

/** A failed action, in red (docs/api-contract.md#messages names the text for request updates: 'Failed toupdate the request'). */
export function notifyFailure(message: string, title?: string): void {
  toast(message, title, 'red');
}
