import type { AssistantModel } from './constants';

/** Product text of the medical assistant (docs/medical-assistant.md). */
export const ASSISTANT_MESSAGES = {
  disclaimer:
    'CareNet’s assistant gives general health information. It does not diagnose, does not prescribe and is no substitute for a doctor. In an emergency call 112 or 108 (India) or 911 (US).',
  offlineLabel: 'Offline assistant',
  offlineIntro: 'From CareNet’s offline guide (general information, not a diagnosis or a prescription):',
  offlineNoMatch:
    'The offline assistant could not find this in CareNet’s guide. It can explain common symptoms, which kind of doctor to see, when to get urgent help, and how to use CareNet (requests, appointments, records, prescriptions, finding doctors). Try other words, or ask a doctor on CareNet.',
  notConfigured: (model: AssistantModel) =>
    `${model} is not set up on this CareNet server, so the offline assistant answered instead.`,
  noConsent: (model: AssistantModel) =>
    `Your question was not sent to ${model} because you have not agreed to share it with that outside service. The offline assistant answered instead; turn on sharing above to ask ${model}.`,
  modelDown: (model: AssistantModel) =>
    `${model} is not answering right now, so the offline assistant answered instead. Please try ${model} again in a few minutes.`,
  modelStopped: (model: AssistantModel) =>
    `${model} stopped answering part-way. Please ask again in a moment.`,
  modelRefused: (model: AssistantModel) =>
    `${model} declined to answer this question. Please rephrase it, or ask a doctor on CareNet.`,
  suggestedDoctors: (specialty: string) => `Find doctors: ${specialty}`,
  tooManyQuestions:
    'You are asking questions faster than the assistant can answer. Please wait a minute and try again.',
  questionRequired: 'Please type a question',
  questionTooLong: (max: number) => `Please keep your question under ${max} characters`,
  invalidText: 'The text holds characters that cannot be read. Please type it again.',
  conversationNotFound: 'This conversation does not exist.',
  conversationDeleted: 'Conversation deleted',
  answerFailed: 'The assistant could not answer. Please try again.',
  consentLabel: 'Share my questions with the selected outside model',
  consentDescription:
    'Palm 2 runs on Google’s Gemini service and Llama 2 on the server configured for it. Without your agreement your questions stay on CareNet and the offline assistant answers.',
  historyFailed: 'Your earlier conversations could not be loaded.',
  guideNotFound: 'This page of the guide does not exist.',
} as const;
