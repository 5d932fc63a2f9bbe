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

/** The new key, this once: Inkdesk keeps only its hash, so nobody can show it again (decision 077). */
export function NewKeyDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Key created</DialogTitle>
          <DialogDescription>
            Your tools send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. Keep
            it somewhere safe, like a password.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <SecretField id="new-api-key" label="API key" value={secret ?? ''} subject="the API key" />
          <p className="font-semibold text-bone">Copy it now: you won’t see it again.</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
