import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { DialogError } from './dialog-error.tsx';

/**
 * Asks before an action that cannot be undone (revoking a key, deleting an endpoint): what happens, the error of
 * a failed try in the dialog itself, Cancel, and the action in the destructive colour while it runs.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  error,
  errorFallback,
  isPending,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  error: unknown;
  errorFallback: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        <DialogError error={error} fallback={errorFallback} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={isPending} aria-busy={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
