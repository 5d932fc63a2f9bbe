import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { isWithinNotice } from '#common/domain/booking/notice.ts';
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
    booking: booking
      ? {
          startsAt: booking.startsAt.toISOString(),
          endsAt: booking.endsAt.toISOString(),
          status: booking.status,
          sessionKind: booking.sessionKind,
          depositCents: booking.depositCents,
          depositStatus: booking.depositStatus,
          holdExpiresAt: booking.status === 'held' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
          canChange:
            booking.status !== 'cancelled' && isWithinNotice(booking.startsAt, now, request.noticeHours),
        }
      : null,
    artistTimeZone: request.timeZone,
    currency: request.currency,
    noticeHours: request.noticeHours,
    depositCollection,
    paymentInstructions: depositCollection === 'artist' ? request.paymentInstructions : null,
    refundPolicy: request.refundPolicy,
    language: isClientLanguage(lead.language) ? lead.language : 'en',
    isEmailConfirmed,
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
