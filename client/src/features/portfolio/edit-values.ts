import { fieldErrorsFromIssues } from '#client/lib/form-values.ts';
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

/** Checks the body against the shared contract, so the artist sees the server's messages before saving. */
export function validatePiecePatch(patch: UpdatePortfolioPiece): Partial<Record<EditField, string>> {
  const result = updatePortfolioPieceSchema.safeParse(patch);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}
