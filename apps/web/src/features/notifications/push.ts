import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

/** Whether this browser can receive web push at all (service workers, Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser for permission, subscribes with the platform's key and registers the device. */
export async function enablePush(userId: string): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error(
      t('Notifications are blocked for CareNet in this browser. Allow them in the site settings.'),
    );
  }
  const { publicKey } = (await api<{ publicKey: string }>('/pushNotificationDeviceToken/publicKey')).data;
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await api('/pushNotificationDeviceToken', {
    method: 'POST',
    body: { token: JSON.stringify(subscription.toJSON()), device: 'web', userId },
  });
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/pushNotificationDeviceToken', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
