import { createHmac } from 'node:crypto';
import type { InstagramMode } from '#common/contracts/instagram.ts';
import type { Env } from '../../env.ts';
import { createTokenCipher, type TokenCipher } from '../../lib/token-cipher.ts';
import { createInstagramGraph } from './create-instagram-graph.ts';
import {
  createSandboxGraph,
  SANDBOX_APP_ID,
  SANDBOX_PATH,
  type SandboxGraph,
} from './sandbox/create-sandbox-graph.ts';
import type { InstagramGraph } from './types.ts';

/** Everything the Instagram features need, picked by configuration (decision 016). */
export interface InstagramSetup {
  mode: InstagramMode;
  graph: InstagramGraph;
  /** Checks X-Hub-Signature-256 and signed_request. */
  appSecret: string;
  verifyToken: string;
  cipher: TokenCipher;
  /** Only in sandbox mode: the bundled Graph server, mounted at SANDBOX_PATH. */
  sandbox?: SandboxGraph;
  /** Origins photo sync may download from (the SSRF guard's allow list). */
  mediaHosts: MediaHostRule[];
}

/** An allowed download origin: an exact host, or every subdomain of a suffix; https unless a sandbox on this server. */
export interface MediaHostRule {
  protocol: 'https:' | 'http:';
  host?: string;
  hostSuffix?: string;
}

/** Where Instagram sends the artist back after consent: the app's one registered redirect URI. */
export const INSTAGRAM_CALLBACK_PATH = '/api/instagram/callback';

/** Meta's CDNs for media_url (reference A2, A4): Instagram's and Facebook's, and the messaging lookaside host. */
const META_CDN_SUFFIXES = ['.cdninstagram.com', '.fbcdn.net', '.fbsbx.com'];

/**
 * Builds the Instagram setup, or undefined when Instagram is off or no key can encrypt tokens. In sandbox
 * mode the Graph client talks over HTTP to the sandbox mounted on this very app at APP_URL + SANDBOX_PATH,
 * and webhooks are signed with a secret derived from the encryption key (shared by every instance).
 */
export function createInstagramSetup({
  env,
  encryptionKey,
  onDeliveryError,
}: {
  env: Env;
  encryptionKey: Buffer | undefined;
  onDeliveryError: (error: Error) => void;
}): InstagramSetup | undefined {
  if (env.instagramMode === 'off' || !encryptionKey) return undefined;
  const cipher = createTokenCipher(encryptionKey);
  if (env.instagramMode === 'meta') {
    const graphHost = new URL(env.INSTAGRAM_GRAPH_URL).host;
    return {
      mode: 'meta',
      graph: createInstagramGraph({
        appId: env.INSTAGRAM_APP_ID!,
        appSecret: env.INSTAGRAM_APP_SECRET!,
        graphUrl: env.INSTAGRAM_GRAPH_URL,
        oauthUrl: env.INSTAGRAM_OAUTH_URL,
      }),
      appSecret: env.INSTAGRAM_APP_SECRET!,
      verifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN!,
      cipher,
      mediaHosts: [
        { protocol: 'https:', host: graphHost },
        ...META_CDN_SUFFIXES.map((hostSuffix) => ({ protocol: 'https:' as const, hostSuffix })),
      ],
    };
  }
  const sandboxUrl = `${env.APP_URL}${SANDBOX_PATH}`;
  const appSecret =
    env.INSTAGRAM_APP_SECRET ?? createHmac('sha256', encryptionKey).update('instagram-sandbox').digest('hex');
  const appUrl = new URL(env.APP_URL);
  return {
    mode: 'sandbox',
    graph: createInstagramGraph({
      appId: SANDBOX_APP_ID,
      appSecret,
      graphUrl: sandboxUrl,
      oauthUrl: sandboxUrl,
    }),
    appSecret,
    verifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN ?? 'inkdesk-sandbox',
    cipher,
    sandbox: createSandboxGraph({
      appSecret,
      webhookUrl: `${env.APP_URL}/api/webhooks/instagram`,
      redirectUri: `${env.APP_URL}${INSTAGRAM_CALLBACK_PATH}`,
      publicUrl: sandboxUrl,
      onDeliveryError,
    }),
    // The sandbox CDN is this server: the only non-https origin ever allowed (issue #10 SSRF guard).
    mediaHosts: [{ protocol: appUrl.protocol as 'https:' | 'http:', host: appUrl.host }],
  };
}
