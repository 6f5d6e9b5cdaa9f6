import type { RealtimeEvent } from '@carenet/shared';

type Listener = (event: RealtimeEvent) => void;

/**
 * Fan-out between API instances (DESIGN §1 Realtime): an event published on one instance reaches the
 * listeners of every instance, the publisher's included. Events carry small payloads (ids and short
 * fields); clients read anything larger over HTTP.
 */
export interface RealtimeBus {
  readonly driver: 'in-process' | 'postgres';
  publish(event: RealtimeEvent): Promise<void>;
  listen(listener: Listener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** One instance: publishing is delivering. */
export class InProcessBus implements RealtimeBus {
  readonly driver = 'in-process';
  private readonly listeners: Listener[] = [];

  publish(event: RealtimeEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
    return Promise.resolve();
  }

  listen(listener: Listener): void {
    this.listeners.push(listener);
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
