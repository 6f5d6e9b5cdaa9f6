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
