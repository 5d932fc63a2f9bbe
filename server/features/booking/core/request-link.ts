import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { leadRequests } from '../../../db/schema/index.ts';
import type { Env } from '../../../env.ts';

/** The part of the environment a request link needs. */
export type RequestLinkEnv = Pick<
  Env,
  'APP_URL' | 'DATA_DIR' | 'REQUEST_LINK_SECRET' | 'REQUEST_LINK_PREVIOUS_SECRETS'
>;

/** Where the SPA shows a client's request (client/src/app/router.tsx). */
export const REQUEST_PAGE_PATH = '/r';

const generatedSecrets = new Map<string, Buffer>();

const generatedSecretPath = (env: RequestLinkEnv) => resolve(join(env.DATA_DIR, 'request-link-secret'));

/**
 * The secret generated once and kept in DATA_DIR/request-link-secret, so links survive restarts on a developer's
 * machine without REQUEST_LINK_SECRET (a fleet must set the variable: env.ts, decision 022).
 */
function generatedSecretOf(env: RequestLinkEnv): Buffer {
  const path = generatedSecretPath(env);
  const known = generatedSecrets.get(path);
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
  generatedSecrets.set(path, secret);
  return secret;
}

/** What new links are signed with: REQUEST_LINK_SECRET when set, else the generated one. */
const signingSecretOf = (env: RequestLinkEnv): Buffer =>
  env.REQUEST_LINK_SECRET ? Buffer.from(env.REQUEST_LINK_SECRET, 'utf8') : generatedSecretOf(env);

/**
 * The secret this data dir generated before REQUEST_LINK_SECRET was set, if it did: read once per data dir, not on
 * every page request (nothing generates it while the variable is set, so the answer cannot change).
 */
const earlierGeneratedSecrets = new Map<string, Buffer | null>();
function earlierGeneratedSecretOf(env: RequestLinkEnv): Buffer | null {
  const path = generatedSecretPath(env);
  if (!earlierGeneratedSecrets.has(path))
    earlierGeneratedSecrets.set(path, existsSync(path) ? generatedSecretOf(env) : null);
  return earlierGeneratedSecrets.get(path) ?? null;
}

/**
 * What a link may have been signed with: the signing secret, the previous ones of a rotation, and, once the variable
 * is set, the secret this data dir generated before it, so links already emailed keep opening (issue #24 item 13).
 */
function acceptedSecretsOf(env: RequestLinkEnv): Buffer[] {
  const previous = env.REQUEST_LINK_PREVIOUS_SECRETS.map((secret) => Buffer.from(secret, 'utf8'));
  const earlier = env.REQUEST_LINK_SECRET ? earlierGeneratedSecretOf(env) : null;
  return [signingSecretOf(env), ...previous, ...(earlier ? [earlier] : [])];
}

const signatureOf = (secret: Buffer, linkId: string) =>
  createHmac('sha256', secret).update(`inkdesk-request-link:${linkId}`).digest('base64url').slice(0, 32);

const tokenOf = (env: RequestLinkEnv, linkId: string) =>
  `${linkId}.${signatureOf(signingSecretOf(env), linkId)}`;

/** The lead's link id, made on first use (decision 022). */
async function linkIdOf(db: Db, leadId: string): Promise<string> {
  await db
    .insert(leadRequests)
    .values({ leadId, linkId: randomBytes(18).toString('base64url') })
    .onConflictDoNothing({ target: leadRequests.leadId });
  const [link] = await db
    .select({ linkId: leadRequests.linkId })
    .from(leadRequests)
    .where(eq(leadRequests.leadId, leadId));
  if (!link) throw new Error(`Lead ${leadId} has no request link (deleted meanwhile?)`);
  return link.linkId;
}

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
  return `${env.APP_URL}${REQUEST_PAGE_PATH}/${tokenOf(env, await linkIdOf(db, leadId))}`;
}

/**
 * The code that confirms `address` for this link (decision 055): an HMAC of both, so a link confirms only the
 * address it was emailed to (a re-save that changed the lead's email confirms nothing) and cannot be made up.
 */
const confirmCodeOf = (secret: Buffer, linkId: string, address: string) =>
  createHmac('sha256', secret)
    .update(`inkdesk-confirm-email:${linkId}:${address.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32);

/** The request page's URL with the code that confirms `address`: the link of the confirmation email. */
export async function confirmEmailUrl({
  db,
  env,
  leadId,
  address,
}: {
  db: Db;
  env: RequestLinkEnv;
  leadId: string;
  address: string;
}): Promise<string> {
  const linkId = await linkIdOf(db, leadId);
  const code = confirmCodeOf(signingSecretOf(env), linkId, address);
  return `${env.APP_URL}${REQUEST_PAGE_PATH}/${tokenOf(env, linkId)}?confirm=${code}`;
}

/** Whether `code` confirms `address` for the link of `token` (already resolved to its lead). */
export function isConfirmEmailCode(
  env: RequestLinkEnv,
  { token, address, code }: { token: string; address: string; code: string },
): boolean {
  const linkId = token.split('.')[0] ?? '';
  return isMadeByAnAcceptedSecret(env, code, (secret) => confirmCodeOf(secret, linkId, address));
}

/**
 * Whether `given` is what `expectedOf` makes with the current secret or a previous one still accepted
 * (REQUEST_LINK_PREVIOUS_SECRETS), compared in constant time: the one check for tokens and confirm codes.
 */
function isMadeByAnAcceptedSecret(
  env: RequestLinkEnv,
  given: string,
  expectedOf: (secret: Buffer) => string,
) {
  const givenBytes = Buffer.from(given);
  return acceptedSecretsOf(env).some((secret) => {
    const expected = Buffer.from(expectedOf(secret));
    return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
  });
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
  if (!isMadeByAnAcceptedSecret(env, signature!, (secret) => signatureOf(secret, linkId!))) return undefined;
  const [link] = await db
    .select({ leadId: leadRequests.leadId })
    .from(leadRequests)
    .where(eq(leadRequests.linkId, linkId!));
  return link?.leadId;
}
