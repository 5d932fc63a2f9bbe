import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SmsList, smsListSchema } from '#common/contracts/sms.ts';
import type { Db } from '../../db/client.ts';
import { listSms } from './list-sms.ts';

/** The admin's SMS list (decision 068): every text, the sandbox's kept ones included. Admins only. */
export const smsRoutes: FastifyPluginAsyncZod<{ db: Db; provider: SmsList['provider'] }> = async (
  app,
  { db, provider },
) => {
  app.get(
    '/api/admin/sms',
    { config: { access: 'admin' }, schema: { response: { 200: smsListSchema } } },
    async () => listSms({ db, provider }),
  );
};
