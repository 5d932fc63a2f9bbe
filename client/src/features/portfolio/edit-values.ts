import { z } from 'zod';
import {
  type PortfolioPiece,
  parseTagText,
  type UpdatePortfolioPiece,
  updatePortfolioPieceSchema,
} from '#common/contracts/portfolio.ts';

/** The edit dialog's fields as typed; tags are one comma-separated line (spec §5). */
export interface EditValues {
  title: string;
  description: string;
  style: string;
  tags: string;
}

export type EditField = keyof EditValues;

export function editValuesFrom(piece: PortfolioPiece): EditValues {
  return {
    title: piece.title,
    description: piece.description,
    style: piece.style ?? '',
    tags: piece.tags.join(', '),
  };
}

/** The PATCH body: trimmed text, no style as null, tags split on commas with empties dropped. */
export function buildPiecePatch(values: EditValues): UpdatePortfolioPiece {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    style: (values.style || null) as UpdatePortfolioPiece['style'],
    tags: parseTagText(values.tags),
  };
}

/** The dialog's form schema: the typed text becomes the PATCH body, checked by the server's own contract. */
export const editPieceFormSchema = z
  .object({ title: z.string(), description: z.string(), style: z.string(), tags: z.string() })
  .transform(buildPiecePatch)
  .pipe(updatePortfolioPieceSchema);
