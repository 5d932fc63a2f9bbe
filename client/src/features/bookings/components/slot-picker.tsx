import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import type { FreeSlots } from '#common/contracts/booking.ts';
import { formatDay, formatTimeRange } from '../booking-format.ts';
import { slotsByDay } from '../slot-days.ts';

const DAYS_AT_FIRST = 5;

/** Where the free times come from: a lead's free slots for a session kind, or a booking's move times. */
export type FreeSlotsQuery<Key extends QueryKey> = UseQueryOptions<FreeSlots, Error, FreeSlots, Key>;

/**
 * The artist's free slots (from `query`), by day in their zone; pressing one picks it (up to `max`: a single
 * pick replaces the last).
 */
export function SlotPicker<Key extends QueryKey>({
  query,
  max,
  picked,
  onChange,
}: {
  query: FreeSlotsQuery<Key>;
  max: number;
  picked: string[];
  onChange: (picked: string[]) => void;
}) {
  const free = useQuery(query);
  const [dayCount, setDayCount] = useState(DAYS_AT_FIRST);
  if (free.isPending) {
    return (
      <div role="status" aria-label="Loading free times" className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (free.isError)
    return (
      <p role="alert" className="text-rose-300">
        Error loading free times. Please try again.
      </p>
    );
  const days = slotsByDay(free.data.slots, free.data.timeZone);
  if (days.length === 0) {
    return (
      <p className="text-mist">No free time in the next 90 days. Add hours or unblock dates in Settings.</p>
    );
  }
  const toggle = (startsAt: string) => {
    if (picked.includes(startsAt)) onChange(picked.filter((time) => time !== startsAt));
    else if (max === 1) onChange([startsAt]);
    else if (picked.length < max) onChange([...picked, startsAt]);
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-mist">
        Times in {free.data.timeZone.replaceAll('_', ' ')}. {max > 1 ? `Pick up to ${max}.` : 'Pick one.'}
      </p>
      {days.slice(0, dayCount).map((day) => (
        <section key={day.date} aria-label={formatDay(day.date)} className="grid grid-cols-1 gap-2">
          <h4 className="text-sm font-semibold">{formatDay(day.date)}</h4>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <ToggleChip
                key={slot.startsAt}
                isPressed={picked.includes(slot.startsAt)}
                onToggle={() => toggle(slot.startsAt)}
              >
                <span className="sr-only">{formatDay(day.date)}, </span>
                <span className="text-sm tabular-nums">
                  {formatTimeRange(slot.startsAt, slot.endsAt, free.data.timeZone)}
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
          Show more days
        </Button>
      ) : null}
    </div>
  );
}
