/** "$50.00" from cents of an ISO 4217 currency (any case), in the reader's locale. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
