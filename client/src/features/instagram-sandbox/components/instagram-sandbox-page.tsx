import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import {
  type SandboxClientMessageRequest,
  type SandboxThread,
  sandboxClientMessageRequestSchema,
} from '#common/contracts/instagram.ts';
import { getSandboxThreadQueryOptions, SANDBOX_THREAD_KEY, sendSandboxMessage } from '../api/sandbox-api.ts';
import { CommentForm } from './comment-form.tsx';

const DEFAULT_CLIENT = 'sandbox_client';

/**
 * The sandbox DM page (issue #10): play a client writing to the artist's sandbox account. It looks like an
 * Instagram thread; the account's side shows what the assistant (or the artist) "sent" through the Send API.
 */
export function InstagramSandboxPage() {
  usePageTitle('Instagram sandbox');
  const form = useForm({
    defaultValues: { username: DEFAULT_CLIENT, text: '' },
    resolver: zodResolver(sandboxClientMessageRequestSchema),
  });
  // The thread shown follows the username field: another username is another client's conversation.
  const typed = form.watch('username');
  const username = sandboxClientMessageRequestSchema.shape.username.safeParse(typed).success
    ? typed.trim()
    : DEFAULT_CLIENT;
  const thread = useQuery(getSandboxThreadQueryOptions(username));

  return (
    <div className="min-h-dvh bg-ink-950 text-bone">
      <main id="main" className="mx-auto grid w-full max-w-xl gap-4 px-4 py-6">
        <Link href="/dashboard" className="text-sm font-semibold text-mist hover:text-bone">
          ← Back to the dashboard
        </Link>
        <h1 className="text-2xl font-black">Instagram sandbox</h1>
        <p className="text-mist">
          Write to your sandbox account as a client, or comment on one of its posts. Each message and comment
          travels like a real one: a signed webhook to Inkdesk, and replies through the Send API. Watch your
          Inbox tab fill up.
        </p>
        <div className="overflow-hidden rounded-3xl border border-ink-600 bg-black">
          <header className="flex items-center gap-3 border-b border-ink-700 px-4 py-3">
            <span
              aria-hidden
              className="size-9 rounded-full bg-gradient-to-tr from-amber-400 via-rose-500 to-fuchsia-600"
            />
            <div className="grid">
              <span className="font-semibold">{thread.data?.accountUsername || 'your account'}</span>
              <span className="text-xs text-mist">Chatting as @{username}</span>
            </div>
          </header>
          <SandboxMessages thread={thread.data} />
          <ComposeMessage form={form} />
        </div>
        <CommentForm username={username} />
      </main>
    </div>
  );
}

function SandboxMessages({ thread }: { thread: SandboxThread | undefined }) {
  const messages = thread?.messages ?? [];
  return (
    <ol
      aria-label="Messages"
      // One column no wider than the phone (minmax(0, 1fr)): an auto column grows to a long link's width.
      className="grid max-h-[55vh] min-h-64 grid-cols-[minmax(0,1fr)] content-end gap-2 overflow-y-auto px-4 py-4"
    >
      {messages.length === 0 ? (
        <li className="text-center text-sm text-mist">No messages yet. Say hi!</li>
      ) : (
        messages.map((message) => (
          <li
            key={message.mid}
            className={cn(
              // A pasted link has no spaces: it may break anywhere rather than run out of the bubble.
              'max-w-[80%] rounded-3xl px-4 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]',
              message.from === 'client'
                ? 'justify-self-end bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white'
                : 'justify-self-start bg-ink-800 text-bone',
            )}
          >
            <span className="sr-only">{message.from === 'client' ? 'You:' : 'Account:'} </span>
            {message.text}
            {message.tag ? (
              <span className="mt-1 block text-xs text-mist">Sent by a person (human agent)</span>
            ) : null}
          </li>
        ))
      )}
    </ol>
  );
}

function ComposeMessage({ form }: { form: UseFormReturn<SandboxClientMessageRequest> }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: sendSandboxMessage,
    onSuccess: (_result, sent) => {
      form.reset({ username: sent.username, text: '' });
      return queryClient.invalidateQueries({ queryKey: SANDBOX_THREAD_KEY });
    },
    onError: (error) => {
      const errors = validationErrorOf(error)?.errors ?? {};
      for (const field of ['username', 'text'] as const) {
        if (errors[field]) form.setError(field, { message: errors[field] });
      }
      toast({
        title: 'Message not sent',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
  const submitWith = (withPhoto: boolean) =>
    form.handleSubmit((values) => {
      if (!send.isPending) send.mutate({ ...values, withPhoto });
    });
  const submit = submitWith(false);
  return (
    <Form form={form} idPrefix="sandbox" onSubmit={submit} className="grid gap-3 border-t border-ink-700 p-4">
      <TextField
        name="username"
        label="Client username"
        autoComplete="off"
        hint="Another username starts another conversation."
      />
      <div className="flex items-end gap-2">
        <TextField name="text" label="Message" className="flex-1" autoComplete="off" placeholder="Message…" />
        <Button type="submit" disabled={send.isPending}>
          Send
        </Button>
      </div>
      {/* A client's reference photo arrives as Meta sends one: an expiring link the app must copy. */}
      <Button type="button" variant="outline" disabled={send.isPending} onClick={submitWith(true)}>
        <ImagePlus aria-hidden className="size-4" />
        Send with a photo
      </Button>
    </Form>
  );
}
