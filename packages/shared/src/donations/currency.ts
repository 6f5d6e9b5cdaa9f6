/**
 * Currencies a donation may be made in: ISO 4217 codes, lower-case as they are stored (a request's
 * `units`) and as payment providers expect them. Each has two decimals, so an amount in minor units
 * (paise, cents) is a hundredth of the major unit.
 */
export const DONATION_CURRENCIES = ['inr', 'usd', 'eur', 'gbp', 'cad', 'aud'] as const;
export type DonationCurrency = (typeof DONATION_CURRENCIES)[number];

/** docs/validation-and-limits.md: the default country is IN, so a request without `units` takes donations in rupees. */
export const DEFAULT_DONATION_CURRENCY: DonationCurrency = 'inr';

export function isDonationCurrency(value: string): value is DonationCurrency {
  return (DONATION_CURRENCIES as readonly string[]).includes(value);
}

/** The currency a request takes donations in (its `units`, else the default); null when none can be paid in it. */
export function requestDonationCurrency(units: string | null): DonationCurrency | null {
  const currency = units ?? DEFAULT_DONATION_CURRENCY;
  return isDonationCurrency(currency) ? currency : null;
}

/**
 * The smallest donation per currency, in minor units: the smallest charge card processors accept
 * (Stripe's minimums), so an offline pledge is never one that could not be paid later.
 */
export const MIN_DONATION_AMOUNT: Record<DonationCurrency, number> = {
  inr: 50,
  usd: 50,
  eur: 50,
  gbp: 30,
  cad: 50,
  aud: 50,
};

/** The largest donation in minor units (999,999.99): the largest amount a Stripe Checkout accepts. */
export const MAX_DONATION_AMOUNT = 99_999_999;

/** An amount in minor units in major units as people read it: '1,250.00' (docs/screens-and-flows.md#formats: thousands commas). */
export function formatMinorUnits(amount: number): string {
  return (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An amount in minor units with its currency: '1,250.00 INR'. */
export function formatDonationAmount(amount: number, currency: string): string {
  return `${formatMinorUnits(amount)} ${currency.toUpperCase()}`;
}
