import {
  DEFAULT_LOCALE,
  isLocale,
  translate,
  translateMessage,
  type Catalog,
  type Locale,
  type MessageValues,
} from '@carenet/shared';
import hi from '@carenet/shared/i18n/hi.json';

const CATALOGS: Record<Locale, Catalog | null> = { en: null, hi };

/** Writes text for one reader: their e-mails, in the language they read CareNet in (docs/languages.md). */
export interface Translator {
  readonly locale: Locale;
  /** `text`, written in English in the code, in the reader's language with its {placeholders} filled in. */
  readonly t: (text: string, values?: MessageValues) => string;
  /** A text that arrives already written (a notification's title), matched to the catalog. */
  readonly tm: (text: string) => string;
}

export function translatorFor(locale: Locale): Translator {
  const catalog = CATALOGS[locale];
  return {
    locale,
    t: (text, values) => translate(catalog, text, values),
    tm: (text) => translateMessage(catalog, text),
  };
}

/**
 * The language of the page asking: the web app sends its language as Accept-Language ('hi' or 'en').
 * Anything else (another client, a browser's own list) counts by its first language, English if unknown.
 */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().split(/[-;]/)[0]?.toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
