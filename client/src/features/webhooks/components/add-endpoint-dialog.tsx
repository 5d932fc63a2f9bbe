import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxListField } from '#client/components/form/checkbox-list-field.tsx';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
} from '#common/contracts/webhooks.ts';
import { createWebhookEndpoint, WEBHOOK_ENDPOINTS_QUERY_KEY } from '../api/webhooks.ts';
import { NEW_WEBHOOK_VALUES, type WebhookFormValues, webhookFormSchema } from '../webhook-form-values.ts';

/** Adds an endpoint: its URL, a note of what it is, and the events it gets; `onAdded` shows the secret. */
export function AddEndpointDialog({
  isOpen,
  onClose,
  onAdded,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (created: CreatedWebhookEndpoint) => void;
}) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const form = useForm<WebhookFormValues, unknown, Parameters<typeof createWebhookEndpoint>[0]>({
    defaultValues: NEW_WEBHOOK_VALUES,
    resolver: zodResolver(webhookFormSchema),
    reValidateMode: 'onSubmit',
  });
  const add = useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY });
      form.reset(NEW_WEBHOOK_VALUES);
      onAdded(created);
    },
  });
  const close = () => {
    add.reset();
    form.reset(NEW_WEBHOOK_VALUES);
    onClose();
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add endpoint</DialogTitle>
          <DialogDescription>
            Inkdesk POSTs each event you choose to this URL as JSON, signed with the endpoint’s secret.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          idPrefix={`webhook${idPrefix}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((data) => add.mutate(data))}
        >
          <TextField
            name="url"
            label="Endpoint URL"
            hint="An https address that answers 2xx, like https://hooks.zapier.com/…"
            placeholder="https://example.com/inkdesk"
            inputMode="url"
            autoComplete="off"
          />
          <TextField name="description" label="Description (optional)" placeholder="Our CRM" />
          <CheckboxListField
            name="events"
            legend="Events"
            options={WEBHOOK_EVENT_TYPES}
            descriptions={WEBHOOK_EVENT_DESCRIPTIONS}
          />
          <DialogError error={add.error} fallback="Failed to add the endpoint. Please try again." />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add endpoint'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
