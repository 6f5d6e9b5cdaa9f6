import type { RealtimeEvent } from '@carenet/shared';
import type { Database, DatabaseHandle } from '../db/client';
import { eventsOf, notifyWithin, REALTIME_CHANNEL } from './notify';

/**
 * An event too large to travel between instances whole travels as its topic and a reference; each
 * instance that has followers of the topic reads the event back by it once (TopicPolicy.load).
 */
export interface EventByReference {
  topic: string;
  ref: string;
}

/** What one bus message carries to the listeners of every instance, in the order it was published. */
export type BusEvent = RealtimeEvent | EventByReference;

export const isByReference = (event: BusEvent): event is EventByReference => 'ref' in event;

/** An event published with a transaction, and the reference it may travel as when it is too large. */
export interface EventAtCommit {
  event: RealtimeEvent;
  ref?: string;
}

type Listener = (events: BusEvent[]) => void;

/**
 * Fan-out between API instances (DESIGN §1 Realtime): an event published on one instance reaches the
 * listeners of every instance, the publisher's included. Events carry small payloads (ids and short
 * fields); clients read anything larger over HTTP.
 */
export interface RealtimeBus {
  readonly driver: 'in-process' | 'postgres';
  publish(event: RealtimeEvent): Promise<void>;
  /**
   * Publishes as part of the transaction `tx`: the events reach every instance together, in one
   * NOTIFY, when it commits, and never if it rolls back.
   */
  publishWithin(tx: Database, events: EventAtCommit[]): Promise<void>;
  listen(listener: Listener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One instance on embedded PostgreSQL: publishing is delivering, and what a transaction publishes
 * comes back through PGlite's own LISTEN, at its commit.
 */
export class InProcessBus implements RealtimeBus {
  readonly driver = 'in-process';
  private readonly listeners: Listener[] = [];
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Pick<DatabaseHandle, 'kind' | 'listen'>) {}

  publish(event: RealtimeEvent): Promise<void> {
    this.deliver([event]);
    return Promise.resolve();
  }

  publishWithin(tx: Database, events: EventAtCommit[]): Promise<void> {
    return notifyWithin(tx, events);
  }

  listen(listener: Listener): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    if (!this.database.listen) throw new Error(`a ${this.database.kind} database cannot LISTEN in process`);
    this.unlisten ??= await this.database.listen(REALTIME_CHANNEL, (payload) =>
      this.deliver(eventsOf(payload)),
    );
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  private deliver(events: BusEvent[]): void {
    for (const listener of this.listeners) listener(events);
  }
}
