import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { COMMENT_REPLY_MAX_CHARS, type InboxSettings, inboxSettingsSchema } from '#common/contracts/inbox.ts';
import { INBOX_QUERY_KEY, updateInboxSettings } from '../api/inbox-api.ts';
import { InboxSwitch } from './inbox-switch.tsx';
import { useUpdateInboxSettings } from './use-update-inbox-settings.ts';

const replyTextSchema = inboxSettingsSchema.pick({ commentReplyText: true });

/**
 * Comment replies (issue #25): the switch, and the private reply's text with a preview of the DM the
 * commenter receives. Instagram allows one private reply per comment, within 7 days.
 */
export function CommentReplySettings({ settings }: { settings: InboxSettings }) {
  const toggle = useUpdateInboxSettings();
  return (
    <section
      aria-labelledby="comment-replies-title"
      className="grid gap-3 rounded-xl border border-ink-600 p-4"
    >
      <h3 id="comment-replies-title" className="font-semibold text-bone">
        Comment replies
      </h3>
      <InboxSwitch
        label="Invite commenters asking about price to DM"
        checked={settings.isCommentRepliesOn}
        disabled={toggle.isPending}
        onChange={(on) => toggle.mutate({ isCommentRepliesOn: on })}
      />
      <p className="text-sm text-mist">
        A comment asking about price or booking gets one private reply, sent to the commenter’s DMs, at most
        one a week per person and only within 7 days of the comment (Instagram’s rules).
      </p>
      <ReplyTextForm text={settings.commentReplyText} />
    </section>
  );
}

function ReplyTextForm({ text }: { text: string }) {
  const form = useForm({ defaultValues: { commentReplyText: text }, resolver: zodResolver(replyTextSchema) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: updateInboxSettings,
    onSuccess: (saved) => {
      form.reset({ commentReplyText: saved.commentReplyText });
      toast({ title: 'Reply text saved' });
      return queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    },
    onError: (error) => {
      const field = validationErrorOf(error)?.errors?.commentReplyText;
      if (field) form.setError('commentReplyText', { message: field });
      toast({
        title: 'Reply text not saved',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
  const typed = form.watch('commentReplyText');
  const submit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  return (
    <Form form={form} idPrefix="comment-reply" onSubmit={submit} className="grid gap-3">
      <TextareaField
        name="commentReplyText"
        label="Reply text"
        rows={3}
        hint={`${typed.trim().length} / ${COMMENT_REPLY_MAX_CHARS} characters. Say how to reach you: the commenter can answer it in their DMs.`}
      />
      <figure className="grid gap-1">
        <figcaption className="text-xs font-semibold text-mist">
          Preview: what the commenter receives
        </figcaption>
        <p
          data-testid="comment-reply-preview"
          className="max-w-[80%] justify-self-start rounded-3xl bg-ink-800 px-4 py-2 whitespace-pre-wrap text-bone [overflow-wrap:anywhere]"
        >
          {typed.trim() || '…'}
        </p>
      </figure>
      <Button type="submit" className="justify-self-end" disabled={save.isPending || !form.formState.isDirty}>
        Save reply text
      </Button>
    </Form>
  );
}
