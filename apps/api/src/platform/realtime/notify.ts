import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { BusEvent, EventAtCommit } from './bus';

/** The channel that carries realtime events between instances (and, embedded, to this one). */
export const REALTIME_CHANNEL = 'carenet_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (in the server's encoding, UTF-8 here). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The text of one NOTIFY carrying `events` in order: each whole while they fit; otherwise the largest
 * that have a reference travel by it instead, until the rest fits. Events without a reference must fit.
 */
export function notificationPayload(events: EventAtCommit[]): string {
  const sent: BusEvent[] = events.map(({ event }) => event);
  let payload = JSON.stringify(sent);
  const largestFirst = events
    .flatMap(({ event, ref }, index) => (ref === undefined ? [] : [{ index, ref, size: bytes(event) }]))
    .sort((a, b) => b.size - a.size);
  for (const { index, ref } of largestFirst) {
    if (Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD_BYTES) break;
    sent[index] = { topic: events[index].event.topic, ref };
    payload = JSON.stringify(sent);
  }
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    const names = events.map(({ event }) => `${event.event} on ${event.topic}`).join(', ');
    throw new Error(`realtime events too large for one notification: ${names}`);
  }
  return payload;
}

/**
 * One NOTIFY inside the transaction `tx`: PostgreSQL (PGlite too) holds it until the commit, delivers it
 * then to every listener, and drops it if the transaction rolls back.
 */
export async function notifyWithin(tx: Database, events: EventAtCommit[]): Promise<void> {
  if (!events.length) return;
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${notificationPayload(events)})`);
}

/** A notification's events, as `notificationPayload` wrote them. */
export const eventsOf = (payload: string) => JSON.parse(payload) as BusEvent[];
