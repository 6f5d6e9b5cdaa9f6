import { setTimeout as delay } from 'node:timers/promises';
import { TRIAGE_GROUPS, type AssistantTurn, type TriageGroup } from '@carenet/shared';
import type { ModelDriver } from './drivers';

/**
 * The model's own triage (docs/assistant-triage.md#defence-in-depth): before it answers, the configured
 * model is asked, with this fixed prompt, whether the message describes an emergency now. Its verdict
 * only ever adds an escalation to the engine's: it can never calm one down.
 */
export const TRIAGE_PROMPT = [
  'You are the emergency triage step of CareNet’s medical assistant. You do not answer the user.',
  'Decide whether the latest user message, read with the earlier turns, describes a medical or mental-health emergency happening now to the writer or someone with them: anything a triage nurse would send to an emergency department or an ambulance today, or thoughts of suicide or self-harm.',
  'A question about a condition in general, an illness in the past, a dosing question, a denied symptom or a figure of speech is not an emergency.',
  `Answer with JSON only, no other text: {"emergency": true or false, "groups": [...]}, where groups lists any of: ${TRIAGE_GROUPS.join(', ')}.`,
].join('\n');

/** What the model's triage said: an emergency (with its groups, possibly none named), none, or no verdict. */
export type ModelVerdict = { emergency: true; groups: TriageGroup[] } | { emergency: false } | null;

/** Reads the JSON verdict out of the model's text (a code fence or a sentence around it is tolerated). */
export function parseVerdict(text: string): ModelVerdict {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return null;
  try {
    const verdict = JSON.parse(json) as { emergency?: unknown; groups?: unknown };
    if (typeof verdict.emergency !== 'boolean') return null;
    if (!verdict.emergency) return { emergency: false };
    const named = Array.isArray(verdict.groups) ? (verdict.groups as unknown[]) : [];
    return { emergency: true, groups: TRIAGE_GROUPS.filter((group) => named.includes(group)) };
  } catch {
    return null;
  }
}

/**
 * Asks the model for its verdict within `timeoutMs`. A timeout, a failure or an answer that is not the
 * JSON asked for is no verdict (null): the engine's result then stands.
 */
export async function modelTriage(
  driver: ModelDriver,
  question: string,
  turns: AssistantTurn[],
  timeoutMs: number,
  signal: AbortSignal,
): Promise<ModelVerdict> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const read = async (): Promise<ModelVerdict> => {
    let text = '';
    for await (const piece of driver.stream({ system: TRIAGE_PROMPT, turns, question }, controller.signal)) {
      text += piece;
    }
    return parseVerdict(text);
  };
  try {
    return await Promise.race([read(), delay(timeoutMs, null, { signal: controller.signal })]);
  } catch {
    return null;
  } finally {
    controller.abort();
    signal.removeEventListener('abort', abort);
  }
}
