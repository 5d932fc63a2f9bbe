import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ARTIST_EMAIL, seedDemoArtist } from './db/seed.ts';
import { type Env, parseEnv } from './env.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { sendPendingPortfolioMetadata } from './jobs/portfolio-metadata-job.ts';
import type { ClientHosting } from './lib/client-hosting.ts';
import { exitAfterDrainOnSignals } from './lib/graceful-shutdown.ts';
import { createStorage } from './providers/storage/create-storage.ts';

/**
 * Parses env, migrates and seeds the database, starts the job queue, listens, and shuts down cleanly on
 * SIGINT/SIGTERM: no new requests, then running jobs finish, then the database closes, within
 * SHUTDOWN_GRACE_MS (decision 056).
 */
export async function startServer(clientFor: (env: Env) => Promise<ClientHosting | undefined>) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // PORT=0 (or empty): a free port now, so APP_URL, the built-in issuer and the banner name the real one.
  if (env.PORT === 0) env = await withFreePort(env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate().catch(stopWithMessage);
  const jobs = await createJobQueue({
    connection: database.connection,
    expireInSeconds: env.JOB_ATTEMPT_TIMEOUT_SECONDS,
    // Expired attempts are handed back at maintenance, so it runs at least as often as an attempt may last.
    maintenanceIntervalSeconds: Math.min(60, env.JOB_ATTEMPT_TIMEOUT_SECONDS),
  });
  const storage = await createStorage(env);
  // A missing bucket or refused keys stop the start with one line, not the first upload (issue #13 item 5).
  await storage.check().catch(stopWithMessage);
  if (env.DEMO_SEED) await seedDemoArtist(database.db, storage);

  const app = await buildApp({
    env,
    db: database.db,
    jobs,
    storage,
    logLevel: env.LOG_LEVEL,
    client: await clientFor(env),
    pendingQueries: database.pendingQueries,
  }).catch(stopWithMessage);
  await app.listen({ port: env.PORT, host: env.HOST }).catch(stopWithMessage);
  printBanner(env, database.kind, (app.server.address() as AddressInfo).port);
  // After listening: a long backlog must not hold up the boot, and each piece is sent at most once by its key.
  sendPendingPortfolioMetadata({ db: database.db, jobs }).catch((error: unknown) =>
    app.log.error({ err: error }, 'Queueing pending portfolio metadata failed'),
  );

  exitAfterDrainOnSignals({
    graceMs: env.SHUTDOWN_GRACE_MS,
    log: app.log,
    // Fastify stops accepting and answers what is in flight (503 to a new request on a kept-alive connection);
    // then the running jobs finish and the database closes.
    drain: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  });
}

async function withFreePort(env: Env): Promise<Env> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, env.HOST, () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const isDefaultUrl = env.APP_URL === `http://localhost:${env.PORT}`;
  return { ...env, PORT: port, APP_URL: isDefaultUrl ? `http://localhost:${port}` : env.APP_URL };
}

/** A start-up check failed (the port, the sign-in issuer's discovery): one line, not a stack trace. */
function stopWithMessage(error: Error): never {
  console.error(error.message);
  process.exit(1);
}

function printBanner(env: Env, databaseKind: 'pglite' | 'postgres', port: number) {
  const lines = [
    '',
    `  Inkdesk is running at ${env.APP_URL}`,
    `  Listening on http://${env.HOST}:${port}`,
    '',
    `  Database: ${databaseKind === 'pglite' ? `PGlite (embedded) in ${resolve(env.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Sign-in:  ${env.usesLocalSignIn ? `built-in local OpenID provider at ${env.APP_URL}/oidc` : `OpenID issuer ${env.OIDC_ISSUER_URL}`}`,
  ];
  if (env.usesLocalSignIn) {
    lines.push(
      '',
      '  WARNING: local sign-in has no passwords: anyone who can reach this server can sign in as any email.',
      '           Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET before going live.',
    );
    if (env.DEMO_SEED)
      lines.push(`  Demo artist: sign in as ${DEMO_ARTIST_EMAIL} to see a finished dashboard.`);
  }
  if (env.ADMIN_EMAILS.length) lines.push(`  Admins: ${env.ADMIN_EMAILS.join(', ')}`);
  console.log(`${lines.join('\n')}\n`);
}
