import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';

/** "Mon 30 Nov, 10:00" in the artist's zone: what the artist works by, wherever they open the dashboard. */
export function formatSlotStart(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** "Mon 30 Nov, 10:00–12:00" in the artist's zone. */
export function formatAppointment(startsAt: string, endsAt: string, timeZone: string): string {
  const end = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(endsAt),
  );
  return `${formatSlotStart(startsAt, timeZone)}–${end}`;
}

export const sessionLabel = (kind: SessionKind) => SESSION_KIND_LABELS[kind];

/** The browser's IANA zone, the default for a first-time setup. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for the picker (the stored one first if the browser lacks it). */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? zones : ['UTC', ...zones];
  return all.includes(current) ? all : [current, ...all];
}
