import { eq } from 'drizzle-orm';
import type { ConsentTemplate, ConsentTemplateResponse } from '#common/contracts/consent.ts';
import { defaultConsentForm } from '#common/domain/consent/default-consent-form.ts';
import type { Db } from '../../db/client.ts';
import { consentTemplates } from '../../db/schema/index.ts';

/**
 * The form a client of this artist signs now, and its version: the artist's own as written, or the default
 * (version 0) in the client's language.
 */
export async function currentConsentForm(
  db: Db,
  { artistId, language }: { artistId: string; language: string | null },
): Promise<{ form: ConsentTemplate; version: number; isDefault: boolean }> {
  const [row] = await db
    .select({ template: consentTemplates.template, version: consentTemplates.version })
    .from(consentTemplates)
    .where(eq(consentTemplates.artistId, artistId));
  if (!row) return { form: defaultConsentForm(language), version: 0, isDefault: true };
  return { form: row.template, version: row.version, isDefault: false };
}

/** GET /api/consent/template: the artist's form, or the default in English (their language) until they save. */
export async function getConsentTemplate({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<ConsentTemplateResponse> {
  const { form, version, isDefault } = await currentConsentForm(db, { artistId, language: 'en' });
  return { template: form, version, isDefault };
}
