import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';

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
          <Label htmlFor="new-api-key">API key</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="new-api-key"
              readOnly
              value={secret ?? ''}
              onFocus={(event) => event.target.select()}
              className="min-w-0 rounded-md border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-sm text-bone sm:flex-1"
            />
            <CopyButton text={secret ?? ''} subject="the API key" />
          </div>
          <p className="font-semibold text-bone">Copy it now: you won’t see it again.</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
