import { buildApp } from '../server/app.ts';
import type { Database } from '../server/db/client.ts';
import { parseEnv } from '../server/env.ts';
import { createJobQueue } from '../server/jobs/create-job-queue.ts';
import { createDiskStorage } from '../server/providers/storage/disk-storage.ts';
import { freePort } from '../tests/fixtures/test-app.ts';

/**
 * The production app in this process, on 127.0.0.1, with its own job queue: for benchmarks that seed a
 * database of their own first. `env` adds to what every bench sets. `jobs` is there to wait on its queue.
 */
export async function startBenchApp({
  database,
  dataDir,
  env = {},
}: {
  database: Database;
  dataDir: string;
  env?: Record<string, string>;
}) {
  const jobs = await createJobQueue({ connection: database.connection });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'production', PORT: String(port), APP_URL: url, DATA_DIR: dataDir, ...env }),
    db: database.db,
    jobs,
    storage: createDiskStorage(dataDir),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    jobs,
    close: async () => {
      await app.close();
      await jobs.stop();
    },
  };
}
