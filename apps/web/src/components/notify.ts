import { notifications } from '@mantine/notifications';

/** docs/validation-and-limits.md: notification toasts stay 10 s. */
const TOAST_MS = 10_000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'care', autoClose: TOAST_MS });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ message, title, color: 'blue', autoClose: TOAST_MS });
}

/** A failed action, in red (docs/api-contract.md#messages names the text for request updates: 'Failed toupdate the request'). */
export function notifyFailure(message: string, title?: string): void {
  notifications.show({ message, title, color: 'red', autoClose: TOAST_MS });
}
