import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '#common/contracts/webhooks.ts';

/** The new endpoint's signing secret, this once: Inkdesk keeps it only to sign with, and never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(secret ?? '').then(
      () => setIsCopied(true),
      () =>
        toast({
          title: 'Copy failed',
          description: 'Select the secret and copy it by hand.',
          variant: 'destructive',
        }),
    );
  const finish = () => {
    setIsCopied(false);
    onClose();
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && finish()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Endpoint added</DialogTitle>
          <DialogDescription>
            Copy the signing secret now: it is shown only this once. Your endpoint checks the{' '}
            <code className="font-mono">{WEBHOOK_SIGNATURE_HEADER}</code> header with it (HMAC-SHA256 of the
            timestamp, a dot and the raw body).
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="webhook-secret">Signing secret</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="webhook-secret"
              readOnly
              value={secret ?? ''}
              onFocus={(event) => event.target.select()}
              className="min-w-0 rounded-md border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-sm text-bone sm:flex-1"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {isCopied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <span role="status" className="sr-only">
            {isCopied ? 'Signing secret copied' : ''}
          </span>
        </div>
        <DialogFooter>
          <Button onClick={finish}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
