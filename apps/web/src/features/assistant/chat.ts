import {
  ASSISTANT_ROLES,
  type AssistantAnswerKind,
  type AssistantMessageDto,
  type AssistantRole,
  type AssistantSource,
  type AssistantStreamEvent,
  type EmergencyHelpDto,
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
  /** An emergency answer's numbers to call and the nearest-hospital page; null for any other bubble. */
  emergency: EmergencyHelpDto | null;
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
  emergency: null,
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
      return {
        ...entry,
        kind: event.kind,
        notice: event.notice,
        offline: event.driver === 'offline',
        emergency: event.emergency,
      };
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
    emergency: message.emergency,
    pending: false,
    error: null,
  };
}

const GUEST_KEY = 'assistantGuestChat';
const GUEST_TOKEN_KEY = 'assistantGuestToken';
/** A guest's tab shows this many bubbles again after a reload; the server keeps the conversation itself. */
const GUEST_KEPT = 60;

/**
 * A guest's conversation in this tab (docs/medical-assistant.md#history): the bubbles it shows and the
 * secret that continues the conversation the server keeps.
 */
export const guestChat = {
  loadToken(): string | null {
    try {
      return sessionStorage.getItem(GUEST_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  saveToken(token: string) {
    try {
      sessionStorage.setItem(GUEST_TOKEN_KEY, token);
    } catch {
      // Storage refused: the conversation still goes on while the page is open.
    }
  },
  load(): ChatEntry[] {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(GUEST_KEY) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      // A bubble kept before answers carried their emergency card has none.
      return (parsed as ChatEntry[])
        .filter((entry) => !entry.pending)
        .map((entry) => ({ ...entry, emergency: entry.emergency ?? null }));
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
      sessionStorage.removeItem(GUEST_TOKEN_KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
