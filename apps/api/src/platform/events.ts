import type { FastifyBaseLogger } from 'fastify';

/** A fact that happened, emitted after its transaction committed (DESIGN §3.6). */
export interface DomainEvent {
  type: string;
  /** Who did it (null for anonymous or the system). */
  actorId: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
  data?: Record<string, unknown>;
}

type Handler = (event: DomainEvent) => Promise<void> | void;

/**
 * In-process domain event bus: writers emit, subscribers (activity log, notifications, realtime)
 * react. A failing subscriber is logged and never fails the write that emitted the event.
 */
export class EventBus {
  private readonly handlers = new Map<string, Handler[]>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Subscribes to one event type, or to every event with '*'. */
  on(type: string, handler: Handler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  emit(event: DomainEvent): void {
    for (const handler of [...(this.handlers.get(event.type) ?? []), ...(this.handlers.get('*') ?? [])]) {
      const run = (async () => handler(event))()
        .catch((err: unknown) => this.log.error({ err, event: event.type }, 'event handler failed'))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Waits for the subscribers already running (tests and graceful shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
