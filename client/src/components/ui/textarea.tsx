import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />;
}
