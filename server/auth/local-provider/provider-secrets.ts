import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { localOidcRecords } from '../../db/schema/index.ts';

export interface ProviderSecrets {
  signingKey: JWK;
  cookieKeys: string[];
}

const MODEL = 'ProviderSecrets';
const ID = 'current';

/** Loads the built-in provider's signing key and cookie keys, creating them on first boot. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const where = and(eq(localOidcRecords.model, MODEL), eq(localOidcRecords.id, ID));
  const [existing] = await db.select().from(localOidcRecords).where(where);
  if (existing) return existing.payload as unknown as ProviderSecrets;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets: ProviderSecrets = {
    signingKey: {
      ...(privateKey.export({ format: 'jwk' }) as JWK),
      use: 'sig',
      alg: 'RS256',
      kid: 'local-1',
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // Two processes booting at once: the first insert wins and both read the winner back.
  await db
    .insert(localOidcRecords)
    .values({ model: MODEL, id: ID, payload: secrets as unknown as Record<string, unknown> })
    .onConflictDoNothing();
  const [stored] = await db.select().from(localOidcRecords).where(where);
  return stored!.payload as unknown as ProviderSecrets;
}
