import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSignedRequest,
  isValidWebhookSignature,
  parseSignedRequest,
  signWebhookBody,
} from './signatures.ts';

const SECRET = 'app-secret';

// Reference A2, sample 1 (Meta's text DM, placeholders kept), signed as Meta signs: over the raw bytes.
const META_TEXT_DM = Buffer.from(
  '{ "object": "instagram", "entry": [ { "id": "IGID", "time": 1569262486134, "messaging": [ { "sender": { "id": "IGSID" }, "recipient": { "id": "IGID" }, "timestamp": 1569262485349, "message": { "mid": "MESSAGE-ID", "text": "MESSAGE-TEXT" } } ] } ] }',
);

describe('X-Hub-Signature-256', () => {
  it('accepts a valid signature and refuses any change to the body, the secret or the header', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.string({ minLength: 1 }), (bytes, secret) => {
        const rawBody = Buffer.from(bytes);
        const header = signWebhookBody(rawBody, secret);
        expect(isValidWebhookSignature({ rawBody, header, secret })).toBe(true);
        expect(
          isValidWebhookSignature({
            rawBody,
            header: header.toUpperCase().replace('SHA256', 'sha256'),
            secret,
          }),
        ).toBe(true);
        expect(isValidWebhookSignature({ rawBody, header, secret: `${secret}x` })).toBe(false);
        expect(
          isValidWebhookSignature({ rawBody: Buffer.concat([rawBody, Buffer.from([0])]), header, secret }),
        ).toBe(false);
      }),
    );
  });

  it('refuses a body with any one byte flipped', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 256 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (bytes, at, flip) => {
          const rawBody = Buffer.from(bytes);
          const header = signWebhookBody(rawBody, SECRET);
          const changed = Buffer.from(rawBody);
          const index = at % changed.length;
          changed[index] = changed[index]! ^ flip;
          expect(isValidWebhookSignature({ rawBody: changed, header, secret: SECRET })).toBe(false);
        },
      ),
    );
  });

  it('refuses a header with any one hex digit changed', () => {
    const header = signWebhookBody(META_TEXT_DM, SECRET);
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: header.length - 1 }),
        fc.constantFrom(...'0123456789abcdef'),
        (at, digit) => {
          fc.pre(header[at] !== digit);
          const changed = `${header.slice(0, at)}${digit}${header.slice(at + 1)}`;
          expect(isValidWebhookSignature({ rawBody: META_TEXT_DM, header: changed, secret: SECRET })).toBe(
            false,
          );
        },
      ),
    );
  });

  it('never throws, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (header) => {
        expect(isValidWebhookSignature({ rawBody: META_TEXT_DM, header, secret: SECRET })).toBe(false);
      }),
    );
  });

  it("checks Meta's sample DM byte for byte, not a re-serialised copy", () => {
    const header = signWebhookBody(META_TEXT_DM, SECRET);
    expect(isValidWebhookSignature({ rawBody: META_TEXT_DM, header, secret: SECRET })).toBe(true);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(META_TEXT_DM.toString())));
    expect(isValidWebhookSignature({ rawBody: reserialised, header, secret: SECRET })).toBe(false);
    expect(isValidWebhookSignature({ rawBody: META_TEXT_DM, header: undefined, secret: SECRET })).toBe(false);
    expect(
      isValidWebhookSignature({
        rawBody: META_TEXT_DM,
        header: header.replace('sha256=', 'sha1='),
        secret: SECRET,
      }),
    ).toBe(false);
  });
});

describe('signed_request', () => {
  // Reference A5: the deauthorize payload sample, and the deletion payload with a user id above 2^53.
  const DEAUTHORIZE = {
    algorithm: 'HMAC-SHA256',
    issued_at: 1332153487,
    user: { country: 'de', locale: 'de_DE' },
    user_id: '10000123456789',
  };

  it("reads Meta's sample payloads", () => {
    expect(parseSignedRequest(createSignedRequest(DEAUTHORIZE, SECRET), SECRET)).toEqual({
      algorithm: 'HMAC-SHA256',
      userId: '10000123456789',
      issuedAt: 1332153487,
    });
    const deletion = createSignedRequest(
      { algorithm: 'HMAC-SHA256', expires: 1291840400, issued_at: 1291836800, user_id: '218471' },
      SECRET,
    );
    expect(parseSignedRequest(deletion, SECRET)?.userId).toBe('218471');
  });

  it('keeps a numeric user_id above 2^53 exact', () => {
    const payload = Buffer.from(
      '{"algorithm":"HMAC-SHA256","issued_at":1,"user_id":17841405793187218}',
    ).toString('base64url');
    const signature = createSignedRequest({}, SECRET).split('.')[0]!;
    const forged = `${signature}.${payload}`;
    expect(parseSignedRequest(forged, SECRET)).toBeUndefined();
    const valid = `${createHmac('sha256', SECRET).update(payload).digest('base64url')}.${payload}`;
    expect(parseSignedRequest(valid, SECRET)?.userId).toBe('17841405793187218');
  });

  it('accepts base64url with or without = padding', () => {
    const [signature, payload] = createSignedRequest(DEAUTHORIZE, SECRET).split('.');
    expect(parseSignedRequest(`${signature}=.${payload}`, SECRET)?.userId).toBe('10000123456789');
    expect(parseSignedRequest(`${signature}.${payload}==`, SECRET)).toBeUndefined();
  });

  it('refuses another secret, another algorithm, a changed payload, and never throws', () => {
    const valid = createSignedRequest(DEAUTHORIZE, SECRET);
    expect(parseSignedRequest(valid, 'other')).toBeUndefined();
    expect(
      parseSignedRequest(createSignedRequest({ ...DEAUTHORIZE, algorithm: 'HMAC-SHA1' }, SECRET), SECRET),
    ).toBeUndefined();
    const [signature] = valid.split('.');
    const changed = Buffer.from(JSON.stringify({ ...DEAUTHORIZE, user_id: '1' })).toString('base64url');
    expect(parseSignedRequest(`${signature}.${changed}`, SECRET)).toBeUndefined();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(parseSignedRequest(value, SECRET)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(parseSignedRequest(`${a}.${b}`, SECRET)).toBeUndefined();
      }),
    );
  });
});
