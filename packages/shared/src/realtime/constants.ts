// Without zod, so the web app's shell can open its socket without loading the schemas.

/** The one WebSocket of a tab (DESIGN §1 Realtime), under the API base path. */
export const REALTIME_PATH = '/api/v1/realtime';

export const REALTIME_MESSAGES = {
  authRequired: 'Please sign in again to receive live updates.',
  badMessage: 'This message is not understood.',
  topicRefused: 'You cannot follow this conversation.',
  tooManyTopics: 'Too many live subscriptions on one connection.',
  accessEnded: 'Your access to this conversation has ended.',
} as const;

/** Close codes in the 4000-4999 range WebSocket leaves to applications. */
export const REALTIME_CLOSE = {
  /** No valid token in time, or the session ended: sign in again, do not retry as is. */
  unauthenticated: 4401,
  /** The server is going away (shutdown): reconnect. */
  restarting: 4503,
} as const;
