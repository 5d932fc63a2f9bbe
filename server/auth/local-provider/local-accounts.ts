import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localOidcRecords } from '../../db/schema/index.ts';

export interface LocalAccount {
  email: string;
  name: string;
}

const MODEL = 'LocalAccount';

/** The stable `sub` local sign-in gives an email address: the same email is always the same user. */
export function localAccountId(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export async function saveLocalAccount(db: Db, account: LocalAccount): Promise<string> {
  const id = localAccountId(account.email);
  const payload = { email: account.email.trim().toLowerCase(), name: account.name.trim() };
  await db
    .insert(localOidcRecords)
    .values({ model: MODEL, id, payload })
    .onConflictDoUpdate({ target: [localOidcRecords.model, localOidcRecords.id], set: { payload } });
  return id;
}

export async function findLocalAccount(db: Db, id: string): Promise<LocalAccount | undefined> {
  const [row] = await db
    .select()
    .from(localOidcRecords)
    .where(and(eq(localOidcRecords.model, MODEL), eq(localOidcRecords.id, id)));
  return row?.payload as LocalAccount | undefined;
}
