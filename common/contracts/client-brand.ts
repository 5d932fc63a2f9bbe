import { z } from 'zod';

/**
 * What a client sees in place of Inkdesk's name and mark when a studio's white-label is on (issue #28 item 5;
 * common/domain/studio/white-label.ts decides when it is).
 */
export const clientBrandSchema = z.object({
  name: z.string(),
  accentColour: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
