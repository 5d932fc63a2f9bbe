import { AppError } from '../../lib/app-error.ts';
import {
  firstNonPublic,
  isPublicAddress,
  literalAddressOf,
  privateAddressMessage,
  type ResolveHost,
} from './webhook-addresses.ts';

export interface UrlPolicy {
  /** WEBHOOKS_ALLOW_LOCAL_URLS: http:// and private addresses too (development, tests, a receiver on your LAN). */
  allowLocalUrls: boolean;
  resolveHost: ResolveHost;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { url: message });

/**
 * Checks a URL an artist subscribes (decision 079): https, no credentials in it, a host that resolves, and to
 * public addresses only, unless local URLs are allowed. The delivery checks the addresses again as it connects,
 * since a host's answer can change after this (DNS rebinding). Returns the URL as stored; throws a 400 naming
 * `url`.
 */
export async function checkWebhookUrl(
  raw: string,
  { allowLocalUrls, resolveHost }: UrlPolicy,
): Promise<string> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !allowLocalUrls) throw refuse('The URL must start with https://');
  if (url.username || url.password) throw refuse('Put no user name or password in the URL');
  if (allowLocalUrls) return url.href;
  const literal = literalAddressOf(url);
  if (literal) {
    if (!isPublicAddress(literal)) throw refuse(privateAddressMessage(url.hostname, literal));
    return url.href;
  }
  let addresses: Awaited<ReturnType<ResolveHost>>;
  try {
    addresses = await resolveHost(url.hostname);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw refuse(`${url.hostname} does not resolve: check the address`);
  const local = firstNonPublic(addresses);
  if (local) throw refuse(privateAddressMessage(url.hostname, local.address));
  return url.href;
}
