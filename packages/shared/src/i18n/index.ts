/**
 * The languages CareNet speaks. English is the source: every user-facing string is written in English
 * in the code and is its own key; a catalog maps it to the other language. A string missing from a
 * catalog shows in English rather than as a key (docs/languages.md).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 tag dates and numbers are formatted with. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN' };

export type Catalog = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Replaces each {name} in `template` by its value; an unknown name stays as written. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `text` (English) in the catalog's language, with its {placeholders} filled in. */
export function translate(catalog: Catalog | null, text: string, values?: MessageValues): string {
  return interpolate(catalog?.[text] ?? text, values);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern needs this many letters of its own around its placeholders: a short one ('{label} date',
 * 'Open {name}') would swallow unrelated sentences ('Please enter a valid date') and half-translate them.
 */
const MIN_PATTERN_LETTERS = 9;
const fixedLetters = (key: string) => (key.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? []).length;

/** For each catalog, its entries with {placeholders} as patterns that match the filled-in English. */
const patternsOf = new WeakMap<Catalog, { pattern: RegExp; names: string[]; key: string }[]>();

function patterns(catalog: Catalog) {
  let found = patternsOf.get(catalog);
  if (!found) {
    found = Object.keys(catalog)
      .filter((key) => /\{\w+\}/.test(key) && fixedLetters(key) >= MIN_PATTERN_LETTERS)
      .map((key) => {
        const names = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const source = key
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('(.+?)');
        return { pattern: new RegExp(`^${source}$`, 's'), names, key };
      })
      // The longest fixed text first: "Coupon applied: {percent}% off." before a bare "{name}".
      .sort((a, b) => b.key.replace(/\{\w+\}/g, '').length - a.key.replace(/\{\w+\}/g, '').length);
    patternsOf.set(catalog, found);
  }
  return found;
}

/**
 * A message that arrives already filled in (from the server, or a shared message built by a function):
 * the catalog entry of the same text, or else the entry whose {placeholders} match its variable parts,
 * with those parts carried over. English when neither is there.
 */
export function translateMessage(catalog: Catalog | null, text: string): string {
  if (!catalog) return text;
  const exact = catalog[text];
  if (exact !== undefined) return exact;
  for (const { pattern, names, key } of patterns(catalog)) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return interpolate(catalog[key], values);
  }
  return text;
}

/**
 * Marks English text kept in a list or constant to be shown later through t(): the catalog check finds
 * it here, and t() at the moment of showing translates it (constants are made before a catalog is chosen).
 */
export const msg = (text: string): string => text;
