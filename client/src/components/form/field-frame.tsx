import type { ReactNode } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

/** The ARIA a control needs to name its hint and error: what <FieldFrame> renders under it. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string | undefined }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, the control, an optional hint and an optional error, laid out the same way in every form. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-mist">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
