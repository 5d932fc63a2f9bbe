/**
 * Wall-clock times in an IANA time zone, through Intl only: the zone rules come from the runtime's ICU data,
 * never from a table of ours, so daylight-saving changes are right wherever the runtime is.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the zone (e.g. 'Europe/Lisbon'); offsets like '+02:00' are not zones. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Lisbon in summer: +3,600,000). */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped by a spring-forward change (02:30 on the
 * night clocks go 02:00 → 03:00) moves forward by the gap, as calendars do; a time that happens twice in the
 * autumn takes the first.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets either side of the wall time: equal on a normal day, different around a change.
  const before = offsetAt(new Date(wallAsUtc - 86_400_000), timeZone);
  const after = offsetAt(new Date(wallAsUtc + 86_400_000), timeZone);
  const withBefore = wallAsUtc - before;
  if (offsetAt(new Date(withBefore), timeZone) === before) return new Date(withBefore);
  const withAfter = wallAsUtc - after;
  if (offsetAt(new Date(withAfter), timeZone) === after) return new Date(withAfter);
  // In the gap: neither offset reads back, so the time is pushed forward by the change.
  return new Date(wallAsUtc - before);
}

/** The zone's calendar date (YYYY-MM-DD) at an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The day after a YYYY-MM-DD date: calendar arithmetic, no zone involved. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 for a YYYY-MM-DD date. */
export function weekdayIndexOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
