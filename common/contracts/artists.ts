import { z } from 'zod';
import { chatPortfolioImageSchema } from './chat.ts';
import { clientBrandSchema } from './client-brand.ts';

/** An artist's public page, /a/:handle (issue #4): profile header, styles and the chat. */
export const publicArtistSchema = z.object({
  id: z.string(),
  handle: z.string(),
  artistName: z.string(),
  bio: z.string(),
  specialtyStyles: z.array(z.string()),
  yearsExperience: z.number().int().nullable(),
  consultationPrice: z.number().int().nullable(),
  bookingUrl: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  portfolio: z.array(chatPortfolioImageSchema),
  /** The artist's studio, linked from their page (issue #28 item 4); null for an artist on their own. */
  studio: z.object({ name: z.string(), handle: z.string() }).nullable(),
  /** The studio's white-label brand, shown instead of Inkdesk's (issue #28 item 5); null: Inkdesk's own. */
  brand: clientBrandSchema.nullable(),
});
export type PublicArtist = z.infer<typeof publicArtistSchema>;
