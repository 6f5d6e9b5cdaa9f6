import type { ActivityCategories } from '../../platform/audit';

/**
 * Domain events of the assistant. Their payloads never hold a question or an answer: those are health
 * data (docs/medical-assistant.md#privacy), so the log says only that a question was answered, and how.
 */
export const ASSISTANT_EVENTS = {
  asked: 'assistant.asked',
  conversationDeleted: 'assistant.conversationDeleted',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    'assistant.asked': { model: string; driver: string; kind: string };
    'assistant.conversationDeleted': Record<string, never>;
  }
}

/** A signed-in user's conversations are their account's data. */
export const assistantActivityCategories: ActivityCategories = {
  [ASSISTANT_EVENTS.asked]: 'Account',
  [ASSISTANT_EVENTS.conversationDeleted]: 'Account',
};
