import { z } from 'zod';
import { chatPortfolioImageSchema } from './chat.ts';

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
});
export type PublicArtist = z.infer<typeof publicArtistSchema>;
