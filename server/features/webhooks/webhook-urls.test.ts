import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/fakes/webhook-receiver.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { postWebhook, signatureHeaderValue } from './post-webhook.ts';
import { isPublicAddress, type ResolvedAddress, type ResolveHost } from './webhook-addresses.ts';

const PUBLIC_V4 = { address: '93.184.215.14', family: 4 };
const PUBLIC_V6 = { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 };

/** A DNS that answers each lookup of a name with the next of `answers` (the last one repeats). */
function answering(...answers: ResolvedAddress[][]): ResolveHost & { lookups: number } {
  const resolve = Object.assign(
    async (_hostname: string) => answers[Math.min(resolve.lookups++, answers.length - 1)]!,
    { lookups: 0 },
  );
  return resolve;
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).fields?.url;
};

describe('which addresses a webhook may go to (decision 079)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2001:db8::1',
    'not-an-address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '::ffff:8.8.8.8',
    '2606:4700::1111',
    '64:ff9b::808:808',
  ])('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('checking a URL an artist subscribes', () => {
  const strict = (resolveHost: ResolveHost) => ({ allowLocalUrls: false, resolveHost });

  it('takes an https URL whose host resolves to public addresses only', async () => {
    await expect(
      checkWebhookUrl('https://hooks.example.com/inkdesk', strict(answering([PUBLIC_V4, PUBLIC_V6]))),
    ).resolves.toBe('https://hooks.example.com/inkdesk');
  });

  it('refuses plain http, credentials, and names that do not resolve', async () => {
    const dns = answering([PUBLIC_V4]);
    expect(await refusalOf(checkWebhookUrl('http://hooks.example.com/', strict(dns)))).toBe(
      'The URL must start with https://',
    );
    expect(await refusalOf(checkWebhookUrl('https://me:pw@hooks.example.com/', strict(dns)))).toBe(
      'Put no user name or password in the URL',
    );
    expect(await refusalOf(checkWebhookUrl('https://nowhere.example/', strict(answering([]))))).toBe(
      'nowhere.example does not resolve: check the address',
    );
  });

  it('refuses a host with any private, loopback, link-local or unique-local address, IPv4 or IPv6', async () => {
    for (const [url, address] of [
      ['https://internal.example/', '10.0.0.7'],
      ['https://metadata.example/', '169.254.169.254'],
      ['https://six.example/', 'fd12:3456::1'],
      ['https://link.example/', 'fe80::1'],
    ] as const) {
      const family = address.includes(':') ? 6 : 4;
      const message = await refusalOf(
        checkWebhookUrl(url, strict(answering([PUBLIC_V4, { address, family }]))),
      );
      expect(message).toBe(
        `${new URL(url).hostname} resolves to ${address}, a private or local address: webhooks go to public addresses only`,
      );
    }
  });

  it('refuses literal local addresses, bracketed IPv6 and IPv4-mapped ones included', async () => {
    const dns = answering([PUBLIC_V4]);
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]:8443/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.1/',
    ])
      expect(await refusalOf(checkWebhookUrl(url, strict(dns)))).toMatch(/a private or local address/);
    expect(dns.lookups).toBe(0);
  });

  it('takes local URLs, http too, where they are allowed (development, tests, WEBHOOKS_ALLOW_LOCAL_URLS)', async () => {
    await expect(
      checkWebhookUrl('http://127.0.0.1:8080/hooks', { allowLocalUrls: true, resolveHost: answering([]) }),
    ).resolves.toBe('http://127.0.0.1:8080/hooks');
  });
});

describe('delivering to a host whose address changed since it was checked (DNS rebinding)', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.useSecret('whsec_test');
  });
  afterAll(() => receiver.close());

  it('checks the addresses again as it connects, and refuses a private one before any byte is sent', async () => {
    const port = new URL(receiver.url).port;
    // Public when subscribed; the receiver's loopback address when the delivery connects.
    const dns = answering([PUBLIC_V4], [{ address: '127.0.0.1', family: 4 }]);
    const policy = { allowLocalUrls: false, resolveHost: dns };
    const url = await checkWebhookUrl(`https://rebind.example:${port}/hooks`, policy);
    const result = await postWebhook({ url, body: '{}', headers: {}, policy });
    expect(result).toMatchObject({
      isDelivered: false,
      status: null,
      error:
        'rebind.example resolves to 127.0.0.1, a private or local address: webhooks go to public addresses only',
    });
    expect(dns.lookups).toBe(2);
    expect(receiver.received).toEqual([]);
  });

  it('refuses a literal local address at delivery too, and plain http where it is not allowed', async () => {
    const policy = { allowLocalUrls: false, resolveHost: answering([]) };
    const body = '{}';
    expect((await postWebhook({ url: receiver.url, body, headers: {}, policy })).error).toBe(
      'The URL must start with https://',
    );
    const literal = receiver.url.replace('http:', 'https:');
    expect((await postWebhook({ url: literal, body, headers: {}, policy })).error).toMatch(
      /^127\.0\.0\.1 resolves to 127\.0\.0\.1, a private or local address/,
    );
    expect(receiver.received).toEqual([]);
  });

  it('delivers where local URLs are allowed, signed so the receiver verifies it', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'webhook.test',
      createdAt: '2026-01-01T00:00:00.000Z',
      data: {},
    });
    const result = await postWebhook({
      url: receiver.url,
      body,
      headers: { 'Inkdesk-Signature': signatureHeaderValue('whsec_test', body, new Date()) },
      policy: { allowLocalUrls: true, resolveHost: answering([]) },
    });
    expect(result).toMatchObject({ isDelivered: true, status: 200, error: null });
    expect(receiver.received.map((event) => event.id)).toEqual(['evt_1']);
    expect(receiver.rejected).toBe(0);
  });
});
