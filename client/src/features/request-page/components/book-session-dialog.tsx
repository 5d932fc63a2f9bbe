import { Button } from '#client/components/ui/button.tsx';
import { bookSession, getSessionTimesQueryOptions } from '../api/book-session.ts';
import type { RequestPageWords } from '../words/index.ts';
import { PickTimeDialog } from './pick-time-dialog.tsx';

/**
 * The client books the project's next session (decision 066) in the shared slot picker (decision 062): every
 * free time after their earlier sessions, by day in their own zone. The deposit session opens the checkout.
 */
export function BookSessionDialog({
  token,
  sessionNumber,
  sessionCount,
  onChanged,
  words,
}: {
  token: string;
  sessionNumber: number;
  sessionCount: number;
  onChanged: () => Promise<unknown>;
  words: RequestPageWords;
}) {
  const said = words.project;
  return (
    <PickTimeDialog
      trigger={<Button>{said.book(sessionNumber)}</Button>}
      idPrefix={`book-session-${sessionNumber}`}
      times={getSessionTimesQueryOptions(token, sessionNumber)}
      pick={(startsAt) => bookSession(token, sessionNumber, startsAt)}
      redirectOf={({ checkoutUrl }) => checkoutUrl}
      onChanged={onChanged}
      said={{
        title: said.bookTitle(sessionNumber, sessionCount),
        description: said.bookDescription,
        keep: said.keep,
        confirm: said.confirm,
        pending: said.booking,
        failed: said.failed,
      }}
      pickerWords={{ ...words.reschedule.picker, locale: words.locale.dates }}
    />
  );
}
