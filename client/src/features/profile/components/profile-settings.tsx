import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { User } from '#common/contracts/users.ts';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { useSavePreferences } from '../hooks/use-save-preferences.ts';
import {
  buildSettingsPayload,
  SETTINGS_FIELD_ORDER,
  settingsFormSchema,
  settingsFromUser,
} from '../settings-values.ts';
import { SettingsFields } from './settings-fields.tsx';

type FieldMessages = Partial<Record<string, { message?: string | undefined }>>;

/** The first bad field in the form's order, and its message. */
function firstError(errors: FieldMessages) {
  for (const field of SETTINGS_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return { field, message };
  }
  return null;
}

/** Spec §2 and §4: read-only until Edit; Save Changes or Cancel (which restores the stored values). */
export function ProfileSettings({ user }: { user: User }) {
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm({
    // Read-only always shows the stored user; while editing, the draft is the artist's.
    values: isEditing ? undefined : settingsFromUser(user),
    resolver: zodResolver(settingsFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useSavePreferences({ onSaved: finishEditing, onRejected: showRejection });

  function finishEditing(stored: User) {
    form.reset(settingsFromUser(stored));
    setIsEditing(false);
  }

  /** Names the first bad field in a toast and focuses it. */
  function reportErrors(errors: FieldMessages, fallback = '') {
    const first = firstError(errors);
    toast({ title: 'Error', description: first?.message || fallback, variant: 'destructive' });
    if (first) form.setFocus(first.field);
  }

  function showRejection(body: ValidationErrorBody) {
    const errors: FieldMessages = {};
    form.clearErrors();
    for (const field of SETTINGS_FIELD_ORDER) {
      const message = body.errors[field];
      if (!message) continue;
      errors[field] = { message };
      form.setError(field, { message });
    }
    reportErrors(errors, body.message);
  }

  function startEditing() {
    form.reset(settingsFromUser(user));
    setIsEditing(true);
    // Wait for the inputs to be enabled before focusing the first one.
    requestAnimationFrame(() => form.setFocus('artistName'));
  }

  const submit = form.handleSubmit(
    () => {
      if (isEditing && !save.isPending) save.mutate(buildSettingsPayload(form.getValues()));
    },
    (errors) => reportErrors(errors),
  );

  return (
    <Card>
      <Form form={form} idPrefix="settings" onSubmit={submit}>
        <SettingsHeader isEditing={isEditing} onEdit={startEditing} />
        <SettingsFields isDisabled={!isEditing || save.isPending} />
        {isEditing ? (
          <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
            <Button variant="outline" onClick={() => finishEditing(user)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save Changes
            </Button>
          </CardFooter>
        ) : null}
      </Form>
    </Card>
  );
}

function SettingsHeader({ isEditing, onEdit }: { isEditing: boolean; onEdit: () => void }) {
  return (
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
        <Button variant="secondary" onClick={onEdit} className="mt-4 sm:mt-0">
          Edit
        </Button>
      )}
    </CardHeader>
  );
}
