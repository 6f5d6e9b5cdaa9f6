import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RealtimeEvent } from '@carenet/shared';
import type { Database } from '../db/client';
import type { BusEvent, EventAtCommit, RealtimeBus } from './bus';
import { eventsOf, notificationPayload, notifyWithin, REALTIME_CHANNEL } from './notify';

const RECONNECT_DELAY_MS = 1000;

type Listener = (events: BusEvent[]) => void;

/**
 * Several instances on one PostgreSQL: NOTIFY on publish, and one LISTEN connection per instance that
 * hands every notification to the local listeners. If the LISTEN connection drops it reconnects; what
 * was published meanwhile is not replayed here, which is why clients resume topics by cursor.
 */
export class PostgresBus implements RealtimeBus {
  readonly driver = 'postgres';
  private readonly listeners: Listener[] = [];
  private client: pg.Client | null = null;
  private publisher: pg.Pool | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(event: RealtimeEvent): Promise<void> {
    const payload = notificationPayload([{ event }]);
    this.publisher ??= new pg.Pool({ connectionString: this.url, max: 2 });
    await this.publisher.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
  }

  publishWithin(tx: Database, events: EventAtCommit[]): Promise<void> {
    return notifyWithin(tx, events);
  }

  listen(listener: Listener): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    this.closed = false;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.publisher?.end().catch(() => undefined);
    this.publisher = null;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      const events = eventsOf(message.payload);
      for (const listener of this.listeners) listener(events);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'realtime LISTEN connection failed; reconnecting');
      if (this.client === client) this.reconnectLater();
    });
    client.on('end', () => {
      if (this.client === client) this.reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
  }

  private reconnectLater(): void {
    this.client = null;
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.connect().catch((err: unknown) => {
        this.log.error({ err }, 'realtime LISTEN reconnect failed');
        this.reconnectLater();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
