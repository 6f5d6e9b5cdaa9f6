import { BODY_LEXICON } from './body';
import { CIRCULATION_LEXICON } from './circulation';
import { CUE_LEXICON } from './cues';
import { HARM_LEXICON } from './harm';
import { INTENT_LEXICON } from './intent';
import { LIFE_STAGES_LEXICON } from './life-stages';
import { NEURO_LEXICON } from './neuro';
import { OTHER_LEXICON } from './other';

/** Every sign the triage rules speak of, each with its words in English, Hindi and Hinglish. */
export const SIGN_LEXICON: Record<string, readonly string[]> = {
  ...BODY_LEXICON,
  ...CIRCULATION_LEXICON,
  ...NEURO_LEXICON,
  ...HARM_LEXICON,
  ...INTENT_LEXICON,
  ...LIFE_STAGES_LEXICON,
  ...OTHER_LEXICON,
};

export { CUE_LEXICON };
