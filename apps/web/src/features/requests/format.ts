import { CARD_DESCRIPTION_LENGTH } from '@carenet/shared';

/** docs/screens-and-flows.md#home-and-feed: a card shows the description cut at 100 characters, marked with an ellipsis when cut. */
export function cutDescription(text: string, length: number = CARD_DESCRIPTION_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** 'INR' for 'inr'; the currency a request collects in. */
export function currencyLabel(units: string | null): string | null {
  return units ? units.toUpperCase() : null;
}
