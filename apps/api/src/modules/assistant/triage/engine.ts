import { TRIAGE_GROUPS, type TriageGroup } from '@carenet/shared';
import { readSigns, type Sign } from './context';
import { GROUP_RULES, IMPLIED_SIGNS } from './groups';
import { CUE_LEXICON, SIGN_LEXICON } from './lexicon';
import { Lexicon, type Mention } from './match';
import { tokenise } from './text';

/**
 * The triage engine (docs/assistant-triage.md): finds the signs of the lexicon in a message, reads each
 * against its context (denied, past, a general question, resolved), and names every emergency group whose
 * protocol pattern the live signs complete. It runs before any model, on every message.
 */

/** Signs of one pattern must stand this close together, in words (one long sentence, or two short ones). */
const WINDOW = 16;

interface Pattern {
  /** Each slot is met by any one of its concepts, all within WINDOW words of each other. */
  near: string[][];
  /** Each slot is met anywhere in the message or the person's earlier messages ("I am 7 months pregnant"). */
  anywhere: string[][];
}

function compile(pattern: string): Pattern {
  const slots = pattern.trim().split(/\s+/);
  const alternatives = (slot: string) => slot.replace(/^@/, '').split('|');
  return {
    near: slots.filter((slot) => !slot.startsWith('@')).map(alternatives),
    anywhere: slots.filter((slot) => slot.startsWith('@')).map(alternatives),
  };
}

const compiled = GROUP_RULES.map((rule) => ({ ...rule, patterns: rule.patterns.map(compile) }));
const signLexicon = new Lexicon(SIGN_LEXICON);
// Cues are short and common: read them only as written, with no word between.
const cueLexicon = new Lexicon(CUE_LEXICON, false);

/** Cues that a sign's own words hold ("not" in "not breathing", "little" in "little boy") are no cues. */
const CUES_YIELDING_TO_SIGNS = new Set([
  'NEG',
  'NEG_AFTER',
  'MILD',
  'GENERIC',
  'GENERIC_STRONG',
  'HYPOTHETICAL',
  'RESOLVED',
]);

function mentionsOf(text: string): Mention[] {
  const tokens = tokenise(text);
  // An idiom's words are no signs, even where a sign's phrase reads the same words.
  const found = signLexicon.find(tokens);
  const idioms = found.filter((sign) => sign.concept === 'IDIOM');
  const signs = found.filter(
    (sign) =>
      sign.concept === 'IDIOM' || !idioms.some((idiom) => idiom.start <= sign.end && sign.start <= idiom.end),
  );
  const covered = new Set(signs.flatMap((sign) => range(sign.start, sign.end)));
  const cues = cueLexicon.find(tokens).filter((cue) => {
    const inSign = range(cue.start, cue.end).map((index) => covered.has(index));
    // A cue wholly inside a sign ("at 32" in "at 32 weeks") is part of the sign, whatever its kind.
    if (inSign.every(Boolean)) return false;
    return !CUES_YIELDING_TO_SIGNS.has(cue.concept) || !inSign.some(Boolean);
  });
  const implied = signs.flatMap((sign) =>
    (IMPLIED_SIGNS[sign.concept] ?? []).map((concept) => ({ ...sign, concept })),
  );
  return [...signs, ...implied, ...cues];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Whether one sign of each near slot can be chosen, all within WINDOW words. */
function nearMet(slots: string[][], signs: Sign[]): boolean {
  if (slots.length === 0) return true;
  const candidates = slots.map((slot) => signs.filter((sign) => slot.includes(sign.concept)));
  if (candidates.some((list) => list.length === 0)) return false;
  // Every slot needs a sign within WINDOW words of one sign of the first slot.
  return candidates[0].some((anchor) =>
    candidates.every((list) => list.some((sign) => Math.abs(sign.start - anchor.start) <= WINDOW)),
  );
}

/** What the engine found: the emergency groups, most urgent first; none means no emergency. */
export interface TriageResult {
  groups: TriageGroup[];
}

const signsOf = (text: string) => readSigns(mentionsOf(text));

/**
 * Triage of one message. `earlier` are the person's own earlier messages in the conversation: what they
 * said of themselves there ("I am pregnant", "my son is 3 weeks old") frames the new message.
 */
export function triage(message: string, earlier: readonly string[] = []): TriageResult {
  const signs = signsOf(message);
  // Who and in what state ("7 months pregnant", "gave birth last week") frames a message whenever it was
  // said; only a denial takes it back.
  const background = [...signs, ...earlier.flatMap(signsOf)].filter((sign) => !sign.negated);
  const groups = new Set<TriageGroup>();
  for (const rule of compiled) {
    const live = signs.filter((sign) => sign.live && !(rule.mildable && sign.mild));
    const met = rule.patterns.some(
      (pattern) =>
        nearMet(pattern.near, live) &&
        pattern.anywhere.every((slot) => background.some((sign) => slot.includes(sign.concept))),
    );
    if (met) groups.add(rule.group);
  }
  return { groups: TRIAGE_GROUPS.filter((group) => groups.has(group)) };
}

/**
 * Triage of a message in its conversation: the message itself, framed by the person's earlier messages,
 * and the signs it completes together with the message just before ("my dad has chest pain" … "he is
 * sweating a lot"). A group the earlier message raised on its own is not raised again by a reply to it.
 */
export function triageConversation(message: string, earlier: readonly string[]): TriageGroup[] {
  const alone = triage(message, earlier).groups;
  const last = earlier.at(-1);
  if (last === undefined) return alone;
  const before = earlier.slice(0, -1);
  const raisedBefore = triage(last, before).groups;
  const together = triage(`${last}\n${message}`, before).groups.filter(
    (group) => !raisedBefore.includes(group),
  );
  return TRIAGE_GROUPS.filter((group) => alone.includes(group) || together.includes(group));
}
