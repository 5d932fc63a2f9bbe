import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdCard, ListChecks, PenLine, Plus, Signature, Stethoscope, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
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
import { showFailure } from '#client/lib/show-failure.ts';
import { type ConsentTemplate, MAX_CONSENT_ITEMS } from '#common/contracts/consent.ts';
import { defaultConsentForm } from '#common/domain/consent/default-consent-form.ts';
import { getConsentTemplateQueryOptions, saveConsentTemplate } from '../api/consent.ts';
import {
  type ConsentFormValues,
  consentFormPathOf,
  consentFormSchema,
  consentFormValuesOf,
} from '../consent-form-values.ts';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-ink-700 p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        {icon}
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** The statements or the questions: one textarea each, removable, and one more to add. */
function ItemList({
  name,
  what,
  hint,
  isDisabled,
}: {
  name: 'acknowledgements' | 'medicalQuestions';
  what: string;
  hint: string;
  isDisabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray<ConsentFormValues, typeof name>({ name });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-mist">{hint}</p>
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
            <TextareaField
              name={`${name}.${index}.text`}
              label={`${what} ${index + 1}`}
              rows={2}
              disabled={isDisabled}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-7"
              disabled={isDisabled}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">
                Remove {what.toLowerCase()} {index + 1}
              </span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={isDisabled || fields.length >= MAX_CONSENT_ITEMS}
        onClick={() => append({ text: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {what.toLowerCase()}
      </Button>
    </div>
  );
}

/**
 * Issue #26 item 4: the consent form the artist's clients sign on their phone, built from sections. Until the
 * artist saves, clients get the default form in their own language; every save is a new version, and forms
 * already signed keep the one they were signed with.
 */
export function ConsentFormCard() {
  const queryClient = useQueryClient();
  const template = useQuery(getConsentTemplateQueryOptions());
  const values = useMemo(
    () => (template.data ? consentFormValuesOf(template.data.template) : undefined),
    [template.data],
  );
  const form = useForm<ConsentFormValues, unknown, ConsentTemplate>({
    values,
    resolver: zodResolver(consentFormSchema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: saveConsentTemplate,
    onSuccess: (stored) => {
      queryClient.setQueryData(getConsentTemplateQueryOptions().queryKey, stored);
      toast({
        title: 'Consent Form Saved',
        description: `Version ${stored.version}: clients sign it from now on; signed forms keep theirs.`,
      });
    },
    onError: (error) => {
      const body = validationErrorOf(error);
      for (const [field, message] of Object.entries(body?.errors ?? {}))
        form.setError(consentFormPathOf(field) as keyof ConsentFormValues, { message });
      showFailure(error, body?.message ?? 'Failed to save the consent form. Please try again.');
    },
  });
  const isDisabled = !template.data || save.isPending;
  const submit = form.handleSubmit(
    (data) => save.mutate(data),
    () => toast({ title: 'Error', description: 'Check the highlighted fields.', variant: 'destructive' }),
  );

  return (
    <Card>
      <Form form={form} idPrefix="consent-form" onSubmit={submit}>
        <CardHeader>
          <CardTitle>Consent form</CardTitle>
          <CardDescription>
            Clients sign it on their phone from the link in their booking confirmation and the reminder 24
            hours before. The signed form is kept as a PDF with the booking.
          </CardDescription>
          {template.data?.isDefault ? (
            <p className="rounded-lg bg-ink-800 p-3 text-sm">
              This is the default form. Clients read it in their own language (English, Spanish, Portuguese,
              French, German or Italian) until you save yours; then they read your words as you wrote them.
            </p>
          ) : template.data ? (
            <p className="text-sm text-mist">Version {template.data.version}.</p>
          ) : null}
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-5">
          <Section icon={<ListChecks aria-hidden="true" className="size-5" />} title="Acknowledgements">
            <ItemList
              name="acknowledgements"
              what="Statement"
              hint="Checkboxes the client must tick to sign."
              isDisabled={isDisabled}
            />
          </Section>
          <Section icon={<Stethoscope aria-hidden="true" className="size-5" />} title="Medical questions">
            <ItemList
              name="medicalQuestions"
              what="Question"
              hint="Answered yes or no, with an optional detail."
              isDisabled={isDisabled}
            />
          </Section>
          <Section icon={<IdCard aria-hidden="true" className="size-5" />} title="ID photo and date of birth">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-rose-500"
                disabled={isDisabled}
                {...form.register('asksIdPhoto')}
              />
              <span>Ask for a photo of an ID</span>
            </label>
            <p className="text-sm text-mist">
              The date of birth is always asked: anyone under 18 is refused and cannot sign.
            </p>
          </Section>
          <Section icon={<Signature aria-hidden="true" className="size-5" />} title="Client signature">
            <p className="text-sm text-mist">Always asked: the client draws it on the screen.</p>
          </Section>
          <Section
            icon={<PenLine aria-hidden="true" className="size-5" />}
            title="Your part after the session"
          >
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-rose-500"
                disabled={isDisabled}
                {...form.register('hasArtistPart')}
              />
              <span>Fill in the ink brand and lot numbers, the needles, and sign after the session</span>
            </label>
          </Section>
        </CardContent>
        <CardFooter className="flex-wrap justify-end gap-2 border-t border-ink-700 pt-5 sm:pt-6">
          <Button
            type="button"
            variant="ghost"
            disabled={isDisabled}
            onClick={() => form.reset(consentFormValuesOf(defaultConsentForm('en')))}
          >
            Start from the default
          </Button>
          <Button type="submit" disabled={isDisabled} aria-busy={save.isPending}>
            Save Consent Form
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
