import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { intakeSettingsSchema } from '#common/contracts/intake.ts';
import { studioAnswersSchema } from '#common/contracts/studio-answers.ts';
import { buildApp } from '../../../server/app.ts';
import type { Database } from '../../../server/db/client.ts';
import { availabilitySettings, subscriptions, users } from '../../../server/db/schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../../../server/db/seed.ts';
import { parseEnv } from '../../../server/env.ts';
import { loadAvailability } from '../../../server/features/booking/core/availability.ts';
import { createJobQueue } from '../../../server/jobs/create-job-queue.ts';
import { createDiskStorage } from '../../../server/providers/storage/disk-storage.ts';
import { type ArtistFixture, FIXTURE_ARTISTS, MARA_BOOKING_URL, MARA_NAME } from '../artists.ts';
import type { ArtistKey } from '../case-schema.ts';
import { openMigratedPglite } from './migrated-pglite.ts';

/** An artist as cases reach it: the id the chat sends and the booking link replies may offer. */
export interface EvalArtist {
  id: string;
  /** The artist name replies use. */
  name: string;
  bookingUrl: string | null;
}

export interface EvalApp {
  url: string;
  database: Database;
  artists: Record<ArtistKey, EvalArtist>;
  close(): Promise<void>;
}

/**
 * The whole app in this process, as tests/fixtures/test-app.ts builds it: a fresh in-memory PGlite, migrated
 * (from a cached snapshot while the migrations are unchanged), the demo artist seeded, the fixture artists
 * added, listening on 127.0.0.1. The built-in engine answers (AI_PROVIDER unset), so a run is offline and
 * deterministic.
 */
export async function startEvalApp(): Promise<EvalApp> {
  const database = await openMigratedPglite();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-eval-'));
  const storage = createDiskStorage(dataDir);
  await seedDemoArtist(database.db, storage);
  const artists: Record<string, EvalArtist> = {
    mara: { id: DEMO_ARTIST_ID, name: MARA_NAME, bookingUrl: MARA_BOOKING_URL },
  };
  for (const [key, fixture] of Object.entries(FIXTURE_ARTISTS))
    artists[key] = await seedArtist(database, key, fixture);

  const jobs = await createJobQueue({ connection: database.connection });
  const app = await buildApp({
    storage,
    // Every case is one client: per-IP limits stay on, each case gets its own loopback address (http-client.ts).
    // Load shedding is off, as in every test not about it: a starved event loop here is the machine's.
    env: parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      CHAT_TURNS_PER_IP_PER_MINUTE: '1000',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    }),
    db: database.db,
    jobs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The eval app is not listening on a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    artists: artists as Record<ArtistKey, EvalArtist>,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A finished artist profile with its intake controls, validated by the Settings contract before it is stored. */
async function seedArtist(database: Database, key: string, fixture: ArtistFixture): Promise<EvalArtist> {
  const { specialtyStyles, ...intake } = intakeSettingsSchema.parse(fixture.intake);
  const id = `eval-artist-${key}`;
  await database.db.insert(users).values({
    id,
    email: fixture.email,
    emailVerified: true,
    // The given name the sign-in brought (OIDC given_name), as every real artist has it.
    firstName: fixture.artistName.split(' ')[0],
    artistName: fixture.artistName,
    bio: fixture.bio,
    bookingUrl: fixture.bookingUrl,
    consultationPrice: fixture.consultationPrice,
    specialtyStyles,
    ...intake,
    studioAnswers: Object.fromEntries(
      studioAnswersSchema
        .parse({ answers: fixture.studioAnswers ?? [] })
        .answers.map(({ topic, isOn, text }) => [topic, { isOn, text }]),
    ),
    hasCompletedSetup: true,
  });
  // On Studio, as the demo artist: the eval measures the engine, and a trial's 200 conversations a month are fewer
  // than the cases one fixture artist answers (decision 070's handover would answer the rest).
  await database.db
    .insert(subscriptions)
    .values({ artistId: id, plan: 'studio', status: 'active', trialEndsAt: null, currentPeriodEnd: null })
    .onConflictDoUpdate({
      target: subscriptions.artistId,
      set: { plan: 'studio', status: 'active', trialEndsAt: null, currentPeriodEnd: null },
    });
  if (fixture.takesBookingsInApp) {
    await loadAvailability(database.db, id);
    await database.db
      .update(availabilitySettings)
      .set({ savedAt: new Date() })
      .where(eq(availabilitySettings.artistId, id));
  }
  return { id, name: fixture.artistName, bookingUrl: fixture.bookingUrl };
}
