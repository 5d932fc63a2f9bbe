import { defineConfig } from 'drizzle-kit';

/** Only `drizzle-kit generate` uses this; migrations are applied by the app itself (server/db/migrate.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
