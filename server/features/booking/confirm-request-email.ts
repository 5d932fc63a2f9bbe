import { AppError } from '../../lib/app-error.ts';
import { confirmClientEmail } from '../mail/confirm-client-email.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { isConfirmEmailCode } from './core/request-link.ts';

/**
 * The client followed the confirmation email's link (decision 055): their address is confirmed for the artist
 * and every email held for it goes out. Throws NOT_FOUND for a code that is not this link's for this address
 * (forged, or the lead's email changed since it was sent).
 */
export async function confirmRequestEmail(
  { db, jobs, env }: Pick<BookingDeps, 'db' | 'jobs' | 'env'>,
  { request, token, code }: { request: ClientRequest; token: string; code: string },
): Promise<void> {
  const { lead } = request;
  if (!lead.email || !isConfirmEmailCode(env, { token, address: lead.email, code }))
    throw new AppError('NOT_FOUND', 'This confirmation link is not valid');
  await confirmClientEmail({ db, jobs, artistId: lead.artistId, address: lead.email });
}
