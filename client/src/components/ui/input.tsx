import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const fieldClasses =
  'focus-ring w-full rounded-lg border border-ink-500 bg-ink-900 px-3.5 text-base text-bone placeholder:text-mist/70 transition-colors hover:border-ink-400 disabled:cursor-not-allowed disabled:border-ink-700 disabled:bg-ink-950 disabled:text-bone/80 aria-[invalid=true]:border-rose-400';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type ?? 'text'} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
