import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError, serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { createSalesRequest } from '../api/create-sales-request.ts';
import {
  SALES_REQUEST_FIELDS,
  type SalesRequestFormValues,
  salesRequestFormSchema,
} from '../sales-request-form.ts';

const SEND_FAILED = 'Your request could not be sent. Please try again.';

/**
 * Contact Sales for the Studio plan (issue #27 item 7): who is asking, the studio and what it needs. A 400 puts
 * the server's words under each field it names; once sent, the form gives way to a confirmation.
 */
export function ContactSalesForm({
  defaults,
  onDone,
}: {
  /** A signed-in artist's name and email, filled in for them. */
  defaults?: Partial<SalesRequestFormValues>;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const form = useForm<SalesRequestFormValues, unknown, ReturnType<typeof salesRequestFormSchema.parse>>({
    defaultValues: { name: '', email: '', studioName: '', artistCount: '', message: '', ...defaults },
    resolver: zodResolver(salesRequestFormSchema),
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: createSalesRequest,
    onError: (error) => {
      const fields = validationErrorOf(error)?.errors ?? {};
      for (const field of SALES_REQUEST_FIELDS) {
        if (fields[field]) form.setError(field, { message: fields[field] });
      }
    },
  });

  if (send.data) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-400" />
        <p className="text-lg font-semibold">
          Thanks, {send.data.name}. Your request is with our sales team.
        </p>
        <p className="text-mist">
          We will write to <span className="font-semibold text-bone">{send.data.email}</span> about the Studio
          plan for {send.data.studioName}.
        </p>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  const validation = validationErrorOf(send.error);
  // A failure no field explains (a 429, the network) is said above the button.
  const formError =
    send.error && !Object.keys(validation?.errors ?? {}).length
      ? (send.error instanceof ApiError && send.error.status < 500 && serverMessageOf(send.error)) ||
        SEND_FAILED
      : null;
  return (
    <Form
      form={form}
      idPrefix={idPrefix}
      onSubmit={form.handleSubmit((data) => send.mutate(data))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Your name" autoComplete="name" maxLength={200} />
        <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField name="studioName" label="Studio name" autoComplete="organization" maxLength={200} />
        <WholeNumberField name="artistCount" label="Number of artists" hint="Optional" />
      </div>
      <TextareaField
        name="message"
        label="Message"
        rows={4}
        maxLength={5000}
        placeholder="How many chairs, which channels your clients use, what you would like to move over…"
      />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send to sales'}
        </Button>
      </div>
    </Form>
  );
}
