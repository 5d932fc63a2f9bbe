import { describe, expect, it } from 'vitest';
import { createWebhookRejections, REJECTION_SHOWN_MS, WRONG_SECRET_AFTER } from './webhook-rejections.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const body = (id: string) => Buffer.from(`{"object":"instagram","entry":[{"id":${id},"time":1}]}`);
const WELL_FORMED = `sha256=${'ab'.repeat(32)}`;

describe('refused Instagram webhooks', () => {
  it('hints at a wrong INSTAGRAM_APP_SECRET only when every recent signature failed and none ever passed', () => {
    const rejections = createWebhookRejections();
    for (let attempt = 1; attempt < WRONG_SECRET_AFTER; attempt++) {
      expect(rejections.rejected({ rawBody: body('1'), header: WELL_FORMED, now: NOW }).hint).toBeNull();
    }
    const logged = rejections.rejected({ rawBody: body('1'), header: WELL_FORMED, now: NOW });
    expect(logged.hint).toMatch(/INSTAGRAM_APP_SECRET/);
    // What the log line carries: counts, never the body or the header's value.
    expect(JSON.stringify(logged)).not.toContain('ab'.repeat(32));
    expect(logged).toMatchObject({
      reason: 'mismatch',
      rejectedInARow: WRONG_SECRET_AFTER,
      acceptedSinceStart: 0,
    });

    const healthy = createWebhookRejections();
    healthy.accepted();
    for (let attempt = 0; attempt < WRONG_SECRET_AFTER + 2; attempt++) {
      expect(healthy.rejected({ rawBody: body('1'), header: WELL_FORMED, now: NOW }).hint).toBeNull();
    }
  });

  it('tells a missing or malformed header from a mismatch, and keeps a refusal under the accounts the body claims for a day', () => {
    const rejections = createWebhookRejections();
    expect(
      rejections.rejected({ rawBody: body('17841400000000001'), header: undefined, now: NOW }).reason,
    ).toBe('missing');
    expect(
      rejections.rejected({ rawBody: body('17841400000000001'), header: 'sha1=abc', now: NOW }).reason,
    ).toBe('malformed');
    expect(rejections.lastFor('17841400000000001', NOW)).toMatchObject({ reason: 'malformed' });
    expect(rejections.lastFor('17841400000000002', NOW)).toBeUndefined();
    expect(
      rejections.lastFor('17841400000000001', new Date(NOW.getTime() + REJECTION_SHOWN_MS)),
    ).toBeUndefined();
    // A body that is not JSON names no account: nothing is kept, nothing throws.
    expect(() =>
      rejections.rejected({ rawBody: Buffer.from('\u0000garbage'), header: 42, now: NOW }),
    ).not.toThrow();
  });
});
