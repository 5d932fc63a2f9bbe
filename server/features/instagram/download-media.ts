import type { MediaHostRule } from '../../providers/instagram/create-instagram-setup.ts';

/** Instagram images are at most 8 MB (reference A3); the portfolio takes 15 MB uploads. */
export const MAX_MEDIA_BYTES = 15 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const DOWNLOAD_TIMEOUT_MS = 20_000;

export class RefusedDownloadError extends Error {
  override name = 'RefusedDownloadError';
}

function isAllowed(url: URL, rules: readonly MediaHostRule[]): boolean {
  return rules.some(
    (rule) =>
      url.protocol === rule.protocol &&
      !url.username &&
      !url.password &&
      (rule.host
        ? url.host === rule.host
        : Boolean(rule.hostSuffix && url.hostname.endsWith(rule.hostSuffix))),
  );
}

/**
 * Downloads a media_url behind the SSRF guard (issue #10): only the configured Graph/CDN hosts, over https (the
 * sandbox on this server is the one http origin a rule may name), every redirect checked against the same
 * list, and at most `maxBytes`, counted as the bytes arrive. Throws RefusedDownloadError otherwise.
 */
export async function downloadMedia(
  rawUrl: string,
  rules: readonly MediaHostRule[],
  maxBytes = MAX_MEDIA_BYTES,
): Promise<Buffer> {
  let url = new URL(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isAllowed(url, rules)) throw new RefusedDownloadError(`Refused to download from ${url.origin}`);
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new RefusedDownloadError(`The media host answered ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body.cancel();
      throw new RefusedDownloadError(`The media is larger than ${maxBytes} bytes`);
    }
    return readAtMost(response.body, maxBytes);
  }
  throw new RefusedDownloadError('Too many redirects');
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new RefusedDownloadError(`The media is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
