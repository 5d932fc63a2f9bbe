import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { FormField } from '#client/components/form/form-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import type { PortfolioPiece, PublishPortfolioPiece } from '#common/contracts/portfolio.ts';
import { isReadyToPublish, reviewFormSchema, reviewValuesFrom, stylesOwnFirst } from '../review-values.ts';

/** What the review list needs of each card: its checked publish body, or null after showing the errors. */
export type ReviewCheck = () => Promise<PublishPortfolioPiece | null>;

/**
 * One new piece in "To review" (decision 057): its picture and editable title, style (the artist's own
 * first) and tags, with Publish and Delete. A vision model's fields are marked as suggestions.
 */
export function ReviewPieceCard({
  piece,
  ownStyles,
  isBusy,
  onPublish,
  onDelete,
  onCheckChange,
}: {
  piece: PortfolioPiece;
  ownStyles: readonly string[];
  isBusy: boolean;
  onPublish: (data: PublishPortfolioPiece, showErrors: (fields: Record<string, string>) => void) => void;
  onDelete: () => void;
  /** Tells the list whether this card can be published, and how to check and read it for Publish all. */
  onCheckChange: (id: string, check: { isReady: boolean; run: ReviewCheck } | null) => void;
}) {
  const form = useForm({
    defaultValues: reviewValuesFrom(piece, ownStyles),
    resolver: zodResolver(reviewFormSchema),
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const isReady = isReadyToPublish(values);
  const { own, others } = stylesOwnFirst(ownStyles);
  const name = piece.title || 'Untitled piece';

  useEffect(() => {
    const run: ReviewCheck = async () => {
      let checked: PublishPortfolioPiece | null = null;
      await form.handleSubmit((body) => {
        checked = body;
      })();
      return checked;
    };
    onCheckChange(piece.id, { isReady, run });
  }, [form, isReady, onCheckChange, piece.id]);
  useEffect(() => () => onCheckChange(piece.id, null), [onCheckChange, piece.id]);

  const showErrors = (fields: Record<string, string>) => {
    for (const [field, message] of Object.entries(fields)) {
      if (field === 'title' || field === 'style' || field === 'tags') form.setError(field, { message });
    }
  };
  const submit = form.handleSubmit((body) => onPublish(body, showErrors));

  return (
    <li className="grid overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 sm:grid-cols-[10rem_1fr]">
      <img
        src={piece.thumbnailUrl}
        alt={`New piece: ${name}`}
        width={480}
        height={480}
        className="h-40 w-full bg-ink-800 object-cover sm:h-full"
      />
      <Form form={form} idPrefix={`review-${piece.id}`} onSubmit={submit} className="grid gap-4 p-4">
        {piece.isSuggestion ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-mist">
            <Badge variant="outline">Suggested</Badge>
            Filled in by AI from the picture: check before publishing.
          </p>
        ) : null}
        <TextField
          name="title"
          label="Title"
          placeholder={piece.title ? undefined : 'What is this piece?'}
          autoComplete="off"
          disabled={isBusy}
        />
        <FormField name="style" label="Style">
          {(control) => (
            <select {...control} disabled={isBusy} className={cn(fieldClasses, 'h-11')}>
              <option value="">Choose a style</option>
              {own.length > 0 ? (
                <optgroup label="Your styles">
                  {own.map((style) => (
                    <option key={style} value={style}>
                      {style}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label={own.length > 0 ? 'Other styles' : 'Styles'}>
                {others.map((style) => (
                  <option key={style} value={style}>
                    {style}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        <TextField
          name="tags"
          label="Tags"
          hint="Separate tags with commas."
          autoComplete="off"
          disabled={isBusy}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={isBusy || !isReady} aria-label={`Publish ${name}`}>
            Publish
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={isBusy}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
          {isReady ? null : <p className="text-sm text-mist">Add a title and a style to publish.</p>}
        </div>
      </Form>
    </li>
  );
}
