import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { WIDGET_MAX_ORIGINS, type WidgetSettings, type WidgetTarget } from '#common/contracts/widget.ts';
import { saveWidgetOrigins, WIDGET_QUERY_KEY } from '../api/widget.ts';
import { type WidgetFormValues, widgetFormSchema, widgetSnippet } from '../widget-form-values.ts';

/** One widget's settings (the artist's or the studio's): its allowed sites, its tag to copy and a preview. */
export function WidgetTargetForm({
  target,
  widget,
  title,
}: {
  target: 'artist' | 'studio';
  widget: WidgetTarget & { handle: string };
  title: string;
}) {
  const queryClient = useQueryClient();
  const form = useForm<WidgetFormValues, unknown, { origins: string[] }>({
    values: { origins: widget.origins.join('\n') },
    resolver: zodResolver(widgetFormSchema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: (data: { origins: string[] }) => saveWidgetOrigins(target, data),
    onSuccess: (stored) => {
      queryClient.setQueryData<WidgetSettings>(WIDGET_QUERY_KEY, (current) =>
        current ? { ...current, [target]: { ...current[target], ...stored } } : current,
      );
      toast({
        title: 'Widget Sites Saved',
        description:
          stored.origins.length > 0
            ? `The chat opens on ${stored.origins.length === 1 ? 'this site' : `these ${stored.origins.length} sites`} only.`
            : 'No site may show the chat until you add one.',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      const message = validationErrorOf(error)?.errors?.origins;
      if (message) form.setError('origins', { message });
      toast({
        title: 'Error',
        description: message ?? 'Failed to save the sites. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const prefix = target === 'artist' ? 'a' : 's';
  const snippet = widgetSnippet({ appOrigin: window.location.origin, target, handle: widget.handle });
  const snippetId = `widget-${target}-snippet`;

  async function copySnippet() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet Copied', description: "Paste it before </body> on your site's pages." });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the snippet and copy it by hand.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby={`widget-${target}-title`} className="grid gap-4">
      <h3 id={`widget-${target}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <Form
        form={form}
        idPrefix={`widget-${target}`}
        onSubmit={form.handleSubmit((data) => save.mutate(data))}
      >
        <div className="grid gap-3">
          <TextareaField
            name="origins"
            label="Allowed sites"
            hint={`One per line, like https://yourstudio.com (no page path). Up to ${WIDGET_MAX_ORIGINS}. Only these sites can show the chat.`}
            rows={3}
            placeholder="https://yourstudio.com"
            disabled={save.isPending}
          />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save sites'}
            </Button>
          </div>
        </div>
      </Form>
      <div className="grid gap-2">
        <Label htmlFor={snippetId}>Snippet for your site</Label>
        <textarea
          id={snippetId}
          readOnly
          rows={2}
          value={snippet}
          onFocus={(event) => event.target.select()}
          className="w-full resize-none rounded-md border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-sm text-bone"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => void copySnippet()}>
            Copy snippet
          </Button>
          <a
            href={`/embed/${prefix}/${widget.handle}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 self-center text-sm text-bone underline underline-offset-2 hover:text-accent"
          >
            Preview the chat
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
