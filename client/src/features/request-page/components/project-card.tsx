import { Badge } from '#client/components/ui/badge.tsx';
import { SegmentedProgress } from '#client/components/ui/segmented-progress.tsx';
import type { RequestBooking, RequestPage, RequestProject } from '#common/contracts/booking-requests.ts';
import { formatSlot } from '../format-slot.ts';
import { type RequestPageWords, requestPageWords } from '../words/index.ts';
import { BookSessionDialog } from './book-session-dialog.tsx';
import { ArtistText, CancelDialog, depositLine, PayDepositButton } from './booking-card.tsx';
import { ConsentDue } from './consent-due.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

interface ProjectCardProps {
  token: string;
  page: RequestPage;
  onChanged: () => Promise<unknown>;
}

/** Progress as a bar and in words: "2 of 3 sessions booked". */
function Progress({ project, words }: { project: RequestProject; words: RequestPageWords }) {
  const label = words.project.progress(project.bookedCount, project.sessionCount);
  return (
    <div className="grid gap-2">
      <p className="font-semibold">{label}</p>
      <SegmentedProgress label={label} done={project.bookedCount} total={project.sessionCount} />
    </div>
  );
}

/** One session: its time, state and deposit, and what the client may still do with it. */
function Session({
  token,
  page,
  onChanged,
  session,
  words,
}: ProjectCardProps & { session: RequestBooking; words: RequestPageWords }) {
  const project = page.project!;
  const deposit = depositLine(session, page.currency, words);
  const isHeld = session.status === 'held';
  return (
    <li className="grid gap-2 rounded-xl border border-ink-600 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {words.project.session(session.sessionNumber ?? 0, project.sessionCount)}
        </span>
        <Badge variant={isHeld ? 'outline' : 'default'}>
          {isHeld ? words.project.held : words.project.booked}
        </Badge>
      </div>
      <p className="text-xl font-semibold">{formatSlot(session.startsAt, session.endsAt, words)}</p>
      {deposit ? <p className="text-mist">{deposit}</p> : null}
      {isHeld && page.status === 'deposit_due' && page.depositCollection === 'stripe' ? (
        <PayDepositButton token={token} words={words} />
      ) : null}
      {isHeld && session.depositStatus === 'due' && page.paymentInstructions ? (
        <div className="grid gap-2">
          <h4 className="font-semibold">{words.appointment.howToPay(page.artistName)}</h4>
          <ArtistText text={page.paymentInstructions} />
        </div>
      ) : null}
      <ConsentDue token={token} booking={session} artistName={page.artistName} words={words} />
      {session.status === 'confirmed' ? (
        session.canChange ? (
          <div className="flex flex-wrap gap-2">
            <RescheduleDialog
              token={token}
              onChanged={onChanged}
              words={words}
              session={session.sessionNumber}
            />
            <CancelDialog token={token} onChanged={onChanged} words={words} page={page} booking={session} />
          </div>
        ) : (
          <p className="text-mist">{words.appointment.tooLate(page.noticeHours, page.artistName)}</p>
        )
      ) : null}
    </li>
  );
}

/**
 * A project of several sessions (issue #26 item 6, decision 066): progress, each session in order with its own
 * move and cancel, the deposit's session named, and booking the next session in the shared slot picker.
 */
export function ProjectCard({ token, page, onChanged }: ProjectCardProps) {
  const project = page.project;
  if (!project || page.status === 'declined') return null;
  const words = requestPageWords(page.language);
  const said = words.project;
  const byNumber = new Map(project.sessions.map((session) => [session.sessionNumber, session]));
  return (
    <section aria-labelledby="your-project" className="grid gap-4 rounded-2xl border border-ink-600 p-5">
      <h2 id="your-project" className="text-lg font-bold">
        {said.heading(project.sessionCount)}
      </h2>
      <Progress project={project} words={words} />
      <p className="text-mist">{said.depositOn(project.depositSession)}</p>
      {project.sessions.length === 0 && page.status === 'times_offered' ? (
        <p className="text-mist">{said.pickFirst}</p>
      ) : null}
      <ol className="grid gap-3">
        {Array.from({ length: project.sessionCount }, (_, index) => index + 1).map((number) => {
          const session = byNumber.get(number);
          if (session)
            return (
              <Session
                key={number}
                token={token}
                page={page}
                onChanged={onChanged}
                session={session}
                words={words}
              />
            );
          return (
            <li
              key={number}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-ink-600 p-4"
            >
              <span>
                <span className="font-semibold">{said.session(number, project.sessionCount)}</span>
                <span className="text-mist"> · {said.notBooked}</span>
              </span>
              {project.nextSession === number ? (
                <BookSessionDialog
                  token={token}
                  sessionNumber={number}
                  sessionCount={project.sessionCount}
                  onChanged={onChanged}
                  words={words}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
