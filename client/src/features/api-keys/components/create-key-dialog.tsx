import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPES,
  type CreateApiKey,
  type CreatedApiKey,
  createApiKeySchema,
} from '#common/contracts/api-keys.ts';
import { API_KEYS_QUERY_KEY, createApiKey } from '../api/api-keys.ts';

/** Reading leads only: a key gets no more than it is given (least privilege). */
const NEW_KEY_VALUES: CreateApiKey = { name: '', scopes: ['leads:read'] };

/** Creates a key: a name to tell it apart and the scopes it may use; `onCreated` shows the key once. */
export function CreateKeyDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const form = useForm<CreateApiKey, unknown, z.output<typeof createApiKeySchema>>({
    defaultValues: NEW_KEY_VALUES,
    resolver: zodResolver(createApiKeySchema),
    reValidateMode: 'onSubmit',
  });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
      form.reset(NEW_KEY_VALUES);
      onCreated(created);
    },
  });
  const close = () => {
    create.reset();
    form.reset(NEW_KEY_VALUES);
    onClose();
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Create key</DialogTitle>
          <DialogDescription>Give it only the scopes the tool that uses it needs.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          idPrefix={`api-key${idPrefix}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((data) => create.mutate(data))}
        >
          <TextField name="name" label="Name" hint="What uses it, like “Studio CRM”" autoComplete="off" />
          <CheckboxListField
            name="scopes"
            legend="Scopes"
            options={API_KEY_SCOPES}
            descriptions={API_KEY_SCOPE_DESCRIPTIONS}
          />
          <DialogError error={create.error} fallback="Failed to create the key. Please try again." />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create key'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
