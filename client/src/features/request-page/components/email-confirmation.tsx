import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { requestPageWords } from '../words/index.ts';

/**
 * Opened from the confirmation email's link (`?confirm=`, decision 055): confirms the client's address once, so
 * the emails the artist's side held for it go out, and says so. A mail scanner that only fetches the link runs no
 * script, so it confirms nothing. Renders nothing on a page opened without the code.
 */
export function EmailConfirmation({
  token,
  page,
  onConfirmed,
}: {
  token: string;
  page: RequestPage;
  onConfirmed: () => void;
}) {
  const words = requestPageWords(page.language).emailConfirm;
  const [code] = useState(() => new URLSearchParams(window.location.search).get('confirm'));
  const confirm = useMutation({ mutationFn: () => confirmEmail(token, code ?? ''), onSuccess: onConfirmed });
  // Once per page: React's development double effects must not post twice.
  const hasPosted = useRef(false);
  useEffect(() => {
    if (!code || hasPosted.current) return;
    hasPosted.current = true;
    confirm.mutate();
  }, [code, confirm]);

  if (!code) return null;
  const isConfirmed = confirm.isSuccess || (page.isEmailConfirmed && !confirm.isError);
  const text = confirm.isError
    ? words.invalid
    : isConfirmed
      ? words.confirmed(page.artistName)
      : words.confirming;
  return (
    <section
      role="status"
      className={`flex items-start gap-3 rounded-2xl border p-4 ${
        confirm.isError ? 'border-rose-400/60 text-rose-200' : 'border-emerald-400/60 text-emerald-100'
      }`}
    >
      {confirm.isError ? (
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <p>{text}</p>
    </section>
  );
}
