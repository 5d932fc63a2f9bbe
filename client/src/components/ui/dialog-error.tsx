import { useEffect, useRef } from 'react';
import { get, type UseFormReturn, useFormContext } from 'react-hook-form';
import { handleUnauthorized } from '#client/lib/auth-utils.ts';
import { cn } from '#client/lib/cn.ts';
import { dialogFailureOf } from '#client/lib/dialog-failure.ts';

/**
 * The failure of a dialog's own action, shown inside it next to its buttons (decision 012): a toast at the
 * bottom of a phone would cover those buttons. Put it just above the DialogFooter and give it the mutation's
 * `error`; nothing shows while there is none. Inside a <Form>, a 400's field errors go beside the fields the
 * form has, so what was typed stays and the bad field says why. A 401 signs the user in again (spec §8).
 * In a dialog whose footer sticks under scrolling content, put it inside that footer (`className="basis-full"`).
 */
export function DialogError({
  error,
  fallback,
  className,
}: {
  error: unknown;
  fallback: string;
  className?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Null outside a <Form>: a confirmation dialog has no fields to pin errors on.
  const form = useFormContext() as UseFormReturn | null;
  const failure = error ? dialogFailureOf(error, fallback) : null;
  useEffect(() => {
    if (!error) return;
    const { isSignedOut, fieldErrors } = dialogFailureOf(error, fallback);
    // A long dialog may be scrolled away from its end; jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    if (isSignedOut) return handleUnauthorized();
    if (!form) return;
    const values = form.getValues();
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (get(values, field) !== undefined) form.setError(field, { message });
    }
  }, [error, fallback, form]);
  if (!failure) return null;
  return (
    <p
      ref={ref}
      role="alert"
      className={cn(
        'rounded-lg border border-rose-400/40 bg-rose-950/60 px-3.5 py-2.5 text-sm font-medium text-rose-100',
        className,
      )}
    >
      {failure.message}
    </p>
  );
}
