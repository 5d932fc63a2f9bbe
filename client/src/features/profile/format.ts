/** Spec §2: consultation price shown as dollars, e.g. $150. */
export function formatPrice(price: number): string {
  return `$${price.toLocaleString('en-US')}`;
}

export function formatYears(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** The handle with one leading @, whether or not it was stored with one. */
export function formatInstagramHandle(handle: string): string {
  return `@${handle.replace(/^@+/, '')}`;
}

/** Only http(s) links become anchors; anything else is shown as text. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
