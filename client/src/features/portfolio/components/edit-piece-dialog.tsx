import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { describedBy, Field } from '#client/components/ui/field.tsx';
import { fieldClasses, Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { cn } from '#client/lib/cn.ts';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';
import { updatePortfolioPiece } from '../api/update-portfolio-piece.ts';
import {
  buildPiecePatch,
  type EditField,
  type EditValues,
  editValuesFrom,
  validatePiecePatch,
} from '../edit-values.ts';

type FieldErrors = Partial<Record<EditField, string>>;

/** Spec §4: opens for a chosen piece; closes on save or cancel. Mounted only while a piece is chosen. */
export function EditPieceDialog({ piece, onClose }: { piece: PortfolioPiece; onClose: () => void }) {
  const [values, setValues] = useState<EditValues>(() => editValuesFrom(piece));
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: updatePortfolioPiece,
    onSuccess: (updated) => {
      queryClient.setQueryData<PortfolioPiece[]>(PORTFOLIO_QUERY_KEY, (current) =>
        current?.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
      );
      toast({ title: 'Portfolio Updated', description: `“${updated.title}” has been saved.` });
      onClose();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      const body = validationErrorOf(error);
      if (body) setErrors(body.errors as FieldErrors);
      toast({
        title: 'Error',
        description: body?.message || 'Failed to update the portfolio piece. Please try again.',
        variant: 'destructive',
      });
    },
  });

  function change(field: EditField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const patch = buildPiecePatch(values);
    const clientErrors = validatePiecePatch(patch);
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      return;
    }
    save.mutate({ id: piece.id, data: patch });
  }

  const inputProps = (field: EditField, hint = false) => ({
    id: `piece-${field}`,
    name: field,
    value: values[field],
    disabled: save.isPending,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`piece-${field}`, { hint, error: errors[field] }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Edit Portfolio Piece</DialogTitle>
            <DialogDescription>What clients see when your AI front desk shows this piece.</DialogDescription>
          </DialogHeader>
          <img
            src={piece.thumbnailUrl}
            alt=""
            className="max-h-40 w-full rounded-lg border border-ink-700 bg-ink-800 object-contain"
          />
          <Field id="piece-title" label="Title" error={errors.title}>
            <Input {...inputProps('title')} onChange={(event) => change('title', event.target.value)} />
          </Field>
          <Field id="piece-style" label="Style" error={errors.style}>
            <select
              {...inputProps('style')}
              onChange={(event) => change('style', event.target.value)}
              className={cn(fieldClasses, 'h-11')}
            >
              <option value="">No style</option>
              {SPECIALTY_STYLES.map((style) => (
                <option key={style} value={style}>
                  {style}
                </option>
              ))}
            </select>
          </Field>
          <Field id="piece-description" label="Description" error={errors.description}>
            <Textarea
              rows={3}
              {...inputProps('description')}
              onChange={(event) => change('description', event.target.value)}
            />
          </Field>
          <Field id="piece-tags" label="Tags" hint="Separate tags with commas." error={errors.tags}>
            <Input
              autoComplete="off"
              {...inputProps('tags', true)}
              onChange={(event) => change('tags', event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
