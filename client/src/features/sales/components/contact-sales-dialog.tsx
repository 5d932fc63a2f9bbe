import { QueryClientProvider } from '@tanstack/react-query';
import type { RefObject } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import type { SalesRequestFormValues } from '../sales-request-form.ts';
import { ContactSalesForm } from './contact-sales-form.tsx';

/**
 * The Contact Sales dialog. It brings the query client with it: on the prerendered landing it hydrates without
 * the app's providers (docs/decisions/004), and in the app it is the same client.
 */
export function ContactSalesDialog({
  isOpen,
  onOpenChange,
  defaults,
  returnFocusTo,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: Radix has no trigger of its own here to give focus back to. */
  returnFocusTo: RefObject<HTMLElement | null>;
  defaults?: Partial<SalesRequestFormValues>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Dialog open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent
          className="max-w-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Contact Sales</DialogTitle>
            <DialogDescription>
              Tell us about your studio and we will set up the Studio plan with you: 3 artist profiles, custom
              style training, white-label options and API access.
            </DialogDescription>
          </DialogHeader>
          <ContactSalesForm defaults={defaults} onDone={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
    </QueryClientProvider>
  );
}
