import { z } from 'zod';

export * from './constants';

/**
 * A topic names one stream a client may follow: `<kind>:<id>`, e.g. `chat:<roomId>`,
 * `comments:<requestId>` or `notifications:<userId>`. Each kind is authorised by the module that owns it.
 */
export const topicSchema = z
  .string()
  .max(120)
  .regex(/^[a-z][a-zA-Z-]*:[\w-]+$/);

/** What a client sends. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(500) }),
  /** `after`: the cursor of the last event the client has, to receive what it missed first. */
  z.object({ type: z.literal('subscribe'), topic: topicSchema, after: z.string().max(100).optional() }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/**
 * One event of a topic. `cursor` is what a client resumes after; cursor strings of one topic sort in
 * the order of its events (e.g. a zero-padded sequence or an ISO time with an id).
 */
export interface RealtimeEvent<T = unknown> {
  topic: string;
  event: string;
  data: T;
  cursor?: string;
}

/** What the server sends. */
export type RealtimeServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; topic: string }
  | { type: 'refused'; topic: string; message: string }
  /** A followed topic the user may no longer follow (their access ended): nothing more comes on it. */
  | { type: 'ended'; topic: string; message: string }
  | ({ type: 'event' } & RealtimeEvent)
  | { type: 'error'; message: string }
  | { type: 'pong' };

/** The realtime topic of a request's forum (comments, replies, likes). */
export const commentsTopic = (requestId: string) => `comments:${requestId}`;
