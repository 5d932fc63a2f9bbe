import { z } from 'zod';
import { publicArtistSchema } from './artists.ts';
import { clientBrandSchema } from './client-brand.ts';

/**
 * A studio's public page, /s/:handle (issue #28 item 4): the studio, its brand when white-label is on, and the
 * artists who take clients (owner and artists; never front desk), each with their own page and portfolio.
 */
export const publicStudioSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  brand: clientBrandSchema.nullable(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
  artists: z.array(publicArtistSchema),
});
export type PublicStudio = z.infer<typeof publicStudioSchema>;
