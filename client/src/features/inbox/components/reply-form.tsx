import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { inboxReplyRequestSchema } from '#common/contracts/inbox.ts';
import { INBOX_QUERY_KEY, replyToThread } from '../api/inbox-api.ts';

/** The artist's reply: sent through Instagram as them, which pauses the assistant on this thread (issue #10). */
export function ReplyForm({ threadId }: { threadId: string }) {
  const form = useForm({ defaultValues: { text: '' }, resolver: zodResolver(inboxReplyRequestSchema) });
  const queryClient = useQueryClient();
  const reply = useMutation({
    mutationFn: replyToThread,
    onSuccess: () => {
      form.reset({ text: '' });
      return queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    },
    onError: (error) => {
      const field = validationErrorOf(error)?.errors?.text;
      if (field) form.setError('text', { message: field });
      toast({
        title: 'Reply not sent',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
  const submit = form.handleSubmit(({ text }) => {
    if (!reply.isPending) reply.mutate({ threadId, text });
  });
  return (
    <Form form={form} idPrefix={`reply-${threadId}`} onSubmit={submit} className="grid gap-2">
      <TextareaField
        name="text"
        label="Reply as you"
        rows={3}
        hint="Replying pauses the assistant on this thread."
      />
      <Button type="submit" className="justify-self-end" disabled={reply.isPending}>
        Send reply
      </Button>
    </Form>
  );
}
