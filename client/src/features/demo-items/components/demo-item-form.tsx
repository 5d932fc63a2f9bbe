import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { DEMO_ITEM_PRIORITY_MAX, DEMO_ITEM_PRIORITY_MIN } from '#common/constants/limits.ts';
import { DEMO_ITEM_TAGS_MAX, DEMO_ITEM_TITLE_MAX, type DemoItem } from '#common/contracts/demo-items.ts';
import { createDemoItem } from '../api/create-demo-item.ts';
import { DEMO_ITEMS_QUERY_KEY } from '../api/get-demo-items.ts';
import {
  buildDemoItemPayload,
  type DemoItemField,
  demoItemFormSchema,
  EMPTY_DEMO_ITEM_FORM,
} from '../demo-item-form-values.ts';

const FIELD_ORDER: DemoItemField[] = ['title', 'description', 'priority', 'tags'];

/** Spec §2 storage demo: the create form. 'Item created' on success, 'Failed to create demo item' on failure (§8). */
export function DemoItemForm() {
  const form = useForm({
    defaultValues: EMPTY_DEMO_ITEM_FORM,
    resolver: zodResolver(demoItemFormSchema),
    reValidateMode: 'onSubmit',
  });
  const queryClient = useQueryClient();

  const create = useMutation({
    mutationFn: createDemoItem,
    onSuccess: (item) => {
      queryClient.setQueryData<DemoItem[]>(DEMO_ITEMS_QUERY_KEY, (items = []) => [item, ...items]);
      form.reset(EMPTY_DEMO_ITEM_FORM);
      toast({ title: 'Item created', description: `“${item.title}” is stored.` });
    },
    onError: (error) => {
      const fieldErrors = validationErrorOf(error)?.errors ?? {};
      const named = FIELD_ORDER.filter((field) => fieldErrors[field]);
      for (const field of named) form.setError(field, { message: fieldErrors[field] });
      if (named[0]) form.setFocus(named[0]);
      toast({
        title: 'Failed to create demo item',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit(() => {
    if (!create.isPending) create.mutate(buildDemoItemPayload(form.getValues()));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>New item</CardTitle>
        <CardDescription>Only the title is required.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} idPrefix="demo-item" onSubmit={submit} className="grid gap-5">
          <TextField
            name="title"
            label="Title"
            maxLength={DEMO_ITEM_TITLE_MAX}
            autoComplete="off"
            disabled={create.isPending}
          />
          <TextareaField
            name="description"
            label="Description"
            hint="Optional."
            rows={3}
            disabled={create.isPending}
          />
          <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
            <TextField
              name="priority"
              label="Priority"
              hint={`${DEMO_ITEM_PRIORITY_MIN} to ${DEMO_ITEM_PRIORITY_MAX}.`}
              type="number"
              inputMode="numeric"
              min={DEMO_ITEM_PRIORITY_MIN}
              max={DEMO_ITEM_PRIORITY_MAX}
              step={1}
              disabled={create.isPending}
            />
            <TextField
              name="tags"
              label="Tags"
              hint={`Separated by commas, up to ${DEMO_ITEM_TAGS_MAX}.`}
              autoComplete="off"
              placeholder="flash, blackwork"
              disabled={create.isPending}
            />
          </div>
          <Button type="submit" disabled={create.isPending} className="justify-self-start">
            {create.isPending ? 'Creating…' : 'Create Item'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
