import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  isLocale,
  translate,
  translateMessage,
  type Catalog,
  type Locale,
  type MessageValues,
} from '@carenet/shared';
// A URL, not a module: the catalog is fetched as plain JSON only by Hindi pages, with no code around it.
import hiCatalogUrl from '@carenet/shared/i18n/hi.json?url&no-inline';

/** Where the browser remembers the language the person picked. */
export const LOCALE_KEY = 'locale';

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The page's language, fixed for the page's life: switching stores the choice and reloads. */
export const locale: Locale = storedLocale();
/** Dates and numbers are written the way this language writes them. */
export const localeTag = LOCALE_TAGS[locale];

let catalog: Catalog | null = null;

/**
 * Loads the catalog of the page's language before the first render; English needs none, so English
 * pages load nothing more. Marks the document's language for screen readers and fonts.
 */
export async function loadLocale(): Promise<void> {
  document.documentElement.lang = locale;
  if (locale !== 'hi') return;
  try {
    const response = await fetch(hiCatalogUrl);
    if (response.ok) catalog = (await response.json()) as Catalog;
  } catch {
    // The catalog did not arrive (offline, a deploy in between): the page shows in English rather than not at all.
  }
}

/** `text`, written in English in the code, in the page's language, with its {placeholders} filled in. */
export function t(text: string, values?: MessageValues): string {
  return translate(catalog, text, values);
}

/**
 * A message that arrives already written: the server's envelope message, a shared validation message,
 * a stored notification. Shown in the page's language when the catalog knows it (with its variable
 * parts carried over), otherwise as it came.
 */
export function tm(message: string): string {
  return translateMessage(catalog, message);
}

/** Remembers the language and reloads the page in it. */
export function switchLocale(next: Locale): void {
  localStorage.setItem(LOCALE_KEY, next);
  window.location.reload();
}

/** Thousands commas in English ('123,456'), Indian grouping in Hindi ('1,23,456'). */
export const formatNumber = (value: number): string => value.toLocaleString(localeTag);

export { msg } from '@carenet/shared';
