import { and, count, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { RequestStatus } from '#common/contracts/booking-requests.ts';
import { DEFAULT_DEPOSIT_RULE, DEFAULT_RESCHEDULE_NOTICE_HOURS } from '#common/domain/booking/defaults.ts';
import type { DepositRule } from '#common/domain/booking/types.ts';
import { inheritedDepositRule } from '#common/domain/studio/inherit-settings.ts';
import type { Db } from '../../../db/client.ts';
import {
  availabilitySettings,
  type BookingOfferRow,
  type BookingProjectRow,
  type BookingRow,
  bookingOffers,
  bookingProjects,
  bookings,
  type ConversationRow,
  consentForms,
  conversations,
  healedPhotos,
  type LeadRow,
  leads,
  studioMembers,
  studios,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { AFTERCARE_STEP_DAYS } from './aftercare.ts';
import { findLeadByToken, type RequestLinkEnv } from './request-link.ts';

/** A closed request's page stays open this long after it closed (issue #14), then the link answers 410. */
export const REQUEST_LINK_DAYS_AFTER_CLOSE = 30;
const DAY_MS = 86_400_000;
/** The healed-photo request goes this long after a session is marked done. */
const HEALED_PHOTO_WAIT_MS = AFTERCARE_STEP_DAYS['healed-photo'] * DAY_MS;

/** Everything the request page and the client's actions read about one lead. */
export interface ClientRequest {
  /** The token it was opened with, for links back to the page. */
  token: string;
  lead: LeadRow;
  conversation: ConversationRow;
  artistName: string;
  artistEmail: string | null;
  /**
   * The booking the page's status is about: the lead's live hold, else its newest live booking, else its newest
   * cancelled one; undefined before one is made.
   */
  booking: BookingRow | undefined;
  /** A project's plan (decision 066), undefined for a single-session request. */
  project: BookingProjectRow | undefined;
  /** A project's live sessions (held or confirmed), in session order; empty for a single-session request. */
  sessions: BookingRow[];
  /** Offered times still open: not withdrawn, not started. */
  offers: BookingOfferRow[];
  timeZone: string;
  currency: string;
  noticeHours: number;
  depositRule: DepositRule;
  /** The artist's texts from Settings (issue #26). */
  paymentInstructions: string | null;
  refundPolicy: string | null;
  status: RequestStatus;
  /** Photos of the healed tattoo the client shared (decision 065). */
  healedPhotoCount: number;
  /** The lead's bookings whose consent form the client has signed (decision 064). */
  signedConsentBookingIds: ReadonlySet<string>;
  /** When the request closed (declined, cancelled, or the booked appointment ended); null while open. */
  closedAt: Date | null;
}

function statusOf(lead: LeadRow, booking: BookingRow | undefined, offers: BookingOfferRow[], now: Date) {
  if (lead.status === 'rejected') return 'declined';
  if (booking?.status === 'confirmed') return 'booked';
  const isLiveHold = booking?.status === 'held' && (!booking.holdExpiresAt || booking.holdExpiresAt > now);
  if (isLiveHold && booking.depositStatus === 'due') return 'deposit_due';
  if (offers.length > 0) return 'times_offered';
  if (booking?.status === 'cancelled') return 'cancelled';
  // The spec's Book Consultation in /admin sets the status without an appointment.
  if (lead.status === 'booked') return 'booked';
  return 'received';
}

function closedAtOf(status: RequestStatus, lead: LeadRow, booking: BookingRow | undefined): Date | null {
  if (status === 'declined') return lead.updatedAt;
  if (status === 'cancelled') return booking?.cancelledAt ?? lead.updatedAt;
  if (status === 'booked') {
    if (booking?.status !== 'confirmed') return lead.updatedAt;
    // Decision 065: a done session's page stays open for the healed photo asked for 4 weeks after it.
    return booking.completedAt
      ? new Date(Math.max(booking.endsAt.getTime(), booking.completedAt.getTime() + HEALED_PHOTO_WAIT_MS))
      : booking.endsAt;
  }
  return null;
}

/** True once the page's link has lapsed: 30 days after the request closed. */
export const isExpired = (request: Pick<ClientRequest, 'closedAt'>, now: Date) =>
  request.closedAt !== null &&
  now.getTime() >= request.closedAt.getTime() + REQUEST_LINK_DAYS_AFTER_CLOSE * DAY_MS;

/** The offered times no other client holds or has booked meanwhile: the ones still worth showing. */
async function withoutTakenTimes(db: Db, lead: LeadRow, offers: BookingOfferRow[], now: Date) {
  if (offers.length === 0) return offers;
  const lastEnd = new Date(Math.max(...offers.map((offer) => offer.endsAt.getTime())));
  const taken = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, lead.artistId),
        ne(bookings.leadId, lead.id),
        ne(bookings.status, 'cancelled'),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
        lt(bookings.startsAt, lastEnd),
        gt(bookings.endsAt, offers[0]!.startsAt),
      ),
    );
  return offers.filter(
    (offer) => !taken.some((slot) => slot.startsAt < offer.endsAt && slot.endsAt > offer.startsAt),
  );
}

/** Reads one lead's request by its lead id, with its status as the client should read it. */
export async function loadClientRequestOfLead(
  db: Db,
  leadId: string,
  now: Date,
): Promise<Omit<ClientRequest, 'token'>> {
  const [row] = await db
    .select({
      lead: leads,
      conversation: conversations,
      artist: users,
      settings: availabilitySettings,
      studioSettings: studios.settings,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(users, eq(users.id, leads.artistId))
    .leftJoin(availabilitySettings, eq(availabilitySettings.artistId, leads.artistId))
    .leftJoin(studioMembers, eq(studioMembers.userId, leads.artistId))
    .leftJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(eq(leads.id, leadId));
  if (!row) throw new AppError('NOT_FOUND', 'This request link is not valid');
  const { lead, conversation, artist, settings, studioSettings } = row;
  const leadBookings = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.leadId, lead.id), eq(bookings.artistId, lead.artistId)))
    .orderBy(desc(bookings.createdAt));
  const live = leadBookings.filter((row) => row.status !== 'cancelled');
  // A project has several live bookings (decision 066); a single-session lead at most one.
  const booking = live.find((row) => row.status === 'held') ?? live[0] ?? leadBookings[0];
  const [project] = await db
    .select()
    .from(bookingProjects)
    .where(and(eq(bookingProjects.leadId, lead.id), eq(bookingProjects.artistId, lead.artistId)));
  const sessions = live
    .filter((row) => row.sessionNumber !== null)
    .sort((a, b) => (a.sessionNumber ?? 0) - (b.sessionNumber ?? 0));
  const offered = await db
    .select()
    .from(bookingOffers)
    .where(
      and(
        eq(bookingOffers.leadId, lead.id),
        eq(bookingOffers.artistId, lead.artistId),
        isNull(bookingOffers.withdrawnAt),
        gt(bookingOffers.startsAt, now),
      ),
    )
    .orderBy(bookingOffers.startsAt);
  const offers = await withoutTakenTimes(db, lead, offered, now);
  const [photos] = await db
    .select({ count: count() })
    .from(healedPhotos)
    .where(and(eq(healedPhotos.leadId, lead.id), eq(healedPhotos.artistId, lead.artistId)));
  const signedConsents = await db
    .select({ bookingId: consentForms.bookingId })
    .from(consentForms)
    .where(and(eq(consentForms.leadId, lead.id), eq(consentForms.artistId, lead.artistId)));
  const status = statusOf(lead, booking, offers, now);
  return {
    lead,
    conversation,
    artistName:
      artist.artistName?.trim() ||
      [artist.firstName, artist.lastName].filter(Boolean).join(' ') ||
      'Your artist',
    artistEmail: artist.email,
    booking,
    project,
    sessions,
    offers,
    timeZone: settings?.timeZone ?? 'UTC',
    currency: settings?.currency ?? 'usd',
    noticeHours: settings?.rescheduleNoticeHours ?? DEFAULT_RESCHEDULE_NOTICE_HOURS,
    // Issue #28 item 2: a studio member who never saved their own rule asks the studio's.
    depositRule: inheritedDepositRule(
      { depositRule: settings?.depositRule ?? DEFAULT_DEPOSIT_RULE, isSaved: Boolean(settings?.savedAt) },
      studioSettings,
    ),
    paymentInstructions: settings?.paymentInstructions ?? null,
    refundPolicy: settings?.refundPolicy ?? null,
    status,
    healedPhotoCount: photos?.count ?? 0,
    signedConsentBookingIds: new Set(signedConsents.map((row) => row.bookingId)),
    closedAt: closedAtOf(status, lead, booking),
  };
}

/**
 * The request a token opens: NOT_FOUND (404) for a forged or unknown token or a deleted lead, GONE (410) once
 * the link has lapsed (decision 022).
 */
export async function loadClientRequest({
  db,
  env,
  token,
  now,
}: {
  db: Db;
  env: RequestLinkEnv;
  token: string;
  now: Date;
}): Promise<ClientRequest> {
  const leadId = await findLeadByToken({ db, env, token });
  if (!leadId) throw new AppError('NOT_FOUND', 'This request link is not valid');
  const request = await loadClientRequestOfLead(db, leadId, now);
  if (isExpired(request, now)) throw new AppError('GONE', 'This request link has expired');
  return { ...request, token };
}
