import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import type { FreeSlots } from '#common/contracts/booking.ts';
import { slotsByDay } from './slot-days.ts';
import { formatDay, formatTimeRange } from './slot-format.ts';

const DAYS_AT_FIRST = 5;

/**
 * Where the free times come from: a lead's free slots for a session kind, a booking's move times, or a client's
 * times to move to from their request page. Each answers instants with the artist's zone.
 */
export type FreeSlotsQuery<Key extends QueryKey> = UseQueryOptions<FreeSlots, Error, FreeSlots, Key>;

/** What the picker says, in the reader's language: the artist's dashboard, or the client's request page. */
export interface SlotPickerWords {
  /** BCP 47 locale of the days and times; the browser's when absent. */
  locale?: string;
  loading: string;
  failed: string;
  noTimes: string;
  /** The line above the days: the zone the times are in, and how many to pick. */
  intro: (timeZone: string, max: number) => string;
  showMore: string;
}

/**
 * The free times (from `query`) by day, in `timeZone`: the artist's own by default; the client's on their request
 * page, so a client abroad reads their own clock. Pressing one picks it (up to `max`: a single pick replaces the
 * last). The one slot picker of the app: offering, booking, and moving a booking, by the artist or the client.
 */
export function SlotPicker<Key extends QueryKey>({
  query,
  max,
  picked,
  onChange,
  words,
  timeZone,
}: {
  query: FreeSlotsQuery<Key>;
  max: number;
  picked: string[];
  onChange: (picked: string[]) => void;
  words: SlotPickerWords;
  timeZone?: string;
}) {
  const free = useQuery(query);
  const [dayCount, setDayCount] = useState(DAYS_AT_FIRST);
  if (free.isPending) {
    return (
      <div role="status" aria-label={words.loading} className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (free.isError)
    return (
      <p role="alert" className="text-rose-300">
        {words.failed}
      </p>
    );
  const zone = timeZone ?? free.data.timeZone;
  const days = slotsByDay(free.data.slots, zone);
  if (days.length === 0) return <p className="text-mist">{words.noTimes}</p>;
  const toggle = (startsAt: string) => {
    if (picked.includes(startsAt)) onChange(picked.filter((time) => time !== startsAt));
    else if (max === 1) onChange([startsAt]);
    else if (picked.length < max) onChange([...picked, startsAt]);
  };
  const dayName = (date: string) => formatDay(date, words.locale);
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-mist">{words.intro(zone.replaceAll('_', ' '), max)}</p>
      {days.slice(0, dayCount).map((day) => (
        <section key={day.date} aria-label={dayName(day.date)} className="grid grid-cols-1 gap-2">
          <h4 className="text-sm font-semibold">{dayName(day.date)}</h4>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <ToggleChip
                key={slot.startsAt}
                isPressed={picked.includes(slot.startsAt)}
                onToggle={() => toggle(slot.startsAt)}
              >
                <span className="sr-only">{dayName(day.date)}, </span>
                <span className="text-sm tabular-nums">
                  {formatTimeRange(slot.startsAt, slot.endsAt, zone, words.locale)}
                </span>
              </ToggleChip>
            ))}
          </div>
        </section>
      ))}
      {dayCount < days.length ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => setDayCount(dayCount + DAYS_AT_FIRST)}
        >
          {words.showMore}
        </Button>
      ) : null}
    </div>
  );
}
