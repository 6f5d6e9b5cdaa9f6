import { z } from 'zod';

/** The one WebSocket of a tab (DESIGN §1 Realtime), under the API base path. */
export const REALTIME_PATH = '/api/v1/realtime';

export const REALTIME_MESSAGES = {
  authRequired: 'Please sign in again to receive live updates.',
  badMessage: 'This message is not understood.',
  topicRefused: 'You cannot follow this conversation.',
  tooManyTopics: 'Too many live subscriptions on one connection.',
} as const;

/** Close codes in the 4000-4999 range WebSocket leaves to applications. */
export const REALTIME_CLOSE = {
  /** No valid token in time, or the session ended: sign in again, do not retry as is. */
  unauthenticated: 4401,
  /** The server is going away (shutdown): reconnect. */
  restarting: 4503,
} as const;

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
  | ({ type: 'event' } & RealtimeEvent)
  | { type: 'error'; message: string }
  | { type: 'pong' };

/** The realtime topic of a request's forum (comments, replies, likes). */
export const commentsTopic = (requestId: string) => `comments:${requestId}`;
