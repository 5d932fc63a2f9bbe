import { request } from 'node:http';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON over real HTTP from a chosen loopback address. Each case is a different client, so each gets its
 * own 127.x.y.z: the app's per-IP limits (20 saves a minute) apply per case, as they would per Instagram client.
 */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  localAddress: string,
): Promise<JsonResponse> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The loopback address of the n-th case: 127.1.0.1, 127.1.0.2, … (Linux answers on all of 127.0.0.0/8). */
export function loopbackAddress(index: number): string {
  const n = index + 1;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
