import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Hourglass, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDay, formatTimeRange } from '#client/components/slot-picker/slot-format.ts';
import { ArtistFilter } from '#client/components/studio/artist-filter.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatMoney } from '#client/lib/format-money.ts';
import type { Appointment, BookingsOverview, YourTurnItem } from '#common/contracts/booking.ts';
import { getBookingsOverviewQueryOptions } from '../api/bookings-overview.ts';
import { getConsentStatusesQueryOptions } from '../api/consent.ts';
import { formatSlotStart, sessionLabel } from '../booking-format.ts';
import { ConsentStatusBadge } from './consent-status-badge.tsx';
import { overviewOfArtist } from './overview-of-artist.ts';

const REASONS: Record<YourTurnItem['reason'], string> = {
  'new-lead': 'New request: offer times or decline',
  'hold-expired': 'The client’s hold lapsed unpaid',
  'deposit-due': 'Picked a time: mark the deposit when you have it',
  'offers-expired': 'Offered times have passed',
};

/**
 * The dashboard's Bookings tab (issue #14): what is coming up, what is owed, and whose turn it is. `onOpenLead`
 * opens a lead's details, where the booking actions are. A studio's owner and front desk see every member's
 * items, each naming its artist, with a filter by artist (decision 073).
 */
export function BookingsPanel({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const overview = useQuery(getBookingsOverviewQueryOptions());
  const [artistFilter, setArtistFilter] = useState('all');
  if (overview.isPending) {
    return (
      <div role="status" aria-label="Loading bookings" className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (overview.isError)
    return (
      <p role="alert" className="text-rose-300">
        Error loading bookings. Please try again.
      </p>
    );
  const isTeam = overview.data.artists.length > 1;
  const data = overviewOfArtist(overview.data, isTeam ? artistFilter : 'all');
  return (
    <div className="grid grid-cols-1 gap-6">
      {isTeam ? (
        <ArtistFilter artists={overview.data.artists} value={artistFilter} onChange={setArtistFilter} />
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Upcoming data={data} isTeam={isTeam} onOpenLead={onOpenLead} />
        <div className="grid grid-cols-1 content-start gap-6">
          <YourTurn items={data.yourTurn} isTeam={isTeam} onOpenLead={onOpenLead} />
          <DepositsDue appointments={data.depositsDue} isTeam={isTeam} onOpenLead={onOpenLead} />
        </div>
      </div>
    </div>
  );
}

/** "Cy Ink · " before an item's details for a studio's manager; nothing for a solo artist. */
const artistPrefix = (isTeam: boolean, item: { artistName: string }) =>
  isTeam ? `${item.artistName} · ` : '';

/** An appointment's zone, shown under its time when it is not the viewer's (a member working elsewhere). */
const otherZone = (appointment: Appointment, viewerZone: string) =>
  appointment.timeZone === viewerZone ? null : appointment.timeZone.replaceAll('_', ' ');

function Section({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Upcoming({
  data,
  isTeam,
  onOpenLead,
}: {
  data: BookingsOverview;
  isTeam: boolean;
  onOpenLead: (leadId: string) => void;
}) {
  // Each confirmed appointment's consent form (issue #26 item 4), one request for the list.
  const confirmedIds = data.days.flatMap((day) =>
    day.appointments.filter((appointment) => appointment.status === 'confirmed').map((a) => a.id),
  );
  const consent = useQuery(getConsentStatusesQueryOptions(confirmedIds));
  return (
    <Section
      title="Upcoming"
      icon={<CalendarDays aria-hidden="true" className="size-5" />}
      description={
        isTeam
          ? 'Appointments by day, in each artist’s time zone.'
          : `Appointments by day, in ${data.timeZone.replaceAll('_', ' ')}.`
      }
    >
      {data.days.length === 0 ? (
        <p className="text-mist">No appointments yet. Offer times from a lead’s details.</p>
      ) : (
        <div className="grid grid-cols-1 gap-5">
          {data.days.map((day) => (
            <section key={day.date} aria-label={formatDay(day.date)} className="grid grid-cols-1 gap-2">
              <h3 className="text-sm font-bold tracking-wide text-mist uppercase">{formatDay(day.date)}</h3>
              <ul className="grid gap-2">
                {day.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <button
                      type="button"
                      onClick={() => onOpenLead(appointment.leadId)}
                      className="focus-ring grid w-full grid-cols-1 gap-1 rounded-lg bg-ink-800 p-3 text-left hover:bg-ink-700 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center sm:gap-3"
                    >
                      <span className="font-semibold tabular-nums">
                        {formatTimeRange(appointment.startsAt, appointment.endsAt, appointment.timeZone)}
                        {otherZone(appointment, data.timeZone) ? (
                          <span className="block text-xs font-normal text-mist">
                            {otherZone(appointment, data.timeZone)}
                          </span>
                        ) : null}
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-semibold">{appointment.leadName}</span>
                        <span className="block truncate text-sm text-mist">
                          {[
                            isTeam ? appointment.artistName : null,
                            sessionLabel(appointment.sessionKind),
                            appointment.session
                              ? `session ${appointment.session.number} of ${appointment.session.count}`
                              : null,
                            appointment.projectSummary,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                      <span className="flex flex-wrap gap-1.5 sm:justify-end">
                        <AppointmentBadge appointment={appointment} />
                        {consent.data?.statuses[appointment.id] ? (
                          <ConsentStatusBadge status={consent.data.statuses[appointment.id]!} />
                        ) : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}

function AppointmentBadge({ appointment }: { appointment: Appointment }) {
  if (appointment.status === 'held')
    return (
      <Badge variant="outline" className="justify-self-start">
        Held
      </Badge>
    );
  if (appointment.depositStatus === 'due')
    return (
      <Badge variant="secondary" className="justify-self-start">
        Deposit due
      </Badge>
    );
  return <Badge className="justify-self-start">Confirmed</Badge>;
}

function YourTurn({
  items,
  isTeam,
  onOpenLead,
}: {
  items: YourTurnItem[];
  isTeam: boolean;
  onOpenLead: (leadId: string) => void;
}) {
  return (
    <Section
      title="Your turn"
      icon={<Hourglass aria-hidden="true" className="size-5" />}
      description="Requests waiting on you, oldest first."
    >
      {items.length === 0 ? (
        <p className="text-mist">Nothing waiting on you.</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li
              key={`${item.reason}-${item.leadId}`}
              className="grid grid-cols-1 gap-2 rounded-lg bg-ink-800 p-3"
            >
              <div className="min-w-0">
                <span className="block truncate font-semibold">{item.leadName}</span>
                <span className="block text-sm text-mist">
                  {artistPrefix(isTeam, item)}
                  {REASONS[item.reason]}
                </span>
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="justify-self-start"
                onClick={() => onOpenLead(item.leadId)}
              >
                Open<span className="sr-only"> {item.leadName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function DepositsDue({
  appointments,
  isTeam,
  onOpenLead,
}: {
  appointments: Appointment[];
  isTeam: boolean;
  onOpenLead: (leadId: string) => void;
}) {
  return (
    <Section
      title="Deposits due"
      icon={<Wallet aria-hidden="true" className="size-5" />}
      description="Not yet paid or marked received."
    >
      {appointments.length === 0 ? (
        <p className="text-mist">No deposits outstanding.</p>
      ) : (
        <ul className="grid gap-2">
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <button
                type="button"
                onClick={() => onOpenLead(appointment.leadId)}
                className="focus-ring grid w-full grid-cols-1 gap-0.5 rounded-lg bg-ink-800 p-3 text-left hover:bg-ink-700"
              >
                <span className="font-semibold">
                  {appointment.leadName} · {formatMoney(appointment.depositCents, appointment.currency)}
                </span>
                <span className="text-sm text-mist">
                  {artistPrefix(isTeam, appointment)}
                  {formatSlotStart(appointment.startsAt, appointment.timeZone)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
