import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, PGLITE_OPTIONS } from '../../server/db/client.ts';
import { createJobQueue } from '../../server/jobs/create-job-queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir, loaded by each test file instead of a 5 s initdb. */
    pgliteSnapshotPath: string;
    /** Set when TEST_DATABASE_URL is: a migrated template each test file copies into its own database. */
    postgresTemplate: { serverUrl: string; name: string } | null;
  }
}

/** Migrates once per run: a PGlite snapshot, and a PostgreSQL template database when TEST_DATABASE_URL is set. */
export default async function setup(project: TestProject) {
  const snapshotDir = resolve('.tmp');
  mkdirSync(snapshotDir, { recursive: true });
  const snapshotPath = resolve(snapshotDir, `pglite-snapshot-${process.pid}.tar`);
  const pglite = new PGlite(PGLITE_OPTIONS);
  const database = openDatabase({ pglite });
  await migrateWithJobTables(database);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `inkdesk_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const template = openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
  await migrateWithJobTables(template);
  await template.close();
  project.provide('postgresTemplate', { serverUrl, name });

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

/** The app's migrations, and the job queue's tables, so no test database has to create them again. */
async function migrateWithJobTables(database: Database) {
  await database.migrate();
  await (await createJobQueue({ connection: database.connection })).stop();
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}
