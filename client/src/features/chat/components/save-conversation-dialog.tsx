import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { saveConversation } from '../api/save-conversation.ts';
import { EMPTY_SAVE_CONVERSATION_FORM, saveConversationFormSchema } from '../save-conversation-form.ts';
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
  emailInChat,
  onSaved,
}: {
  sessionId: string;
  clarityScore: number;
  directionSummary: string;
  /** An address the client already wrote in the chat: the email field starts with it (issue #25). */
  emailInChat: string | null;
  /** Gets the server's confirmation and its details, which the assistant says next. */
  onSaved: (saved: { confirmation: string; details: string }) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const idPrefix = useId();
  const form = useForm({
    defaultValues: EMPTY_SAVE_CONVERSATION_FORM,
    resolver: zodResolver(saveConversationFormSchema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: saveConversation,
    onSuccess: ({ confirmation, details }) => {
      setIsOpen(false);
      onSaved({ confirmation, details });
    },
    onError: (failure) => {
      const { field, message } = describeSaveError(failure);
      if (field) form.setError(field, { message });
    },
  });
  // A failure the server did not pin on a field is shown above the button.
  const error = save.error ? describeSaveError(save.error) : null;
  const submit = form.handleSubmit(({ email, name }) =>
    save.mutate({ sessionId, email, directionSummary, clarityScore, ...(name ? { name } : {}) }),
  );

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        save.reset();
        form.clearErrors();
        if (open && emailInChat && form.getValues('email').trim() === '') form.setValue('email', emailInChat);
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
        <Form form={form} idPrefix={idPrefix} onSubmit={submit} className="grid gap-4">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="name" label="Name (optional)" autoComplete="name" maxLength={100} />
          {error && !error.field ? (
            <p role="alert" className="text-sm font-medium text-rose-300">
              {error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={form.watch('email').trim() === '' || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
