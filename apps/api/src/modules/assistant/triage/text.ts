/**
 * Text as the triage engine reads it: one canonical spelling per word, so that the lexicon is written once
 * and still meets the ways people type (docs/assistant-triage.md#reading).
 */

/** A word of the message, with its position in the message's token list. */
export interface Token {
  /** The word as normalised (lower case, no marks that change nothing). */
  word: string;
  /** Its spelling key: the form two spellings of one word share (see `keyOf`). */
  key: string;
  /** Index of the sentence it belongs to. */
  sentence: number;
  /** Index of the clause it belongs to (a sentence cut at "but", commas and the like). */
  clause: number;
  /** A number written in digits, if it is one. */
  number: number | null;
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const DEVANAGARI_NUKTA = /\u093c/g;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
/** A letter repeated three or more times is emphasis ("paaaain", "plzzz"): one is kept. */
const STRETCHED = /(\p{L})\1{2,}/gu;

/**
 * Unicode-normalises, lower-cases, drops invisible characters, accents on Latin letters and the Devanagari
 * nukta (ज़ and ज are written interchangeably), reads Devanagari digits as digits, and squeezes stretched
 * letters. Apostrophes vanish, so "can't", "can’t" and "cant" are one word.
 */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(LATIN_MARKS, '')
      .normalize('NFC')
      .replace(ZERO_WIDTH, '')
      .replace(DEVANAGARI_NUKTA, '')
      .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
      .toLowerCase()
      .replace(/['’‘`´]/g, '')
      .replace(STRETCHED, '$1')
      // "36wks", "9वां", "3yr": a number and its unit are two words.
      .replace(/(\d)(\p{L})/gu, '$1 $2')
      .replace(/(\p{L})(\d)/gu, '$1 $2')
  );
}

/** Latin spellings of Hindi (and careless English) that vary without changing the word. */
const LATIN_KEY_RULES: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/oo/g, 'u'],
  [/ee/g, 'i'],
  // Not kh: "kha" (ate) would become "ka" (of).
  [/([bcdgjpt])h/g, '$1'],
  [/(\p{L})\1+/gu, '$1'],
  [/y$/g, 'i'],
  [/a+$/g, 'a'],
];

/**
 * Hinglish text-speak for the small words that carry a sentence's sense ("jeena nhi chahta", "jama krke
 * rakhi h"): each is read as its full spelling before the key rules run.
 */
const TEXT_SPEAK: Record<string, string> = {
  nhi: 'nahi',
  nahin: 'nahi',
  ni: 'nahi',
  nahee: 'nahi',
  kr: 'kar',
  krke: 'karke',
  krk: 'karke',
  krna: 'karna',
  krne: 'karne',
  rha: 'raha',
  rhi: 'rahi',
  rhe: 'rahe',
  h: 'hai',
  hoon: 'hu',
  hun: 'hu',
  matlb: 'matlab',
  mtlb: 'matlab',
  bhot: 'bahut',
  bohot: 'bahut',
  bhut: 'bahut',
  bht: 'bahut',
  lg: 'lag',
  lgta: 'lagta',
  lgti: 'lagti',
  rhu: 'rahu',
  gya: 'gaya',
  gyi: 'gayi',
  kru: 'karu',
  krti: 'karti',
  krta: 'karta',
  ky: 'kya',
  mje: 'mujhe',
  mjhe: 'mujhe',
};

/** Devanagari spellings that vary in everyday typing: long and short i/u, chandrabindu and anusvara. */
const DEVANAGARI_KEY_RULES: [RegExp, string][] = [
  [/\u0940/g, '\u093f'],
  [/\u0942/g, '\u0941'],
  [/[\u0901\u0902]/g, ''],
  [/ई/g, 'इ'],
  [/ऊ/g, 'उ'],
];

const DEVANAGARI = /[\u0900-\u097f]/;

/** Whether the text is written, at least in part, in Devanagari. */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

const applyRules = (rules: [RegExp, string][], word: string) =>
  rules.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), word);

/**
 * The spelling key of a normalised word: Hinglish "seene", "sine" and "seena" share "sin…" forms, "zehar"
 * and "jahar" come close, and a doubled letter counts once, so a lexicon entry meets its usual variants.
 */
export function keyOf(word: string): string {
  if (hasDevanagari(word)) return applyRules(DEVANAGARI_KEY_RULES, word);
  return applyRules(LATIN_KEY_RULES, TEXT_SPEAK[word] ?? word);
}

/** Sentence ends: full stops (Latin and Devanagari), question and exclamation marks, new lines. */
const SENTENCE_END = /[!?।॥\n]+|\.+(?=\s|$)/;
/** Words that start a new clause inside a sentence: negation and time rarely reach across them. */
const CLAUSE_BREAK_WORDS = new Set([
  'and',
  'then',
  'aur',
  'or',
  'phir',
  'fir',
  'और',
  'फिर',
  'but',
  'however',
  'although',
  'though',
  'except',
  'lekin',
  'magar',
  'par',
  'pr',
  'lekn',
  'लेकिन',
  'मगर',
  'पर',
  'बल्कि',
  'balki',
  'whereas',
]);

const WORD = /[\p{L}\p{M}\p{N}]+(?:[.,]\d+)?/gu;

/** Splits the message into tokens that know their sentence and clause. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  normalise(text)
    .split(SENTENCE_END)
    .forEach((sentenceText, sentence) => {
      clause++;
      for (const part of sentenceText.split(/[,;:()]+|\s-\s/)) {
        clause++;
        for (const match of part.matchAll(WORD)) {
          const word = match[0];
          if (CLAUSE_BREAK_WORDS.has(word)) clause++;
          const numeric = /^\d+(?:[.,]\d+)?$/.test(word) ? Number(word.replace(',', '.')) : null;
          tokens.push({ word, key: keyOf(word), sentence, clause, number: numeric });
        }
      }
    });
  return tokens;
}
