import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { FormField } from '#client/components/form/form-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';
import { updatePortfolioPiece } from '../api/update-portfolio-piece.ts';
import { buildPiecePatch, editPieceFormSchema, editValuesFrom } from '../edit-values.ts';

/** Spec §4: opens for a chosen piece; closes on save or cancel. Mounted only while a piece is chosen. */
export function EditPieceDialog({ piece, onClose }: { piece: PortfolioPiece; onClose: () => void }) {
  const form = useForm({
    defaultValues: editValuesFrom(piece),
    resolver: zodResolver(editPieceFormSchema),
    reValidateMode: 'onSubmit',
  });
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
  });

  const submit = form.handleSubmit(() => {
    if (!save.isPending) save.mutate({ id: piece.id, data: buildPiecePatch(form.getValues()) });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <Form form={form} idPrefix="piece" onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Edit Portfolio Piece</DialogTitle>
            <DialogDescription>What clients see when your AI front desk shows this piece.</DialogDescription>
          </DialogHeader>
          <img
            src={piece.thumbnailUrl}
            alt=""
            className="max-h-40 w-full rounded-lg border border-ink-700 bg-ink-800 object-contain"
          />
          <TextField name="title" label="Title" disabled={save.isPending} />
          <FormField name="style" label="Style">
            {(control) => (
              <select {...control} disabled={save.isPending} className={cn(fieldClasses, 'h-11')}>
                <option value="">No style</option>
                {SPECIALTY_STYLES.map((style) => (
                  <option key={style} value={style}>
                    {style}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextareaField name="description" label="Description" rows={3} disabled={save.isPending} />
          <TextField
            name="tags"
            label="Tags"
            hint="Separate tags with commas."
            autoComplete="off"
            disabled={save.isPending}
          />
          <DialogError
            error={save.error}
            fallback="Failed to update the portfolio piece. Please try again."
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save Changes
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
