/**
 * The two model choices of docs/medical-assistant.md#models, as the selector names them (SPEC: Palm 2 is
 * the default, Llama 2 the alternative). Each is answered by a driver chosen by the server's settings.
 */
export const ASSISTANT_MODELS = ['Palm 2', 'Llama 2'] as const;
export type AssistantModel = (typeof ASSISTANT_MODELS)[number];
export const DEFAULT_ASSISTANT_MODEL: AssistantModel = 'Palm 2';

/** Who can answer: Google's Gemini API, an OpenAI-compatible server, or the offline assistant. */
export const ASSISTANT_DRIVERS = { gemini: 'gemini', openai: 'openai', offline: 'offline' } as const;
export type AssistantDriver = (typeof ASSISTANT_DRIVERS)[keyof typeof ASSISTANT_DRIVERS];

/** Whose turn a message is. */
export const ASSISTANT_ROLES = { user: 'user', assistant: 'assistant' } as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[keyof typeof ASSISTANT_ROLES];

/**
 * What an answer is: a reply to the question, emergency guidance for a red-flag symptom (no model is
 * asked), or a notice that nothing could be said.
 */
export const ASSISTANT_ANSWER_KINDS = { answer: 'answer', emergency: 'emergency', notice: 'notice' } as const;
export type AssistantAnswerKind = (typeof ASSISTANT_ANSWER_KINDS)[keyof typeof ASSISTANT_ANSWER_KINDS];

/** docs/medical-assistant.md#limits */
export const ASSISTANT_QUESTION_MAX = 2000;
/** A model hears this many of the conversation's latest turns. */
export const ASSISTANT_HISTORY_TURNS = 12;
/** A guest's conversation is kept this long after its last question, then deleted. */
export const ASSISTANT_GUEST_KEEP_HOURS = 24;

/** The page where doctors of a specialty are listed (the Find Doctors screen, filtered). */
export const findDoctorsHref = (specialty: string) =>
  `/finddoctors?specialty=${encodeURIComponent(specialty)}`;
