import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { disconnectInstagram, INSTAGRAM_CONNECTION_KEY } from '../api/instagram-connection.ts';

/** Disconnect, confirmed in a dialog (spec §2 option 2): tokens go, synced messages, photos and leads stay. */
export function DisconnectInstagramDialog({ username }: { username: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: disconnectInstagram,
    onSuccess: async () => {
      setIsOpen(false);
      await queryClient.invalidateQueries({ queryKey: INSTAGRAM_CONNECTION_KEY });
      toast({
        title: 'Instagram disconnected',
        description: `Inkdesk no longer collects anything from @${username}.`,
      });
    },
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        disconnect.reset();
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Disconnect</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disconnect Instagram?</DialogTitle>
          <DialogDescription>
            Inkdesk stops reading and answering @{username}’s messages and deletes its access token at once.
            Messages, photos and leads already synced stay in your account.
          </DialogDescription>
        </DialogHeader>
        <DialogError error={disconnect.error} fallback="Could not disconnect. Please try again." />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
