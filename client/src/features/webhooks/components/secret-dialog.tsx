import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { SecretField } from '#client/components/ui/secret-field.tsx';
import { WEBHOOK_SIGNATURE_HEADER } from '#common/contracts/webhooks.ts';

/** The new endpoint's signing secret, this once: Inkdesk keeps it only to sign with, and never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Endpoint added</DialogTitle>
          <DialogDescription>
            Copy the signing secret now: it is shown only this once. Your endpoint checks the{' '}
            <code className="font-mono">{WEBHOOK_SIGNATURE_HEADER}</code> header with it (HMAC-SHA256 of the
            timestamp, a dot and the raw body).
          </DialogDescription>
        </DialogHeader>
        <SecretField
          id="webhook-secret"
          label="Signing secret"
          value={secret ?? ''}
          subject="the signing secret"
        />
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
