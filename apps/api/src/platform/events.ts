import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from './db/client';
import { eventOutbox } from './db/schema';
import type { JobQueue } from './jobs';

/**
 * Every domain event type with its payload. Each module declares its own events in its `events.ts`
 * (`declare module '../../platform/events' { interface EventMap { ... } }`), so this map is the sum of
 * the modules' declarations and the platform never imports a module. Payloads are plain JSON: durable
 * subscribers read them back from the outbox.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface EventMap {}

export type EventType = keyof EventMap;

/** Who caused an event and what it is about; the activity log records them beside the payload. */
export interface EventMeta {
  /** Null for anonymous callers and the system. */
  actorId: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
}

/** An event whose type is not known here: what '*' subscribers hear, and what tests build by hand. */
export interface UntypedEvent extends EventMeta {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload of whichever type it is
  data?: Record<string, any>;
}

/**
 * A fact that happened, as its subscribers receive it: `data` is the payload its module declared.
 * Without a type argument, any event, payload unchecked.
 */
export type DomainEvent<K extends EventType = never> = [K] extends [never]
  ? UntypedEvent
  : { [T in K]: EventMeta & { type: T; data: EventMap[T] } }[K];

/** Writes an event into the transaction it is given: it exists exactly when the change does. */
export type Emit = <K extends EventType>(type: K, payload: EventMap[K], meta: EventMeta) => Promise<void>;

type Handler<K extends EventType> = (event: DomainEvent<K>) => Promise<void> | void;
type AnyHandler = (event: UntypedEvent) => Promise<void> | void;
type RowWriter = (tx: Database, event: UntypedEvent) => Promise<void>;

/** An event as written, with the jobs that deliver it to its durable subscribers. */
interface WrittenEvent {
  event: UntypedEvent;
  jobIds: string[];
}

const QUEUE_PREFIX = 'event:';

/**
 * Domain events: writers emit, subscribers react, and a failing subscriber never fails the write.
 *
 * The rule for choosing a subscription:
 * - `writeWith` when the reaction is only a row of this database that must exist exactly when the
 *   change does (the activity log): the row is written in the writer's transaction, one insert, and a
 *   failure of it fails the change.
 * - `subscribe` (durable) for anything else a person must not miss: notifications, e-mails, messages
 *   posted on someone's behalf. The event goes to the outbox in the writer's transaction with one job
 *   per durable subscriber; the emitting instance runs those jobs right after the commit, and if it
 *   dies first any instance's job runner runs them later. Delivery is at least once (a crash in the
 *   middle of a subscriber runs it again).
 * - `on` (immediate) for realtime fan-out only: it runs in this process right after the commit and
 *   is lost with the process, which costs nothing, since a client that reconnects replays its topic
 *   or refetches.
 */
export class EventBus {
  private readonly immediate = new Map<string, AnyHandler[]>();
  private readonly durable = new Map<string, Map<string, AnyHandler>>();
  private readonly rowWriters = new Map<string, RowWriter[]>();
  private readonly queuesOf = new Map<string, string[]>();
  private readonly pending = new Set<Promise<void>>();
  /** Jobs of events emitted here that another instance picked up first. */
  private readonly runElsewhere = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Realtime fan-out right after the commit, in this process; '*' hears every event. */
  on<K extends EventType>(type: K, handler: Handler<K>): void;
  on(type: '*', handler: AnyHandler): void;
  on(type: string, handler: (event: never) => Promise<void> | void): void {
    this.immediate.set(type, [...(this.immediate.get(type) ?? []), handler as AnyHandler]);
  }

  /** A row written in the writer's own transaction for each event of this type. */
  writeWith<K extends EventType>(
    type: K,
    writer: (tx: Database, event: DomainEvent<K>) => Promise<void>,
  ): void {
    // Called with events of this type only, so the payload is the one declared for it.
    this.rowWriters.set(type, [...(this.rowWriters.get(type) ?? []), writer as RowWriter]);
  }

  /**
   * Durable delivery through the outbox to `subscriber`, a name that keys its jobs and so must not
   * change while events for it may be waiting.
   */
  subscribe<K extends EventType>(subscriber: string, type: K, handler: Handler<K>): void {
    const queue = `${QUEUE_PREFIX}${subscriber}`;
    let handlers = this.durable.get(queue);
    if (!handlers) {
      handlers = new Map();
      this.durable.set(queue, handlers);
      this.jobs.register(queue, (payload) => this.deliverStored(queue, String(payload.eventId)));
    }
    // The outbox row's type picks the handler, so the payload is the one declared for it.
    handlers.set(type, handler as AnyHandler);
    this.queuesOf.set(type, [...(this.queuesOf.get(type) ?? []), queue]);
  }

  /**
   * Runs `work` in one transaction whose events are written with it; subscribers hear of them only
   * once it has committed.
   */
  async transaction<T>(work: (tx: Database, emit: Emit) => Promise<T>): Promise<T> {
    const written: WrittenEvent[] = [];
    let transaction: Database | undefined;
    const result = await this.db.transaction(async (tx) => {
      transaction = tx;
      return work(tx, async (type, payload, meta) => {
        written.push(await this.write(tx, { ...meta, type, data: payload }));
      });
    });
    // Jobs the work enqueued (mails, reminders) were committed just now.
    if (transaction) this.jobs.committed(transaction);
    for (const event of written) this.dispatch(event);
    return result;
  }

  /** An event that is the only write of its own (a failed login): it is written alone. */
  emit<K extends EventType>(type: K, payload: EventMap[K], meta: EventMeta): Promise<void>;
  /** An event after its change committed elsewhere; written in the background (see `settled`). */
  emit(event: UntypedEvent): void;
  emit(typeOrEvent: EventType | UntypedEvent, payload?: unknown, meta?: EventMeta): Promise<void> | void {
    if (typeof typeOrEvent === 'string') {
      const event: UntypedEvent = {
        ...(meta as EventMeta),
        type: typeOrEvent,
        data: payload as EventMap[EventType],
      };
      return this.write(this.db, event).then((written) => this.dispatch(written));
    }
    this.notify(typeOrEvent);
    this.track(this.write(this.db, typeOrEvent).then(({ jobIds }) => this.deliverNow(jobIds)));
  }

  /**
   * Waits until the events emitted here have reached every subscriber (tests, and graceful shutdown):
   * the immediate ones and the durable ones, whichever instance ran them.
   */
  async settled(): Promise<void> {
    for (;;) {
      while (this.pending.size) await Promise.all([...this.pending]);
      if (!this.runElsewhere.size) return;
      const ids = [...this.runElsewhere];
      this.runElsewhere.clear();
      await this.jobs.untilReleased(ids);
    }
  }

  /**
   * The rows written with the event, then the outbox row and one job per durable subscriber in one
   * statement, all on the given transaction.
   */
  private async write(db: Database, event: UntypedEvent): Promise<WrittenEvent> {
    for (const writer of this.rowWriters.get(event.type) ?? []) await writer(db, event);
    const queues = this.queuesOf.get(event.type) ?? [];
    if (!queues.length) return { event, jobIds: [] };
    const jobs = await selectRows<{ id: string }>(
      db,
      sql`
      with event as (
        insert into event_outbox (type, actor_id, subject_type, subject_id, ip, payload)
        values (${event.type}, ${event.actorId}, ${event.subjectType ?? null}, ${event.subjectId ?? null},
          ${event.ip ?? null}, ${JSON.stringify(event.data ?? {})}::jsonb)
        returning id
      )
      insert into jobs (queue, payload)
      select subscriber.queue, jsonb_build_object('eventId', event.id)
      from event, (values ${sql.join(
        queues.map((queue) => sql`(${queue})`),
        sql`, `,
      )}) as subscriber(queue)
      returning id`,
    );
    return { event, jobIds: jobs.map((job) => job.id) };
  }

  private dispatch({ event, jobIds }: WrittenEvent): void {
    this.notify(event);
    this.track(this.deliverNow(jobIds));
  }

  private notify(event: UntypedEvent): void {
    for (const handler of [...(this.immediate.get(event.type) ?? []), ...(this.immediate.get('*') ?? [])]) {
      this.track((async () => handler(event))());
    }
  }

  /** The emitting instance runs its events' jobs at once; the ones it finds taken are waited for. */
  private async deliverNow(jobIds: string[]): Promise<void> {
    for (const id of await this.jobs.runNow(jobIds)) this.runElsewhere.add(id);
  }

  private async deliverStored(queue: string, eventId: string): Promise<void> {
    const [row] = await this.db.select().from(eventOutbox).where(eq(eventOutbox.id, eventId));
    const handler = row && this.durable.get(queue)?.get(row.type);
    if (!handler) return;
    await handler({
      type: row.type,
      actorId: row.actorId,
      subjectType: row.subjectType ?? undefined,
      subjectId: row.subjectId ?? undefined,
      ip: row.ip ?? undefined,
      data: row.payload,
    });
  }

  private track(work: Promise<void>): void {
    const run = work
      .catch((err: unknown) => this.log.error({ err }, 'event delivery failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
