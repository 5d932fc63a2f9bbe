import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { DEMO_ITEM_PRIORITY_MAX, DEMO_ITEM_PRIORITY_MIN } from '#common/constants/limits.ts';
import { DEMO_ITEM_TAGS_MAX, DEMO_ITEM_TITLE_MAX, type DemoItem } from '#common/contracts/demo-items.ts';
import { createDemoItem } from '../api/create-demo-item.ts';
import { DEMO_ITEMS_QUERY_KEY } from '../api/get-demo-items.ts';
import {
  buildDemoItemPayload,
  type DemoItemField,
  type DemoItemFormValues,
  EMPTY_DEMO_ITEM_FORM,
  validateDemoItem,
} from '../demo-item-form-values.ts';

type FieldErrors = Partial<Record<DemoItemField, string>>;

const FIELD_ORDER: DemoItemField[] = ['title', 'description', 'priority', 'tags'];
const fieldId = (field: DemoItemField) => `demo-item-${field}`;

/** Spec §2 storage demo: the create form. 'Item created' on success, 'Failed to create demo item' on failure (§8). */
export function DemoItemForm() {
  const [values, setValues] = useState<DemoItemFormValues>(EMPTY_DEMO_ITEM_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();

  const create = useMutation({
    mutationFn: createDemoItem,
    onSuccess: (item) => {
      queryClient.setQueryData<DemoItem[]>(DEMO_ITEMS_QUERY_KEY, (items = []) => [item, ...items]);
      setValues(EMPTY_DEMO_ITEM_FORM);
      setErrors({});
      toast({ title: 'Item created', description: `“${item.title}” is stored.` });
    },
    onError: (error) => {
      const fieldErrors = validationErrorOf(error)?.errors ?? {};
      showErrors(
        Object.fromEntries(
          FIELD_ORDER.flatMap((field) => (fieldErrors[field] ? [[field, fieldErrors[field]]] : [])),
        ),
      );
      toast({
        title: 'Failed to create demo item',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const payload = buildDemoItemPayload(values);
    const clientErrors = validateDemoItem(payload);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return;
    }
    create.mutate(payload);
  }

  function fieldProps(field: DemoItemField, hasHint = false) {
    const id = fieldId(field);
    return {
      id,
      name: field,
      value: values[field],
      disabled: create.isPending,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(id, { hint: hasHint, error: errors[field] }),
    };
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New item</CardTitle>
        <CardDescription>Only the title is required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <Field id={fieldId('title')} label="Title" error={errors.title}>
            <Input maxLength={DEMO_ITEM_TITLE_MAX} autoComplete="off" {...fieldProps('title')} />
          </Field>
          <Field id={fieldId('description')} label="Description" hint="Optional." error={errors.description}>
            <Textarea rows={3} {...fieldProps('description', true)} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
            <Field
              id={fieldId('priority')}
              label="Priority"
              hint={`${DEMO_ITEM_PRIORITY_MIN} to ${DEMO_ITEM_PRIORITY_MAX}.`}
              error={errors.priority}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={DEMO_ITEM_PRIORITY_MIN}
                max={DEMO_ITEM_PRIORITY_MAX}
                step={1}
                {...fieldProps('priority', true)}
              />
            </Field>
            <Field
              id={fieldId('tags')}
              label="Tags"
              hint={`Separated by commas, up to ${DEMO_ITEM_TAGS_MAX}.`}
              error={errors.tags}
            >
              <Input autoComplete="off" placeholder="flash, blackwork" {...fieldProps('tags', true)} />
            </Field>
          </div>
          <Button type="submit" disabled={create.isPending} className="justify-self-start">
            {create.isPending ? 'Creating…' : 'Create Item'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
