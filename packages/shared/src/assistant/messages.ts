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

/** The emergency numbers of docs/medical-assistant.md#red-flags, for India and the US. */
export const EMERGENCY_NUMBERS = {
  india: { emergency: '112', ambulance: '108', mentalHealth: '14416' },
  us: { emergency: '911', crisis: '988' },
} as const;

/** The red-flag groups of docs/medical-assistant.md#red-flags, each with its first advice. */
const RED_FLAG_ADVICE = {
  heart:
    'Chest pain, pressure or tightness can be a heart attack. Stop what you are doing, sit down and call an ambulance now. Do not drive yourself.',
  stroke:
    'A drooping face, weakness or numbness on one side, or slurred speech can be a stroke. Call an ambulance now and note the time the signs began: every minute counts.',
  breathing:
    'Serious difficulty breathing, choking or blue lips needs emergency care now. Call an ambulance; sit upright and loosen tight clothing while you wait.',
  bleeding:
    'Heavy bleeding that does not stop, or vomiting or coughing up blood, needs emergency care now. Press firmly on a wound with a clean cloth and call an ambulance.',
  suicide:
    'You deserve support right now. If you might act on thoughts of ending your life or hurting yourself, call emergency services or a crisis line now, and stay with someone you trust. Talking helps, and these lines are free and confidential.',
  anaphylaxis:
    'Swelling of the throat, tongue or face, or trouble breathing after a sting, food or medicine can be anaphylaxis. Use an adrenaline auto-injector if one is prescribed and call an ambulance now.',
  seizure:
    'For a seizure (fits): keep the person away from hard objects, turn them on their side once the jerking stops, put nothing in their mouth, and call an ambulance if it lasts over 5 minutes, repeats, or it is their first one.',
  poisoning:
    'For a possible poisoning or overdose, call an ambulance now. Do not make the person vomit; keep the container or pills to show the doctors.',
  unconscious:
    'Someone who is unconscious or not breathing normally needs an ambulance now. Start CPR if they are not breathing and you know how.',
} as const;
export type RedFlagGroup = keyof typeof RED_FLAG_ADVICE;

/** The answer to a red-flag question: the advice, then every number, for India and the US. */
export function emergencyAnswer(group: RedFlagGroup): string {
  const { india, us } = EMERGENCY_NUMBERS;
  const mentalHealth =
    group === 'suicide'
      ? `\n- India: Tele-MANAS mental health line ${india.mentalHealth} (free, 24 hours)\n- US: call or text ${us.crisis} (Suicide & Crisis Lifeline)`
      : '';
  return [
    `This may be an emergency. ${RED_FLAG_ADVICE[group]}`,
    '',
    'Emergency numbers:',
    `- India: ${india.emergency} (all emergencies), ${india.ambulance} (ambulance)`,
    `- US: ${us.emergency}${mentalHealth}`,
    '',
    'The assistant cannot help in an emergency: please contact emergency services or go to the nearest emergency department now.',
  ].join('\n');
}
