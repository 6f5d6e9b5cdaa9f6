import type { Mention } from './match';

/**
 * Whether a found sign is happening now to someone (docs/assistant-triage.md#context). The cues are
 * concepts of the lexicon like any other; these names say what each one does to the signs near it.
 */
export const CUES = {
  /** "no", "not", "without", "नहीं" before a sign: the sign is denied. */
  negationBefore: 'NEG',
  /** Hindi puts the negation after: "dard nahi hai". */
  negationAfter: 'NEG_AFTER',
  /** "two years ago", "as a child", "pichle saal": the clause tells of the past… */
  past: 'PAST',
  /** …unless it also says "now", "again", "since an hour", "abhi". */
  now: 'NOW',
  /** "what are the signs of", "how is … treated", "kya hota hai": a question about a condition… */
  generic: 'GENERIC',
  /** …unless it is about someone: "my", "he is", "mujhe". */
  personal: 'PERSONAL',
  /** "symptoms of", "just curious", "am I at risk": a question about a condition even when about someone. */
  genericStrong: 'GENERIC_STRONG',
  /** "if", "agar", "in case" before a sign: one that may come, not one that is here… */
  hypothetical: 'HYPOTHETICAL',
  /** …but "is it serious if my chest hurts?" asks about someone now: no condition, no general question. */
  asking: 'ASKING',
  /** "it turned out to be gas", "ECG was normal", "theek ho gaya". */
  resolved: 'RESOLVED',
  /** "slight", "a little", "thoda", "halka": softens the groups that have a mild form. */
  mild: 'MILD',
} as const;

/** How far, in words, a negation reaches: "no [real] chest pain", "seene me dard ya paseena nahi". */
const NEGATION_REACH_BEFORE = 3;
const NEGATION_REACH_AFTER = 4;

/** A sign found in the message, with what its context says of it. */
export interface Sign extends Mention {
  /** Present and affirmed: it counts towards an emergency. */
  live: boolean;
  /** Denied ("no chest pain"). */
  negated: boolean;
  /** Said to be mild in its clause. */
  mild: boolean;
}

const CUE_NAMES = new Set<string>(Object.values(CUES));
export const isCue = (concept: string) => CUE_NAMES.has(concept);

function scopes(cues: Mention[], key: 'sentence' | 'clause') {
  const byScope = new Map<number, Set<string>>();
  for (const cue of cues) {
    const set = byScope.get(cue[key]) ?? new Set<string>();
    set.add(cue.concept);
    byScope.set(cue[key], set);
  }
  return (mention: Mention, concept: string) => byScope.get(mention[key])?.has(concept) ?? false;
}

/** Reads every non-cue mention against the cues around it. */
export function readSigns(mentions: Mention[]): Sign[] {
  const cues = mentions.filter((mention) => isCue(mention.concept));
  const inClause = scopes(cues, 'clause');
  const inSentence = scopes(cues, 'sentence');
  const negated = (sign: Mention) =>
    cues.some(
      (cue) =>
        cue.clause === sign.clause &&
        ((cue.concept === CUES.negationBefore &&
          cue.end < sign.start &&
          sign.start - cue.end <= NEGATION_REACH_BEFORE) ||
          (cue.concept === CUES.negationAfter &&
            cue.start > sign.end &&
            cue.start - sign.end <= NEGATION_REACH_AFTER)),
    );
  return mentions
    .filter((mention) => !isCue(mention.concept))
    .map((mention) => {
      const now = inClause(mention, CUES.now);
      const past = inClause(mention, CUES.past) && !now;
      const generic =
        (inSentence(mention, CUES.generic) &&
          !inSentence(mention, CUES.personal) &&
          !inSentence(mention, CUES.asking) &&
          !inSentence(mention, CUES.now)) ||
        (inSentence(mention, CUES.genericStrong) && !now);
      const hypothetical =
        cues.some(
          (cue) =>
            cue.concept === CUES.hypothetical &&
            cue.sentence === mention.sentence &&
            cue.start < mention.start,
        ) && !inSentence(mention, CUES.now);
      const resolved = inSentence(mention, CUES.resolved);
      const denied = negated(mention);
      return {
        ...mention,
        negated: denied,
        live: !denied && !past && !generic && !hypothetical && !resolved,
        mild: inClause(mention, CUES.mild),
      };
    });
}
