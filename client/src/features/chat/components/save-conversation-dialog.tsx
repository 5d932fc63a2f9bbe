import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { saveConversation } from '../api/save-conversation.ts';
import { describeSaveError } from '../save-error.ts';
import { ChatIcon } from './chat-icon.tsx';

/**
 * Spec §4 Save Conversation: the button and its dialog. Success closes the dialog and `onSaved` lets the
 * assistant thank the client; a failure stays in the dialog, under the field the server named.
 */
export function SaveConversationDialog({
  sessionId,
  clarityScore,
  directionSummary,
  onSaved,
}: {
  sessionId: string;
  clarityScore: number;
  directionSummary: string;
  onSaved: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const emailId = useId();
  const nameId = useId();
  const save = useMutation({
    mutationFn: saveConversation,
    onSuccess: () => {
      setIsOpen(false);
      onSaved();
    },
  });
  const error = save.error ? describeSaveError(save.error) : null;
  const emailError = error?.field === 'email' ? error.message : undefined;
  const nameError = error?.field === 'name' ? error.message : undefined;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        save.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" className="w-full sm:w-auto">
          <ChatIcon name="save" className="size-4" />
          Save Conversation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Conversation</DialogTitle>
          <DialogDescription>
            Leave your email and the artist will follow up about your idea.
          </DialogDescription>
        </DialogHeader>
        {directionSummary ? (
          <p className="rounded-lg border border-ink-700 bg-ink-800 px-3.5 py-2.5 text-sm">
            <span className="font-semibold text-mist">Your idea: </span>
            {directionSummary}
          </p>
        ) : null}
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmedName = name.trim();
            save.mutate({
              sessionId,
              email: email.trim(),
              directionSummary,
              clarityScore,
              ...(trimmedName ? { name: trimmedName } : {}),
            });
          }}
        >
          <Field id={emailId} label="Email" error={emailError}>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={describedBy(emailId, { error: emailError })}
            />
          </Field>
          <Field id={nameId} label="Name (optional)" error={nameError}>
            <Input
              id={nameId}
              autoComplete="name"
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy(nameId, { error: nameError })}
            />
          </Field>
          {error && !error.field ? (
            <p role="alert" className="text-sm font-medium text-rose-300">
              {error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={email.trim() === '' || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
