import { eq, sql } from 'drizzle-orm';
import { localAccountId } from '../auth/local-provider/local-accounts.ts';
import type { ObjectStorage } from '../providers/storage/types.ts';
import type { Db } from './client.ts';
import { DEMO_PORTFOLIO } from './demo-portfolio-art.ts';
import { portfolioPieces, subscriptions, users } from './schema/index.ts';

/** The demo artist's email: sign in locally with it to see a finished dashboard. */
export const DEMO_ARTIST_EMAIL = 'mara.vale@example.com';

/** The seeded artist's id: the local account id of the demo email, so signing in as it opens this profile. */
export const DEMO_ARTIST_ID = localAccountId(DEMO_ARTIST_EMAIL);

/** The demo artist's public page is /a/maravale-ink. */
export const DEMO_ARTIST_HANDLE = 'maravale-ink';

/** Seeds one artist with a finished profile, once; later edits are kept across restarts. */
export async function seedDemoArtist(db: Db, storage: ObjectStorage): Promise<void> {
  await db
    .insert(users)
    .values({
      id: DEMO_ARTIST_ID,
      email: DEMO_ARTIST_EMAIL,
      firstName: 'Mara',
      lastName: 'Vale',
      artistName: 'Mara Vale Tattoo',
      bio: 'Fine-line blackwork and geometric pieces built around the body’s natural lines. Nine years in the chair, custom work only.',
      specialtyStyles: ['Blackwork', 'Geometric', 'Dotwork'],
      yearsExperience: 9,
      consultationPrice: 150,
      bookingUrl: 'https://example.com/book/mara-vale',
      instagramHandle: 'maravale.ink',
      publicHandle: DEMO_ARTIST_HANDLE,
      hasCompletedSetup: true,
    })
    .onConflictDoNothing();
  await seedDemoPlan(db);
  await seedDemoPortfolio(db, storage);
}

/**
 * Decision 070: the demo artist is on Studio with no end, so the landing demo never hands a client over. The
 * trial migration 0042 gave an existing demo artist is replaced once; a plan set since (an admin, billing) is kept.
 * One statement, so instances seeding at once all end with the same row.
 */
async function seedDemoPlan(db: Db): Promise<void> {
  const studio = {
    plan: 'studio',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: null,
  } as const;
  await db
    .insert(subscriptions)
    .values({ artistId: DEMO_ARTIST_ID, ...studio })
    .onConflictDoUpdate({
      target: subscriptions.artistId,
      set: { ...studio, updatedAt: new Date() },
      setWhere: sql`${subscriptions.status} = 'trialing' and ${subscriptions.stripeSubscriptionId} is null`,
    });
}

/**
 * The demo artist's portfolio, once: the landing demo chat shows matching pieces from it. Instances starting at
 * the same moment on a new database each find no piece yet, so the look and the inserts hold a transaction-scoped
 * advisory lock: the first seeds, the others wait and then find its pieces (issue #24 item 16).
 */
async function seedDemoPortfolio(db: Db, storage: ObjectStorage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inkdesk.seed.demo-portfolio'))`);
    const [existing] = await tx
      .select({ id: portfolioPieces.id })
      .from(portfolioPieces)
      .where(eq(portfolioPieces.artistId, DEMO_ARTIST_ID))
      .limit(1);
    if (existing) return;
    for (const piece of DEMO_PORTFOLIO) {
      const imageKey = `portfolio/demo-${piece.slug}.svg`;
      await storage.put(imageKey, Buffer.from(piece.art, 'utf8'), 'image/svg+xml');
      const { slug: _slug, art: _art, ...fields } = piece;
      // The demo's pieces are the artist's own, already reviewed: published (decision 057).
      await tx
        .insert(portfolioPieces)
        .values({ artistId: DEMO_ARTIST_ID, imageKey, ...fields, publishedAt: new Date() });
    }
  });
}
