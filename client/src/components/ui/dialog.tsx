import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, useEffect } from 'react';
import { cn } from '#client/lib/cn.ts';
import { dismissAllToasts } from './use-toast.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Opening a dialog closes the toast still showing (decision 012): toasts sit at the bottom, where a phone shows
 * the dialog's buttons, and the toast's news was read before this dialog was asked for. Rendered inside the
 * Radix content, which mounts when the dialog opens, so this runs once per opening.
 */
function DismissToastsOnOpen() {
  useEffect(() => {
    dismissAllToasts();
  }, []);
  return null;
}

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-ink-600 bg-ink-900 p-6 text-bone shadow-2xl shadow-black/60 focus:outline-none',
          className,
        )}
        {...props}
      >
        <DismissToastsOnOpen />
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="focus-ring absolute top-3 right-3 rounded-md p-1.5 text-mist hover:text-bone"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap justify-end gap-3', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-mist', className)} {...props} />;
}
