import { keyOf, normalise, type Token } from './text';

/**
 * Finds the lexicon's concepts in a tokenised message. A phrase is written as words separated by spaces:
 * `word` matches that word in any of its usual spellings (and, for words of seven letters or more, one typo after the first letter), `=word` only
 * exactly, `word*` any word starting so, `#` any number, `#<=60` or `#>=8` a number in range, and `?` any
 * one word. Unless the lexicon says otherwise, one unlisted word may stand between two words of a phrase
 * ("can barely breathe").
 * Overlapping finds keep the longest phrase, so "not breathing" is one concept, not a negation of another.
 */

type Part =
  | { kind: 'word'; key: string; fuzzy: boolean }
  | { kind: 'prefix'; key: string }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'any' };

interface Phrase {
  concept: string;
  parts: Part[];
}

/** A concept found in the message: where it is, in tokens. */
export interface Mention {
  concept: string;
  start: number;
  /** Index of its last token. */
  end: number;
  sentence: number;
  clause: number;
}

/** Only words this long (as spelling keys) forgive a typo: shorter ones collide with other words. */
const FUZZY_MIN_LENGTH = 7;

function parsePart(raw: string): Part {
  if (raw === '?') return { kind: 'any' };
  if (raw === '#') return { kind: 'number', min: -Infinity, max: Infinity };
  const range = /^#(<=|>=)(\d+(?:\.\d+)?)$/.exec(raw);
  if (range) {
    const bound = Number(range[2]);
    return range[1] === '<='
      ? { kind: 'number', min: -Infinity, max: bound }
      : { kind: 'number', min: bound, max: Infinity };
  }
  if (raw.endsWith('*')) return { kind: 'prefix', key: keyOf(normalise(raw.slice(0, -1))) };
  const exact = raw.startsWith('=');
  const key = keyOf(normalise(exact ? raw.slice(1) : raw));
  return { kind: 'word', key, fuzzy: !exact && key.length >= FUZZY_MIN_LENGTH };
}

/** At most one edit (insert, delete, substitute, or swap of neighbours) between a and b. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

function partMatches(part: Part, token: Token): boolean {
  switch (part.kind) {
    case 'any':
      return true;
    case 'number':
      return token.number !== null && token.number >= part.min && token.number <= part.max;
    case 'prefix':
      return token.key.startsWith(part.key) || token.word.startsWith(part.key);
    case 'word':
      return (
        token.key === part.key ||
        (part.fuzzy &&
          token.key.length >= FUZZY_MIN_LENGTH &&
          token.key[0] === part.key[0] &&
          withinOneEdit(token.key, part.key))
      );
  }
}

/** The compiled lexicon: every phrase of every concept, ready to be looked for. */
export class Lexicon {
  private readonly phrases: Phrase[];

  /** `allowGap`: one unlisted word may sit between two words of a phrase. */
  constructor(
    concepts: Record<string, readonly string[]>,
    private readonly allowGap = true,
  ) {
    this.phrases = Object.entries(concepts).flatMap(([concept, phrases]) =>
      phrases.map((phrase) => ({ concept, parts: phrase.trim().split(/\s+/).map(parsePart) })),
    );
  }

  /** The end index of `phrase` read from token `start`, or -1; one unlisted word may sit between parts. */
  private matchAt(phrase: Phrase, tokens: Token[], start: number): number {
    let position = start;
    for (let index = 0; index < phrase.parts.length; index++) {
      const part = phrase.parts[index];
      const token = tokens[position];
      if (token && token.sentence === tokens[start].sentence && partMatches(part, token)) {
        position++;
        continue;
      }
      const skipped = tokens[position + 1];
      if (
        !this.allowGap ||
        index === 0 ||
        !skipped ||
        skipped.sentence !== tokens[start].sentence ||
        !partMatches(part, skipped)
      ) {
        return -1;
      }
      position += 2;
    }
    return position - 1;
  }

  /** Every concept in the message, longest phrases first, no two sharing a token. */
  find(tokens: Token[]): Mention[] {
    const found: Mention[] = [];
    for (let start = 0; start < tokens.length; start++) {
      for (const phrase of this.phrases) {
        const end = this.matchAt(phrase, tokens, start);
        if (end < 0) continue;
        const token = tokens[start];
        found.push({ concept: phrase.concept, start, end, sentence: token.sentence, clause: token.clause });
      }
    }
    found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    // A token belongs to one phrase, or to several phrases of exactly the same span ("arm" is a limb and
    // where heart pain spreads).
    const taken = new Map<number, string>();
    const kept: Mention[] = [];
    for (const mention of found) {
      const span = `${mention.start}-${mention.end}`;
      let free = true;
      for (let index = mention.start; index <= mention.end; index++) {
        const owner = taken.get(index);
        if (owner !== undefined && owner !== span) free = false;
      }
      if (!free) continue;
      for (let index = mention.start; index <= mention.end; index++) taken.set(index, span);
      kept.push(mention);
    }
    return kept.sort((a, b) => a.start - b.start);
  }
}
