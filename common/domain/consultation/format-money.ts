import type { Currency } from './brief.ts';

const SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  BRL: 'R$',
};
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The artist profile has no currency field and spec §9 prices everything in dollars, so the artist's own
 * prices (consultation, minimum) are shown in USD; a client's budget keeps the currency the client used.
 */
export const ARTIST_PRICE_CURRENCY: Currency = 'USD';

/** "$1,500", "€300", or "400" when the client named no currency. */
export function formatMoney(amount: number, currency: Currency | null): string {
  return `${currency ? SYMBOLS[currency] : ''}${NUMBER_FORMAT.format(amount)}`;
}
