import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  link?: string | null;
}

export type PushOutcome = 'sent' | 'expired';

const SETTINGS_KEY = 'vapid';
/** How long a push service keeps trying a device that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web push (DESIGN §1 Outside services) with the platform's own VAPID keys, made on first start and
 * kept in the database so every instance signs with the same pair.
 */
export class PushSender {
  private keys: VapidKeys | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** The contact push services may write to: a mailto: or https: URL. */
    private readonly subject: string,
  ) {}

  /**
   * Loads the keys, creating them if this is the first start; safe when instances start together.
   * web-push is loaded only to make them, or to send: a restart that finds its keys does without it.
   */
  async start(): Promise<void> {
    this.keys = await this.storedKeys();
    if (this.keys) return;
    const { default: webpush } = await import('web-push');
    const fresh = webpush.generateVAPIDKeys();
    await this.db
      .insert(platformSettings)
      .values({ key: SETTINGS_KEY, value: { ...fresh } })
      .onConflictDoNothing();
    this.keys = await this.storedKeys();
  }

  private async storedKeys(): Promise<VapidKeys | null> {
    const [row] = await this.db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, SETTINGS_KEY));
    return row ? (row.value as unknown as VapidKeys) : null;
  }

  get publicKey(): string {
    return this.vapid().publicKey;
  }

  /** Sends one notification; 'expired' when the push service says the subscription is gone (404/410). */
  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const keys = this.vapid();
    const { default: webpush } = await import('web-push');
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
        },
      );
      return 'sent';
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        this.log.info({ endpoint: new URL(target.endpoint).host }, 'push subscription expired');
        return 'expired';
      }
      throw err;
    }
  }

  private vapid(): VapidKeys {
    if (!this.keys) throw new Error('PushSender.start() was not awaited');
    return this.keys;
  }
}

/** VAPID wants a way to reach the sender: the public https address, or the mail-from address. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
