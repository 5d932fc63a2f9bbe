import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { AUTH_USER_QUERY_KEY } from '#client/lib/use-auth.ts';
import type { User } from '#common/contracts/users.ts';
import { updatePreferences } from '../api/update-preferences.ts';
import {
  buildSettingsPayload,
  type SettingsField,
  type SettingsValues,
  settingsFromUser,
  validateSettings,
} from '../settings-values.ts';

type FieldErrors = Partial<Record<SettingsField, string>>;

const FIELD_ORDER: SettingsField[] = [
  'artistName',
  'bio',
  'yearsExperience',
  'consultationPrice',
  'bookingUrl',
  'instagramHandle',
];

function firstError(errors: FieldErrors): [SettingsField, string] | null {
  for (const field of FIELD_ORDER) {
    const message = errors[field];
    if (message) return [field, message];
  }
  return null;
}

/** Spec §2 and §4: read-only until Edit; Save Changes or Cancel (which restores the stored values). */
export function ProfileSettings({ user }: { user: User }) {
  // null while read-only; the draft while editing. Read-only always shows the stored user.
  const [draft, setDraft] = useState<SettingsValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const isEditing = draft !== null;
  const values = draft ?? settingsFromUser(user);

  const save = useMutation({
    mutationFn: updatePreferences,
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      setDraft(null);
      setErrors({});
      toast({ title: 'Preferences Updated', description: 'Your profile has been saved.' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      const body = validationErrorOf(error);
      if (body) {
        const fieldErrors: FieldErrors = {};
        for (const field of FIELD_ORDER) {
          const message = body.errors[field];
          if (message) fieldErrors[field] = message;
        }
        setErrors(fieldErrors);
        const first = firstError(fieldErrors);
        toast({ title: 'Error', description: first?.[1] || body.message, variant: 'destructive' });
        if (first) document.getElementById(`settings-${first[0]}`)?.focus();
        return;
      }
      toast({
        title: 'Error',
        description: 'Failed to update preferences. Please try again.',
        variant: 'destructive',
      });
    },
  });

  function startEditing() {
    setDraft(settingsFromUser(user));
    setErrors({});
    // Wait for the inputs to be enabled before focusing the first one.
    requestAnimationFrame(() => document.getElementById('settings-artistName')?.focus());
  }

  function cancel() {
    setDraft(null);
    setErrors({});
  }

  function change(field: SettingsField, value: string) {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || save.isPending) return;
    const payload = buildSettingsPayload(draft);
    const clientErrors = validateSettings(payload);
    const first = firstError(clientErrors);
    if (first) {
      setErrors(clientErrors);
      toast({ title: 'Error', description: first[1], variant: 'destructive' });
      document.getElementById(`settings-${first[0]}`)?.focus();
      return;
    }
    save.mutate(payload);
  }

  /** Props shared by every input: id, value, change handler, disabled state and error wiring. */
  function fieldProps(field: SettingsField, hint = false) {
    const id = `settings-${field}`;
    return {
      id,
      name: field,
      value: values[field],
      disabled: !isEditing || save.isPending,
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(id, { hint, error: errors[field] }),
    } satisfies ComponentProps<'input'> & ComponentProps<'textarea'>;
  }

  return (
    <Card>
      <form noValidate onSubmit={submit}>
        <CardHeader className="sm:flex sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <CardTitle>Profile Settings</CardTitle>
            <CardDescription>
              {isEditing
                ? 'Make your changes, then save them.'
                : 'What your AI front desk tells clients about you. Press Edit to change it.'}
            </CardDescription>
          </div>
          {isEditing ? null : (
            <Button variant="secondary" onClick={startEditing} className="mt-4 sm:mt-0">
              Edit
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <Field id="settings-artistName" label="Artist Name" error={errors.artistName}>
            <Input autoComplete="nickname" {...fieldProps('artistName')} />
          </Field>
          <Field id="settings-yearsExperience" label="Years of Experience" error={errors.yearsExperience}>
            <Input inputMode="numeric" autoComplete="off" {...fieldProps('yearsExperience')} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="settings-bio" label="Bio" error={errors.bio}>
              <Textarea rows={5} {...fieldProps('bio')} />
            </Field>
          </div>
          <Field
            id="settings-consultationPrice"
            label="Consultation Price"
            hint="Whole dollars."
            error={errors.consultationPrice}
          >
            <Input inputMode="numeric" autoComplete="off" {...fieldProps('consultationPrice', true)} />
          </Field>
          <Field id="settings-instagramHandle" label="Instagram Handle" error={errors.instagramHandle}>
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldProps('instagramHandle')}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id="settings-bookingUrl" label="Booking URL" error={errors.bookingUrl}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                {...fieldProps('bookingUrl')}
              />
            </Field>
          </div>
        </CardContent>
        {isEditing ? (
          <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
            <Button variant="outline" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save Changes
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}
