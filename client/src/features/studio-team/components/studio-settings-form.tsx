import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import type { StudioView, UpdateStudioInput } from '#common/contracts/studio-team.ts';
import { myStudioQueryOptions, removeLogo, updateStudio, uploadLogo } from '../api/studio-api.ts';
import { type StudioSettingsFormValues, studioSettingsFormSchema } from '../studio-settings-form-schema.ts';

/** The studio as the form's text fields: '' for "not set". */
const toForm = (studio: StudioView): StudioSettingsFormValues => ({
  name: studio.name,
  settings: {
    address: studio.settings.address ?? '',
    hours: studio.settings.hours ?? '',
    depositPolicy: studio.settings.depositPolicy ?? '',
    agePolicy: studio.settings.agePolicy ?? '',
  },
  branding: {
    displayName: studio.branding.displayName ?? '',
    accentColour: studio.branding.accentColour ?? '',
  },
});
/** Issue #28 item 2, owner only: what is the shop's, set once, and its white-label branding. */
export function StudioSettingsForm({ studio }: { studio: StudioView }) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const logoInput = useRef<HTMLInputElement>(null);
  const form = useForm<StudioSettingsFormValues, unknown, UpdateStudioInput>({
    defaultValues: toForm(studio),
    resolver: zodResolver(studioSettingsFormSchema),
  });
  const saved = (next: StudioView) =>
    queryClient.setQueryData(myStudioQueryOptions().queryKey, { studio: next });
  const save = useMutation({
    mutationFn: updateStudio,
    onSuccess: (next) => {
      saved(next);
      form.reset(toForm(next));
      toast({ title: 'Studio settings saved' });
    },
    onError: (error) => {
      const fields = validationErrorOf(error)?.errors ?? {};
      if (fields.branding) form.setError('branding.accentColour', { message: fields.branding });
      if (fields.name) form.setError('name', { message: fields.name });
      if (!fields.branding && !fields.name)
        toast({
          variant: 'destructive',
          title: 'Not saved',
          description: serverMessageOf(error) ?? 'Please try again.',
        });
    },
  });
  const logo = useMutation({
    mutationFn: uploadLogo,
    onSuccess: saved,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Logo not uploaded',
        description: validationErrorOf(error)?.errors.logo ?? serverMessageOf(error) ?? 'Please try again.',
      }),
  });
  const unsetLogo = useMutation({
    mutationFn: removeLogo,
    onSuccess: (next) => {
      saved(next);
      toast({ title: 'Logo removed' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Logo not removed',
        description: serverMessageOf(error) ?? 'Please try again.',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Studio settings</CardTitle>
        <CardDescription>
          Set once for the whole studio. Each artist inherits these unless they set their own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          idPrefix={idPrefix}
          onSubmit={form.handleSubmit((data) => save.mutate(data))}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField name="name" label="Studio name" />
          <TextField name="settings.address" label="Address" />
          <TextField name="settings.hours" label="Opening hours" hint="e.g. Tue–Sat 11:00–19:00" />
          <TextField name="settings.agePolicy" label="Age policy" hint="e.g. 18+ with photo ID" />
          <TextareaField name="settings.depositPolicy" label="Deposit policy" className="sm:col-span-2" />
          <h3 className="font-semibold sm:col-span-2">Branding</h3>
          <TextField
            name="branding.displayName"
            label="Display name"
            hint="Shown to clients instead of Inkdesk"
          />
          <TextField name="branding.accentColour" label="Accent colour" hint="A colour like #1f2937" />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            {studio.branding.logoUrl ? (
              <img
                src={studio.branding.logoUrl}
                alt="Studio logo"
                className="h-14 w-auto rounded bg-white/5 p-1"
              />
            ) : (
              <span className="text-sm text-mist">No logo yet.</span>
            )}
            <input
              ref={logoInput}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label="Logo image"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) logo.mutate(file);
                event.target.value = '';
              }}
            />
            <Button variant="outline" onClick={() => logoInput.current?.click()} disabled={logo.isPending}>
              {logo.isPending ? 'Uploading…' : studio.branding.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
            {studio.branding.logoUrl ? (
              <Button variant="ghost" onClick={() => unsetLogo.mutate()} disabled={unsetLogo.isPending}>
                Remove logo
              </Button>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save studio settings'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
