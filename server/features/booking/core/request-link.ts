import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { leadRequests } from '../../../db/schema/index.ts';
import type { Env } from '../../../env.ts';

/** The part of the environment a request link needs. */
export type RequestLinkEnv = Pick<Env, 'APP_URL' | 'DATA_DIR' | 'REQUEST_LINK_SECRET'>;

/** Where the SPA shows a client's request (client/src/app/router.tsx). */
export const REQUEST_PAGE_PATH = '/r';

const secrets = new Map<string, Buffer>();

/**
 * REQUEST_LINK_SECRET when set; otherwise one generated once and kept in DATA_DIR/request-link-secret, so
 * links survive restarts on a developer's machine (a fleet sets the variable: decision 022).
 */
function secretOf(env: RequestLinkEnv): Buffer {
  if (env.REQUEST_LINK_SECRET) return Buffer.from(env.REQUEST_LINK_SECRET, 'utf8');
  const path = resolve(join(env.DATA_DIR, 'request-link-secret'));
  const known = secrets.get(path);
  if (known) return known;
  if (!existsSync(path)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    // 'wx': two instances starting together keep whichever wrote first.
    try {
      writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  secrets.set(path, secret);
  return secret;
}

const signatureOf = (env: RequestLinkEnv, linkId: string) =>
  createHmac('sha256', secretOf(env))
    .update(`inkdesk-request-link:${linkId}`)
    .digest('base64url')
    .slice(0, 32);

const tokenOf = (env: RequestLinkEnv, linkId: string) => `${linkId}.${signatureOf(env, linkId)}`;

/**
 * The absolute URL of a lead's private request page, made once per lead and the same in every email after
 * (decision 022). The token is a random id and its HMAC: nothing in it names the lead.
 */
export async function requestPageUrl({
  db,
  env,
  leadId,
}: {
  db: Db;
  env: RequestLinkEnv;
  leadId: string;
}): Promise<string> {
  await db
    .insert(leadRequests)
    .values({ leadId, linkId: randomBytes(18).toString('base64url') })
    .onConflictDoNothing({ target: leadRequests.leadId });
  const [link] = await db
    .select({ linkId: leadRequests.linkId })
    .from(leadRequests)
    .where(eq(leadRequests.leadId, leadId));
  if (!link) throw new Error(`Lead ${leadId} has no request link (deleted meanwhile?)`);
  return `${env.APP_URL}${REQUEST_PAGE_PATH}/${tokenOf(env, link.linkId)}`;
}

/**
 * The lead a token opens, or undefined for a malformed or forged token (checked before the database is asked)
 * and for a link whose lead is gone.
 */
export async function findLeadByToken({
  db,
  env,
  token,
}: {
  db: Db;
  env: RequestLinkEnv;
  token: string;
}): Promise<string | undefined> {
  const match = /^([\w-]{24})\.([\w-]{32})$/.exec(token);
  if (!match) return undefined;
  const [, linkId, signature] = match;
  const expected = Buffer.from(signatureOf(env, linkId!));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return undefined;
  const [link] = await db
    .select({ leadId: leadRequests.leadId })
    .from(leadRequests)
    .where(eq(leadRequests.linkId, linkId!));
  return link?.leadId;
}
