import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { localOidcRecords } from '../../db/schema/index.ts';

/** oidc-provider's storage contract on our database: one row per (model, id), expiring rows ignored. */
export function createOidcRecordAdapterClass(db: Db) {
  const live = () => or(isNull(localOidcRecords.expiresAt), gt(localOidcRecords.expiresAt, new Date()));

  return class OidcRecordAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(localOidcRecords)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [localOidcRecords.model, localOidcRecords.id], set: values });
    }

    async find(id: string) {
      return this.findWhere(eq(localOidcRecords.id, id));
    }

    async findByUid(uid: string) {
      return this.findWhere(eq(localOidcRecords.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(eq(localOidcRecords.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(localOidcRecords)
        .set({ consumedAt: new Date() })
        .where(and(eq(localOidcRecords.model, this.model), eq(localOidcRecords.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(localOidcRecords)
        .where(and(eq(localOidcRecords.model, this.model), eq(localOidcRecords.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(localOidcRecords).where(eq(localOidcRecords.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(localOidcRecords)
        .where(and(eq(localOidcRecords.model, this.model), condition, live()));
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }
  };
}

/** Deletes expired provider records; run by the prune job. */
export async function deleteExpiredOidcRecords(db: Db): Promise<void> {
  await db.delete(localOidcRecords).where(lt(localOidcRecords.expiresAt, new Date()));
}
