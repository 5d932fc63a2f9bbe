import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  AVAILABILITY_QUERY_KEY,
  getAvailabilityQueryOptions,
  rotateCalendarLink,
} from '../api/availability.ts';

/** The secret ICS subscription URL for Google, Apple or Outlook calendars, with a way to revoke it. */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(getAvailabilityQueryOptions());
  const [isConfirming, setIsConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateCalendarLink,
    onSuccess: ({ calendarFeedUrl }) => {
      const current = queryClient.getQueryData(AVAILABILITY_QUERY_KEY);
      if (current) queryClient.setQueryData(AVAILABILITY_QUERY_KEY, { ...current, calendarFeedUrl });
      setIsConfirming(false);
      toast({
        title: 'Calendar Link Rotated',
        description: 'Subscribe again with the new link; the old one stopped working.',
      });
    },
  });
  const url = settings.data?.calendarFeedUrl ?? '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar Feed</CardTitle>
        <CardDescription>
          Subscribe to your confirmed bookings from Google, Apple or Outlook calendar. Keep the link private:
          anyone with it sees your appointments (first names only).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <Label htmlFor="calendar-feed-url">Subscription URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="calendar-feed-url"
            readOnly
            value={url}
            className="min-w-0 font-mono text-sm sm:flex-1"
            onFocus={(event) => event.target.select()}
          />
          <div className="flex gap-2">
            <CopyButton text={url} subject="calendar subscription URL" isDisabled={!url} />
            <Button
              variant="outline"
              disabled={!url}
              onClick={() => {
                rotate.reset();
                setIsConfirming(true);
              }}
            >
              Rotate link
            </Button>
          </div>
        </div>
      </CardContent>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rotate the calendar link?</DialogTitle>
            <DialogDescription>
              The current link stops working at once. Calendars subscribed to it stop updating until you
              subscribe again with the new one.
            </DialogDescription>
          </DialogHeader>
          <DialogError
            error={rotate.error}
            fallback="Failed to rotate the calendar link. Please try again."
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Keep the current link</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={rotate.isPending}
              aria-busy={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              Rotate link
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
