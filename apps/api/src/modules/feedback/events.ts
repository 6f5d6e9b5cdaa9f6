/** Domain events of the Feedback, Help desk and Contact Us pages. */
export const FEEDBACK_EVENTS = {
  received: 'feedback.received',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [FEEDBACK_EVENTS.received]: { kind: string };
  }
}
