import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  LEAD_EMAIL_OPTIONS,
  type NotificationSettings,
  notificationSettingsSchema,
} from '#common/contracts/notifications.ts';
import {
  getNotificationSettingsQueryOptions,
  NOTIFICATIONS_QUERY_KEY,
  saveNotificationSettings,
} from '../api/notification-settings.ts';

const LEAD_EMAIL_HINTS: Record<NotificationSettings['leadEmails'], string> = {
  every: 'An email as each new lead is saved.',
  'high-fit': 'An email only for leads that fit you well.',
  digest: 'One email each morning with the new leads of the last day.',
  off: 'No lead emails: check the Leads tab.',
};

/** Settings → Notifications (issue #14): which lead emails the artist gets, and the daily pending summary. */
export function NotificationsCard({ email }: { email: string | null }) {
  const queryClient = useQueryClient();
  const settings = useQuery(getNotificationSettingsQueryOptions());
  const form = useForm<NotificationSettings>({
    values: settings.data ?? DEFAULT_NOTIFICATION_SETTINGS,
    resolver: zodResolver(notificationSettingsSchema),
  });
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (stored) => {
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, stored);
      form.reset(stored);
      toast({ title: 'Notifications Saved', description: 'Your emails follow them from now on.' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: 'Error',
        description: validationErrorOf(error)?.message ?? 'Failed to save notifications. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const isDisabled = !settings.data || save.isPending;

  return (
    <Card>
      <Form form={form} idPrefix="notifications" onSubmit={form.handleSubmit((data) => save.mutate(data))}>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>
            {email ? (
              <>
                Emails go to <span className="font-semibold text-bone">{email}</span>.
              </>
            ) : (
              'Your account has no email address, so no notification can reach you.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <fieldset className="grid gap-3" disabled={isDisabled}>
            <legend className="mb-1 font-semibold">Lead emails</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {LEAD_EMAIL_OPTIONS.map(({ value, label }) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-600 p-4 has-checked:border-accent has-checked:bg-ink-800"
                >
                  <input
                    type="radio"
                    value={value}
                    {...form.register('leadEmails')}
                    className="mt-1 size-4 shrink-0 accent-accent"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-mist">{LEAD_EMAIL_HINTS[value]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              disabled={isDisabled}
              {...form.register('isDailySummaryOn')}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">Daily summary of pending requests</span>
              <span className="text-sm text-mist">
                Each morning at 8:00 in your time zone (from Availability, else UTC), the requests still
                waiting on you.
              </span>
            </span>
          </label>
        </CardContent>
        <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
          <Button type="submit" disabled={isDisabled} aria-busy={save.isPending}>
            Save Notifications
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
