/**
 * How a booking's time reads in an email, in a locale's words and a zone: "Tuesday, 1 December 2026,
 * 10:00–12:00 (Europe/Lisbon)" in en-GB, "Dienstag, 1. Dezember 2026, 10:00–12:00 (Europe/Lisbon)" in de-DE.
 * The zone is named as its IANA id in every language: it is what the client's calendar shows too.
 */
export function formatBookingTime(startsAt: Date, endsAt: Date, timeZone: string, locale = 'en-GB'): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(startsAt);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${timeZone})`;
}

/** A deposit as money in the artist's currency and a locale's format: 5000 usd → "$50.00" in en-US. */
export function formatDeposit(cents: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
