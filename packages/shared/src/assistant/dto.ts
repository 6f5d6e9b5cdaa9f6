import type { AssistantAnswerKind, AssistantDriver, AssistantModel, AssistantRole } from './constants';
import type { EmergencyHelpDto } from './triage';

/** One earlier turn of a conversation, as a model hears it. */
export interface AssistantTurn {
  role: AssistantRole;
  text: string;
}

/** A passage of the guide an answer rests on: its title and where it is read. */
export interface AssistantSource {
  title: string;
  href: string;
}

/** GET /chatbot/models: a choice of the selector and who answers it on this server. */
export interface AssistantModelDto {
  name: AssistantModel;
  driver: AssistantDriver;
  /** The outside model's own name (e.g. gemini-2.0-flash); null for the offline assistant. */
  modelName: string | null;
  /** Questions go to a service outside CareNet: the user's agreement is needed first. */
  outside: boolean;
  isDefault: boolean;
}

/**
 * One line of the answer stream of POST /chatbot/messages (NDJSON, docs/medical-assistant.md#streaming):
 * `start` first, then `delta`s of text, then `end`; or `error` if the answer broke off.
 */
export type AssistantStreamEvent =
  | {
      type: 'start';
      conversationId: string | null;
      model: AssistantModel;
      driver: AssistantDriver;
      kind: AssistantAnswerKind;
      /** Why another driver answered than the one chosen (not configured, no consent, model down). */
      notice: string | null;
      /** For an emergency answer: the numbers to call and the nearest-hospital page. */
      emergency: EmergencyHelpDto | null;
      /** A guest's conversation secret, to send with the next question (null when signed in). */
      guestToken: string | null;
    }
  | { type: 'delta'; text: string }
  | {
      type: 'end';
      sources: AssistantSource[];
      specialty: string | null;
      doctorsHref: string | null;
      disclaimer: string;
    }
  | { type: 'error'; message: string };

export interface AssistantMessageDto {
  _id: string;
  role: AssistantRole;
  text: string;
  model: AssistantModel | null;
  driver: AssistantDriver | null;
  kind: AssistantAnswerKind | null;
  sources: AssistantSource[];
  specialty: string | null;
  doctorsHref: string | null;
  /** For an emergency answer: the numbers to call and the nearest-hospital page. */
  emergency: EmergencyHelpDto | null;
  createdAt: string;
}

export interface AssistantConversationDto {
  _id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface AssistantConversationDetailDto extends AssistantConversationDto {
  messages: AssistantMessageDto[];
}

/** GET /chatbot/guide/{page}: one page of the offline assistant's guide. */
export interface AssistantGuidePageDto {
  page: string;
  title: string;
  sections: { heading: string; anchor: string; text: string }[];
}
