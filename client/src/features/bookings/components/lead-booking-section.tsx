import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  CircleCheck,
  MailQuestion,
  Send,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SegmentedProgress } from '#client/components/ui/segmented-progress.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { formatMoney } from '#client/lib/format-money.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { Booking, LeadBooking, LeadProject } from '#common/contracts/booking.ts';
import {
  bookDirectly,
  cancelBooking,
  declineLead,
  getLeadBookingQueryOptions,
  leadBookingKey,
  markDepositReceived,
  markSessionDone,
  moveBooking,
  offerTimes,
} from '../api/lead-booking.ts';
import { formatAppointment, formatSlotStart, sessionLabel } from '../booking-format.ts';
import { BookingConsentRow } from './booking-consent.tsx';
import { BookingTimeline } from './booking-timeline.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { MoveBookingDialog } from './move-booking-dialog.tsx';
import { projectOf, SlotFormDialog } from './slot-form-dialog.tsx';

type OpenDialog = 'offer' | 'book' | 'decline' | null;

/**
 * The booking part of a lead's details (issue #14): Offer times, Book directly, Decline, Mark deposit received,
 * Cancel, the live booking (or the one last cancelled) and offers, and the timeline. Composed into the leads
 * dialog by the dashboard route; `viewerId` is the signed-in user, who may be a studio's owner or front desk on a
 * member's lead (decision 073).
 */
export function LeadBookingSection({ leadId, viewerId }: { leadId: string; viewerId: string }) {
  const queryClient = useQueryClient();
  const booking = useQuery(getLeadBookingQueryOptions(leadId));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  /** A dialog opens without the failure of the action before it (decision 012: the dialog shows its own). */
  const openDialog = (open: () => void) => () => {
    action.reset();
    open();
  };
  const action = useMutation({
    mutationFn: (run: () => Promise<LeadBooking>) => run(),
    onSuccess: (updated, _run) => {
      queryClient.setQueryData(leadBookingKey(leadId), updated);
      // The lead's status changed (contacted, booked, rejected): its row and editor show it.
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/leads'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/booking/overview'] });
      void queryClient.invalidateQueries({ queryKey: [...leadBookingKey(leadId), 'free-slots'] });
      void queryClient.invalidateQueries({ queryKey: [...leadBookingKey(leadId), 'move-times'] });
      setDialog(null);
      setCancelling(null);
      setMoving(null);
    },
    onError: () => {
      // The booking changed elsewhere (a time just taken, a cancellation on the client's page): the section
      // behind the dialog and its pickers (keys under the lead's) show it as it is now.
      void queryClient.invalidateQueries({ queryKey: leadBookingKey(leadId) });
    },
  });
  /** A dialog's action: its failure is shown in the dialog, which stays open (decision 012). */
  const run = (call: () => Promise<LeadBooking>, success: string) =>
    action.mutate(call, { onSuccess: () => toast({ title: success }) });
  /** An action without a dialog: its failure is a toast. */
  const markReceived = (bookingId: string) =>
    action.mutate(() => markDepositReceived(bookingId), {
      onSuccess: () => toast({ title: 'Deposit marked received' }),
      onError: (error) =>
        showFailure(error, serverMessageOf(error) ?? 'That did not work. Please try again.'),
    });

  const markDone = (bookingId: string) =>
    action.mutate(() => markSessionDone(bookingId), {
      onSuccess: () => toast({ title: 'Session marked done: the client was sent your aftercare' }),
      onError: (error) =>
        showFailure(error, serverMessageOf(error) ?? 'That did not work. Please try again.'),
    });

  if (booking.isPending) {
    return (
      <div role="status" aria-label="Loading booking" className="flex justify-center py-4">
        <Spinner />
      </div>
    );
  }
  if (booking.isError)
    return (
      <p role="alert" className="text-rose-300">
        Error loading the booking. Please try again.
      </p>
    );
  const data = booking.data;
  const live = data.bookings.filter((entry) => entry.status !== 'cancelled');
  // The server lists cancelled bookings after the live ones, the latest start first.
  const lastCancelled = live.length ? undefined : data.bookings.find((entry) => entry.status === 'cancelled');
  // A project stays open to book its next session until every one is booked (decision 066).
  const isFullyBooked = data.project
    ? live.filter((entry) => entry.session).length >= data.project.sessionCount
    : live.some((entry) => entry.status === 'confirmed');
  const isClosed = data.leadStatus === 'rejected' || isFullyBooked;
  const hasConfirmed = live.some((entry) => entry.status === 'confirmed');

  return (
    <section
      aria-labelledby={`booking-${leadId}`}
      className="grid grid-cols-1 gap-4 rounded-xl border border-ink-600 p-4"
    >
      <h3 id={`booking-${leadId}`} className="text-lg font-bold">
        Booking
      </h3>
      {data.project ? <ProjectProgress project={data.project} /> : null}
      {live.map((entry) => (
        <LiveBooking
          key={entry.id}
          booking={entry}
          timeZone={data.timeZone}
          isPending={action.isPending}
          onMarkReceived={() => markReceived(entry.id)}
          onMarkDone={() => markDone(entry.id)}
          onCancel={openDialog(() => setCancelling(entry))}
          onMove={openDialog(() => setMoving(entry))}
        />
      ))}
      {data.healedPhotos.length ? <HealedPhotos photos={data.healedPhotos} timeZone={data.timeZone} /> : null}
      {lastCancelled ? <CancelledBooking booking={lastCancelled} timeZone={data.timeZone} /> : null}
      {data.openOffers.length ? (
        <div className="grid gap-1 text-sm">
          <span className="font-semibold">Offered, waiting for the client to pick</span>
          <ul className="grid gap-1 text-mist">
            {data.openOffers.map((offer) => (
              <li key={offer.id}>
                {formatSlotStart(offer.startsAt, data.timeZone)} · {sessionLabel(offer.sessionKind)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.isEmailWaiting ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-400/50 p-3 text-sm text-amber-100">
          <MailQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Email not confirmed yet.</strong> The client has not followed the link we emailed them, so
            what you send now (times, a booking, a decline) waits and is emailed the moment they confirm.
          </span>
        </p>
      ) : null}
      {isClosed ? null : (
        <div className="flex flex-wrap gap-2">
          {/* Once a project's session is booked, the client books the next ones on their page. */}
          {hasConfirmed ? null : (
            <Button onClick={openDialog(() => setDialog('offer'))}>
              <Send aria-hidden="true" className="size-4" />
              Offer times
            </Button>
          )}
          <Button variant="secondary" onClick={openDialog(() => setDialog('book'))}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {hasConfirmed ? 'Book the next session' : 'Book directly'}
          </Button>
          {hasConfirmed ? null : (
            <Button variant="outline" onClick={openDialog(() => setDialog('decline'))}>
              <X aria-hidden="true" className="size-4" />
              Decline
            </Button>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Timeline</h4>
        <BookingTimeline
          events={data.timeline}
          timeZone={data.timeZone}
          isViewerTheArtist={viewerId === data.artistId}
          viewerId={viewerId}
        />
      </div>
      <SlotFormDialog
        leadId={leadId}
        isOpen={dialog === 'offer'}
        onOpenChange={(open) => setDialog(open ? 'offer' : null)}
        title="Offer times"
        description={`The client gets these by email with a link to pick one (and by DM for an Instagram lead you can still reply to).${
          data.isEmailWaiting ? ' They have not confirmed their email yet: it is sent when they do.' : ''
        }`}
        max={4}
        submitLabel="Send offer"
        isPending={action.isPending}
        error={action.error}
        withProject
        onSubmit={(values) =>
          run(
            () =>
              offerTimes(leadId, {
                sessionKind: values.sessionKind,
                startTimes: values.startTimes,
                project: projectOf(values),
              }),
            'Times offered',
          )
        }
      />
      <SlotFormDialog
        leadId={leadId}
        isOpen={dialog === 'book'}
        onOpenChange={(open) => setDialog(open ? 'book' : null)}
        title="Book directly"
        description="Confirms the appointment now: you and the client get the invite and reminders."
        max={1}
        submitLabel="Book"
        isPending={action.isPending}
        error={action.error}
        onSubmit={({ sessionKind, startTimes }) =>
          run(() => bookDirectly(leadId, { sessionKind, startsAt: startTimes[0]! }), 'Booked')
        }
      />
      <DeclineDialog
        isOpen={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        template={data.declineTemplate}
        isPending={action.isPending}
        error={action.error}
        onSubmit={(message) => run(() => declineLead(leadId, message), 'Request declined')}
      />
      <CancelBookingDialog
        booking={cancelling}
        timeZone={data.timeZone}
        onOpenChange={(open) => setCancelling(open ? cancelling : null)}
        isPending={action.isPending}
        error={action.error}
        onSubmit={(bookingId, values) => run(() => cancelBooking(bookingId, values), 'Appointment cancelled')}
      />
      <MoveBookingDialog
        booking={moving}
        timeZone={data.timeZone}
        onOpenChange={(open) => setMoving(open ? moving : null)}
        isPending={action.isPending}
        error={action.error}
        onSubmit={(bookingId, values) =>
          run(() => moveBooking(bookingId, values), 'Appointment moved: the client was emailed')
        }
      />
    </section>
  );
}

function LiveBooking({
  booking,
  timeZone,
  isPending,
  onMarkReceived,
  onMarkDone,
  onCancel,
  onMove,
}: {
  booking: Booking;
  timeZone: string;
  isPending: boolean;
  onMarkReceived: () => void;
  onMarkDone: () => void;
  onCancel: () => void;
  onMove: () => void;
}) {
  const isDue = booking.depositStatus === 'due';
  // The server refuses to move or cancel an appointment that has started (409); the buttons are not offered then.
  const isAhead = new Date(booking.startsAt).getTime() > Date.now();
  // Decision 065: a confirmed session that has started can be marked done, once.
  const canMarkDone = booking.status === 'confirmed' && !isAhead && !booking.completedAt;
  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg bg-ink-800 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          <CalendarCheck aria-hidden="true" className="mr-2 inline size-4 align-[-0.125em] text-rose-300" />
          {formatAppointment(booking.startsAt, booking.endsAt, timeZone)}
        </span>
        {booking.session ? (
          <Badge variant="secondary">
            Session {booking.session.number} of {booking.session.count}
          </Badge>
        ) : null}
        <Badge variant={booking.status === 'confirmed' ? 'default' : 'outline'}>
          {booking.status === 'confirmed' ? 'Confirmed' : 'Held for the client'}
        </Badge>
        <span className="text-sm text-mist">{sessionLabel(booking.sessionKind)}</span>
        {booking.completedAt ? (
          <Badge variant="secondary">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Session done
          </Badge>
        ) : null}
      </div>
      {booking.depositCents > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Deposit {formatMoney(booking.depositCents, booking.currency)}: {isDue ? 'due' : 'received'}
          </span>
          {isDue ? (
            <Button size="sm" variant="secondary" disabled={isPending} onClick={onMarkReceived}>
              Mark deposit received
            </Button>
          ) : null}
        </div>
      ) : null}
      {booking.status === 'confirmed' ? <BookingConsentRow bookingId={booking.id} /> : null}
      {canMarkDone ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" disabled={isPending} onClick={onMarkDone}>
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark session done
          </Button>
          <span className="text-sm text-mist">
            Sends your aftercare now, a check-in in 3 days and a healed-photo request in 4 weeks.
          </span>
        </div>
      ) : null}
      {isAhead ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={isPending} onClick={onMove}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Move appointment
          </Button>
          <Button size="sm" variant="outline" disabled={isPending} onClick={onCancel}>
            <CalendarX aria-hidden="true" className="size-4" />
            Cancel appointment
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A project's progress (decision 066): sessions confirmed of its count, and which one carries the deposit. */
function ProjectProgress({ project }: { project: LeadProject }) {
  const label = `${project.bookedCount}/${project.sessionCount} sessions booked`;
  return (
    <div className="grid gap-2 rounded-lg border border-ink-600 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          Project of {project.sessionCount} sessions · {sessionLabel(project.sessionKind)}
        </span>
        <span>
          {project.bookedCount}/{project.sessionCount} booked
        </span>
      </div>
      <SegmentedProgress
        label={label}
        done={project.bookedCount}
        total={project.sessionCount}
        doneClassName="bg-rose-300"
      />
      <span className="text-mist">Deposit on the {project.depositSession} session; the others ask none.</span>
    </div>
  );
}

/** Photos of the healed tattoo the client shared from their request page (decision 065), oldest first. */
function HealedPhotos({ photos, timeZone }: { photos: LeadBooking['healedPhotos']; timeZone: string }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Healed photos from the client</h4>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id} className="grid gap-1">
            <a href={photo.url} target="_blank" rel="noreferrer" className="focus-ring block rounded-lg">
              <img
                src={photo.url}
                alt={`Healed tattoo, shared ${formatSlotStart(photo.uploadedAt, timeZone)}`}
                className="aspect-square w-full rounded-lg bg-ink-800 object-cover"
                loading="lazy"
              />
            </a>
            <span className="text-xs text-mist">{formatSlotStart(photo.uploadedAt, timeZone)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The appointment last cancelled (or a hold released), struck through, while the lead has no live one. */
function CancelledBooking({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-ink-600 p-3">
      <span className="text-mist line-through">
        {formatAppointment(booking.startsAt, booking.endsAt, timeZone)}
      </span>
      <Badge variant="secondary">{booking.confirmedAt ? 'Cancelled' : 'Hold released'}</Badge>
      <span className="text-sm text-mist">{sessionLabel(booking.sessionKind)}</span>
    </div>
  );
}
