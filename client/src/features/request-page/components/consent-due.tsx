import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import type { RequestBooking } from '#common/contracts/booking-requests.ts';
import type { RequestPageWords } from '../words/index.ts';

/** The consent form a confirmed session still waits for, one tap from the page (decision 064). */
export function ConsentDue({
  token,
  booking,
  artistName,
  words,
}: {
  token: string;
  booking: RequestBooking;
  artistName: string;
  words: RequestPageWords;
}) {
  if (!booking.isConsentDue) return null;
  return (
    <div className="grid gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3">
      <p>{words.appointment.consentDue(artistName)}</p>
      <Button asChild className="justify-self-start">
        <Link href={`/r/${token}/consent/${booking.id}`}>{words.appointment.signConsent}</Link>
      </Button>
    </div>
  );
}
