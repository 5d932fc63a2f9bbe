import type { ReactNode, RefObject } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

/** The Watch Demo overlay: a Radix dialog (focus trap, Escape, outside click) around the chat. */
export function WatchDemoDialog({
  isOpen,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened it; it is not a Radix trigger (the dialog loads later), so focus is sent back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl gap-5 p-4 sm:p-6"
        // The chat puts the cursor in its message box itself; Radix would focus the first badge instead.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-2xl">Try the Inkdesk assistant</DialogTitle>
          <DialogDescription>
            Chat the way a client would in your DMs: describe a tattoo idea and see what it asks.
          </DialogDescription>
        </DialogHeader>
        <div className="h-[min(560px,65dvh)]">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
