/** How a booking's time reads in an email: "Tuesday, 1 December 2026, 10:00–12:00 (Europe/Lisbon)". */
export function formatBookingTime(startsAt: Date, endsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full' }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${timeZone})`;
}

/** A deposit as money in the artist's currency: 5000 usd → "$50.00". */
export function formatDeposit(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
