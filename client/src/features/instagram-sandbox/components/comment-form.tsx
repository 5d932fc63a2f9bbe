import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { sandboxCommentRequestSchema } from '#common/contracts/instagram.ts';
import { getSandboxPostsQueryOptions, sendSandboxComment } from '../api/sandbox-api.ts';

const commentSchema = sandboxCommentRequestSchema.omit({ username: true });

/** A caption as a post's name: its first words, without the hashtags. */
const postName = (caption: string) => {
  const words = caption.replace(/#\S+/g, '').trim();
  return words.length > 48 ? `${words.slice(0, 47)}…` : words;
};

/**
 * Comment on one of the sandbox account's posts as the client (issue #25). It travels as Instagram's
 * `comments` webhook; when the artist's comment replies answer it, the private reply arrives in the DMs above.
 */
export function CommentForm({ username }: { username: string }) {
  const posts = useQuery(getSandboxPostsQueryOptions());
  const form = useForm({ defaultValues: { mediaId: '', text: '' }, resolver: zodResolver(commentSchema) });
  const [posted, setPosted] = useState<string | null>(null);
  const list = posts.data?.posts ?? [];
  const first = list[0]?.id;
  useEffect(() => {
    if (first && !form.getValues('mediaId')) form.setValue('mediaId', first);
  }, [first, form]);
  const chosen = list.find((post) => post.id === form.watch('mediaId'));
  const send = useMutation({
    mutationFn: sendSandboxComment,
    onSuccess: (_result, sent) => {
      form.reset({ mediaId: sent.mediaId, text: '' });
      setPosted(sent.text);
    },
    onError: (error) => {
      const errors = validationErrorOf(error)?.errors ?? {};
      for (const field of ['mediaId', 'text'] as const) {
        if (errors[field]) form.setError(field, { message: errors[field] });
      }
      toast({
        title: 'Comment not posted',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
  const submit = form.handleSubmit((values) => {
    if (!send.isPending) send.mutate({ ...values, username });
  });

  return (
    <section
      aria-labelledby="sandbox-comment-title"
      className="grid gap-3 rounded-3xl border border-ink-600 bg-black p-4"
    >
      <h2 id="sandbox-comment-title" className="text-lg font-bold">
        Comment on a post
      </h2>
      <p className="text-sm text-mist">
        As @{username}. If the artist’s comment replies answer it, the private reply arrives in the DMs above.
      </p>
      <Form form={form} idPrefix="sandbox-comment" onSubmit={submit} className="grid gap-3">
        <div className="flex items-end gap-3">
          {chosen ? (
            <img src={chosen.imageUrl} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
          ) : null}
          <SelectField
            name="mediaId"
            label="Post"
            className="min-w-0 flex-1"
            disabled={!list.length}
            options={list.map((post, index) => [post.id, `${index + 1}. ${postName(post.caption)}`] as const)}
          />
        </div>
        <div className="flex items-end gap-2">
          <TextField
            name="text"
            label="Comment"
            className="flex-1"
            autoComplete="off"
            placeholder="Add a comment…"
          />
          <Button type="submit" disabled={send.isPending || !list.length}>
            Post
          </Button>
        </div>
        {posted ? (
          <p role="status" className="text-sm text-mist [overflow-wrap:anywhere]">
            Commented: “{posted}”
          </p>
        ) : null}
      </Form>
    </section>
  );
}
