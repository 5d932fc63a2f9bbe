import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

type BadgeVariant = 'default' | 'secondary' | 'outline';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'bg-accent text-white',
  secondary: 'bg-ink-700 text-bone',
  outline: 'border border-ink-500 text-bone',
};

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
