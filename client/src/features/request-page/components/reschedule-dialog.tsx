import { Button } from '#client/components/ui/button.tsx';
import { rescheduleBooking } from '../api/change-booking.ts';
import { getRescheduleTimesQueryOptions } from '../api/get-reschedule-times.ts';
import type { RequestPageWords } from '../words/index.ts';
import { PickTimeDialog } from './pick-time-dialog.tsx';

/**
 * The client moves their appointment (decision 062): every free time across the coming weeks, by day in their
 * own zone, in the same slot picker the artist offers times with.
 */
export function RescheduleDialog({
  token,
  onChanged,
  words,
  session,
}: {
  token: string;
  onChanged: () => Promise<unknown>;
  words: RequestPageWords;
  /** One session of a project (decision 066); its times stay between its neighbours. */
  session?: number | null;
}) {
  const said = words.reschedule;
  return (
    <PickTimeDialog
      trigger={<Button variant="outline">{said.open}</Button>}
      idPrefix={`reschedule-${session ?? 'booking'}`}
      times={getRescheduleTimesQueryOptions(token, session)}
      pick={(startsAt) => rescheduleBooking(token, startsAt, session)}
      onChanged={onChanged}
      said={{
        title: said.title,
        description: said.description,
        keep: said.keep,
        confirm: said.move,
        pending: said.moving,
        failed: said.failed,
      }}
      pickerWords={{ ...said.picker, locale: words.locale.dates }}
    />
  );
}
