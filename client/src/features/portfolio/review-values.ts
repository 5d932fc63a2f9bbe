import { z } from 'zod';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import {
  type PortfolioPiece,
  type PublishPortfolioPiece,
  parseTagText,
  publishPortfolioPieceSchema,
} from '#common/contracts/portfolio.ts';

/** A review card's fields as typed (decision 057); tags are one comma-separated line, as in the edit dialog. */
export interface ReviewValues {
  title: string;
  style: string;
  tags: string;
}

/**
 * The card's starting values. A piece without a style starts on the artist's only style, the built-in rule
 * (decision 057): pieces uploaded in the setup wizard were described before the artist's styles were saved.
 */
export function reviewValuesFrom(piece: PortfolioPiece, ownStyles: readonly string[]): ReviewValues {
  const { own } = stylesOwnFirst(ownStyles);
  const onlyStyle = own.length === 1 ? own[0]! : '';
  return { title: piece.title, style: piece.style ?? onlyStyle, tags: piece.tags.join(', ') };
}

/** Publish is offered once a title and a style are filled in: the server's two refusals, caught before. */
export const isReadyToPublish = (values: Partial<ReviewValues>) =>
  Boolean(values.title?.trim() && values.style);

/** The card's form schema: the typed text becomes the publish body, checked by the server's own contract. */
export const reviewFormSchema = z
  .object({ title: z.string(), style: z.string(), tags: z.string() })
  .transform(
    (values): PublishPortfolioPiece => ({
      title: values.title.trim(),
      style: (values.style || null) as PublishPortfolioPiece['style'],
      tags: parseTagText(values.tags),
    }),
  )
  .pipe(
    publishPortfolioPieceSchema.refine((body) => body.style != null, {
      path: ['style'],
      message: 'Choose a style before publishing the piece',
    }),
  );

/** The 11 styles, the artist's own first: the ones they are most likely to pick. */
export function stylesOwnFirst(ownStyles: readonly string[]): { own: string[]; others: string[] } {
  const own = SPECIALTY_STYLES.filter((style) => ownStyles.includes(style));
  return { own, others: SPECIALTY_STYLES.filter((style) => !own.includes(style)) };
}
