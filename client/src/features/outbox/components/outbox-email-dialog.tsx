import { useQuery } from '@tanstack/react-query';
import { Download, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { attachmentUrlOf, emlUrlOf, getOutboxEmailQueryOptions } from '../api/get-outbox.ts';
import { kindText, statusText } from '../describe-email.ts';

const linkClasses =
  'focus-ring inline-flex items-center gap-1.5 rounded-md border border-ink-600 px-3 py-1.5 text-sm font-semibold hover:border-ink-400';

/**
 * One email as its recipient would read it. The HTML part renders in a sandboxed frame (no scripts, no
 * same-origin access, links open outside), so nothing in an email can act on the admin page.
 */
export function OutboxEmailDialog({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const email = useQuery(getOutboxEmailQueryOptions(emailId));
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{email.data?.subject ?? 'Email'}</DialogTitle>
          <DialogDescription>{email.data ? `To ${email.data.to}` : 'Loading…'}</DialogDescription>
        </DialogHeader>
        {email.isPending ? (
          <div role="status" aria-label="Loading email" className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : email.isError ? (
          <p role="alert" className="text-rose-300">
            Error loading this email. Please try again.
          </p>
        ) : (
          <div className="grid min-w-0 gap-4">
            <dl className="grid gap-1 text-sm sm:grid-cols-2">
              <Field label="From">{email.data.from ?? 'Not sent yet'}</Field>
              <Field label="Kind">{kindText(email.data.kind)}</Field>
              <Field label="Status">
                {statusText(email.data)} · {email.data.attempts} attempt{email.data.attempts === 1 ? '' : 's'}
              </Field>
              <Field label={email.data.sentAt ? 'Sent' : 'Queued'}>
                {formatDateTime(email.data.sentAt ?? email.data.createdAt)}
              </Field>
            </dl>
            {email.data.lastError ? (
              <p className="break-words font-mono text-sm text-rose-300">{email.data.lastError}</p>
            ) : null}
            <Tabs defaultValue="html">
              <TabsList aria-label="Email parts">
                <TabsTrigger value="html">HTML</TabsTrigger>
                <TabsTrigger value="text">Plain text</TabsTrigger>
              </TabsList>
              <TabsContent value="html">
                <iframe
                  title="HTML part"
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={email.data.html.replace('<head>', '<head><base target="_blank">')}
                  className="h-[28rem] w-full rounded-xl border border-ink-600 bg-white"
                />
              </TabsContent>
              <TabsContent value="text">
                <pre className="max-h-[28rem] overflow-auto rounded-xl border border-ink-600 bg-ink-950 p-4 text-sm whitespace-pre-wrap break-words">
                  {email.data.text}
                </pre>
              </TabsContent>
            </Tabs>
            <div className="flex flex-wrap items-center gap-2">
              <a href={emlUrlOf(emailId)} download className={linkClasses}>
                <Download aria-hidden="true" className="size-4" />
                Download .eml
              </a>
              {email.data.attachments.map((attachment, index) => (
                <a
                  key={attachment.filename}
                  href={attachmentUrlOf(emailId, index)}
                  download
                  className={linkClasses}
                >
                  <Paperclip aria-hidden="true" className="size-4" />
                  {attachment.filename}
                  <span className="font-normal text-mist">
                    ({Math.max(1, Math.round(attachment.size / 1024))} KB)
                  </span>
                </a>
              ))}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="text-mist">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
