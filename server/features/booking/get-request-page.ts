import type { RequestBooking, RequestPage, RequestProject } from '#common/contracts/booking-requests.ts';
import { isWithinNotice } from '#common/domain/booking/notice.ts';
import { nextSessionNumber } from '#common/domain/booking/project.ts';
import type { BookingRow } from '../../db/schema/index.ts';
import { isClientLanguage } from './core/client-words/client-words.ts';
import type { ClientRequest } from './core/load-client-request.ts';

/** The request page as the client sees it: their request as saved, its status, times, booking, the chat. */
export function toRequestPage(
  request: ClientRequest,
  {
    now,
    depositCollection,
    isEmailConfirmed,
  }: { now: Date; depositCollection: RequestPage['depositCollection']; isEmailConfirmed: boolean },
): RequestPage {
  const { lead, booking } = request;
  return {
    artistName: request.artistName,
    status: request.status,
    submittedAt: lead.createdAt.toISOString(),
    request: {
      name: lead.name,
      email: lead.email,
      projectSummary: lead.projectSummary,
      tattooStyle: lead.tattooStyle,
      placement: lead.placement,
      size: lead.size,
      budget: lead.budget,
      description: lead.description,
    },
    conversation: request.conversation.messages.map((message) => ({
      role: message.role,
      content: message.content,
      timestamp: message.timestamp,
      imageCount: message.images?.length ?? 0,
    })),
    offers:
      request.status === 'times_offered'
        ? request.offers.map((offer) => ({
            id: offer.id,
            startsAt: offer.startsAt.toISOString(),
            endsAt: offer.endsAt.toISOString(),
            sessionKind: offer.sessionKind,
          }))
        : [],
    booking: booking ? toRequestBooking(booking, request, now) : null,
    project: toRequestProject(request, now),
    artistTimeZone: request.timeZone,
    currency: request.currency,
    noticeHours: request.noticeHours,
    depositCollection,
    paymentInstructions: depositCollection === 'artist' ? request.paymentInstructions : null,
    refundPolicy: request.refundPolicy,
    language: isClientLanguage(lead.language) ? lead.language : 'en',
    isEmailConfirmed,
    healedPhotoCount: request.healedPhotoCount,
    isSessionDone: [booking, ...request.sessions].some(
      (session) => session?.status === 'confirmed' && session.completedAt !== null,
    ),
  };
}

function toRequestBooking(booking: BookingRow, request: ClientRequest, now: Date): RequestBooking {
  return {
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: booking.status,
    sessionKind: booking.sessionKind,
    depositCents: booking.depositCents,
    depositStatus: booking.depositStatus,
    holdExpiresAt: booking.status === 'held' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    canChange: booking.status !== 'cancelled' && isWithinNotice(booking.startsAt, now, request.noticeHours),
    sessionNumber: booking.sessionNumber,
    completedAt: booking.completedAt?.toISOString() ?? null,
    // The emails carry the signing link while unsigned (consent-link.ts); the page offers the same.
    isConsentDue:
      booking.status === 'confirmed' &&
      !booking.completedAt &&
      booking.endsAt > now &&
      !request.signedConsentBookingIds.has(booking.id),
  };
}

/**
 * A project's sessions and what the client may do next (decision 066): book the next session on the page once
 * one is confirmed and none is held for its deposit; session 1 comes from the offered times.
 */
function toRequestProject(request: ClientRequest, now: Date): RequestProject | null {
  const { project, sessions } = request;
  if (!project) return null;
  const isLiveHold = (session: BookingRow) =>
    session.status === 'held' && (!session.holdExpiresAt || session.holdExpiresAt > now);
  const live = sessions.filter((session) => session.status === 'confirmed' || isLiveHold(session));
  const next = nextSessionNumber(
    project,
    live.map((session) => session.sessionNumber ?? 0),
  );
  const mayBookNext =
    request.status !== 'declined' &&
    live.some((session) => session.status === 'confirmed') &&
    !live.some(isLiveHold);
  return {
    sessionCount: project.sessionCount,
    depositSession: project.depositSession,
    sessionKind: project.sessionKind,
    sessions: live.map((session) => toRequestBooking(session, request, now)),
    bookedCount: live.filter((session) => session.status === 'confirmed').length,
    nextSession: mayBookNext ? next : null,
  };
}

/** The conversation as a plain-text file the client keeps (issue #14: "which they can download"). */
export function conversationText(request: ClientRequest): string {
  const header = [
    `Your conversation with ${request.artistName}`,
    `Saved ${request.lead.createdAt.toISOString()}`,
    '',
  ];
  const lines = request.conversation.messages.flatMap((message) => {
    const who = message.role === 'user' ? 'You' : request.artistName;
    const images = message.images?.length ? ` [${message.images.length} image(s)]` : '';
    return [`[${message.timestamp}] ${who}:${images}`, message.content, ''];
  });
  return [...header, ...lines].join('\n');
}
