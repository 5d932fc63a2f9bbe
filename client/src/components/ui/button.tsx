import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong shadow-lg shadow-accent/20',
  secondary: 'bg-ink-700 text-bone hover:bg-ink-600',
  outline: 'border border-ink-500 bg-transparent text-bone hover:border-bone/60 hover:bg-ink-800',
  ghost: 'bg-transparent text-bone hover:bg-ink-800',
  destructive: 'bg-rose-900 text-rose-50 hover:bg-rose-800',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-10',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return cn(
    'focus-ring inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClasses({ variant, size, className })} {...props} />;
  return (
    <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />
  );
}
