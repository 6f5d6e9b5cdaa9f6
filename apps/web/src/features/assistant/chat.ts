import {
  ASSISTANT_ROLES,
  type AssistantAnswerKind,
  type AssistantMessageDto,
  type AssistantRole,
  type AssistantSource,
  type AssistantStreamEvent,
  type AssistantTurn,
} from '@carenet/shared';

/** One bubble of the chat, as shown: a question, or an answer while it streams and once complete. */
export interface ChatEntry {
  id: string;
  role: AssistantRole;
  text: string;
  kind: AssistantAnswerKind | null;
  /** Why the offline assistant answered instead of the chosen model. */
  notice: string | null;
  offline: boolean;
  sources: AssistantSource[];
  doctorsHref: string | null;
  specialty: string | null;
  /** The answer is still arriving. */
  pending: boolean;
  /** The answer broke off, or could not be had: this says why. */
  error: string | null;
}

let counter = 0;
const nextId = () => `local-${Date.now()}-${++counter}`;

export const questionEntry = (text: string): ChatEntry => ({
  id: nextId(),
  role: ASSISTANT_ROLES.user,
  text,
  kind: null,
  notice: null,
  offline: false,
  sources: [],
  doctorsHref: null,
  specialty: null,
  pending: false,
  error: null,
});

export const pendingAnswer = (): ChatEntry => ({
  ...questionEntry(''),
  role: ASSISTANT_ROLES.assistant,
  pending: true,
});

/** The answer with one more line of its stream applied. */
export function applyEvent(entry: ChatEntry, event: AssistantStreamEvent): ChatEntry {
  switch (event.type) {
    case 'start':
      return { ...entry, kind: event.kind, notice: event.notice, offline: event.driver === 'offline' };
    case 'delta':
      return { ...entry, text: entry.text + event.text };
    case 'end':
      return {
        ...entry,
        pending: false,
        sources: event.sources,
        doctorsHref: event.doctorsHref,
        specialty: event.specialty,
      };
    case 'error':
      return { ...entry, pending: false, error: event.message };
  }
}

/** A saved message of the server's history as a bubble (its text already starts with any notice). */
export function entryOf(message: AssistantMessageDto): ChatEntry {
  return {
    id: message._id,
    role: message.role,
    text: message.text,
    kind: message.kind,
    notice: null,
    offline: message.driver === 'offline',
    sources: message.sources,
    doctorsHref: message.doctorsHref,
    specialty: message.specialty,
    pending: false,
    error: null,
  };
}

/** What a guest sends back as the conversation so far: complete turns only. */
export const turnsOf = (entries: ChatEntry[]): AssistantTurn[] =>
  entries
    .filter((entry) => !entry.pending && !entry.error && entry.text)
    .map(({ role, text }) => ({ role, text }));

const GUEST_KEY = 'assistantGuestChat';
/** A guest's tab keeps this many bubbles; the server hears the latest turns of them only. */
const GUEST_KEPT = 60;

/** A guest's conversation, kept in this tab only (docs/medical-assistant.md#history). */
export const guestChat = {
  load(): ChatEntry[] {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(GUEST_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as ChatEntry[]).filter((entry) => !entry.pending) : [];
    } catch {
      return [];
    }
  },
  save(entries: ChatEntry[]) {
    try {
      sessionStorage.setItem(GUEST_KEY, JSON.stringify(entries.filter((e) => !e.pending).slice(-GUEST_KEPT)));
    } catch {
      // Storage full or refused: the conversation still lives on the page.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(GUEST_KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
