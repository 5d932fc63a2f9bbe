import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccountDeletionRequestSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from '#common/contracts/account.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { deleteAccountNow } from './delete-own-account.ts';

/** Settings → Danger Zone → Delete Account, and the admin's deletion for emailed requests (spec §2 options 1, 3). */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  /** DATA_DIR: the local outbox's copies of the artist's emails are deleted with the account. */
  dataDir: string;
}> = async (app, { db, jobs, storage, instagram, dataDir }) => {
  app.delete(
    '/api/account',
    {
      config: { access: 'artist' },
      schema: { body: deleteAccountRequestSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request) =>
      deleteAccountNow({
        db,
        jobs,
        storage,
        instagram,
        user: currentUser(request),
        confirmation: request.body.confirmation,
        source: 'artist',
        dataDir,
        log: request.log,
      }),
  );

  app.post(
    '/api/admin/account-deletions',
    {
      config: { access: 'admin' },
      schema: { body: adminAccountDeletionRequestSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request) => {
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${request.body.email}`);
      if (!user) throw new AppError('NOT_FOUND', `No account has the email ${request.body.email}`);
      return deleteAccountNow({
        db,
        jobs,
        storage,
        instagram,
        user,
        source: 'admin',
        dataDir,
        log: request.log,
      });
    },
  );
};
