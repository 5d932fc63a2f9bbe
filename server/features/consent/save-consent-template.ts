import { sql } from 'drizzle-orm';
import type { ConsentTemplate, ConsentTemplateResponse } from '#common/contracts/consent.ts';
import type { Db } from '../../db/client.ts';
import { consentTemplates } from '../../db/schema/index.ts';

/**
 * PUT /api/consent/template: saves the artist's form as a new version. Forms already signed keep the copy they
 * were signed with, so the edit changes none of them.
 */
export async function saveConsentTemplate({
  db,
  artistId,
  template,
  now,
}: {
  db: Db;
  artistId: string;
  template: ConsentTemplate;
  now: Date;
}): Promise<ConsentTemplateResponse> {
  const [row] = await db
    .insert(consentTemplates)
    .values({ artistId, template, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: consentTemplates.artistId,
      set: { template, version: sql`${consentTemplates.version} + 1`, updatedAt: now },
    })
    .returning();
  return { template: row!.template, version: row!.version, isDefault: false };
}
