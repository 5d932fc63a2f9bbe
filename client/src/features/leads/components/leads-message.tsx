import type { ReactNode } from 'react';

/** The empty and error states of a leads list: a headline, an optional line, an optional action. */
export function LeadsMessage({
  title,
  children,
  isError = false,
}: {
  title: string;
  children?: ReactNode;
  isError?: boolean;
}) {
  return (
    <div
      role={isError ? 'alert' : undefined}
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-ink-600 px-4 py-12 text-center"
    >
      <p className={isError ? 'text-lg font-semibold text-rose-300' : 'text-lg font-semibold'}>{title}</p>
      {children}
    </div>
  );
}
