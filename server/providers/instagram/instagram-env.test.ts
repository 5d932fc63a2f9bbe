import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { resolveEncryptionKey } from '../../lib/encryption-key.ts';

const KEY = randomBytes(32).toString('base64');
/** What production on PostgreSQL needs besides the database to parse (no proxy: not a fleet). */
const FLEETLESS = { APP_URL: 'https://inkdesk.example.com', ALLOW_LOCAL_SIGNIN: 'true' };
const META = { INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 's', INSTAGRAM_WEBHOOK_VERIFY_TOKEN: 'v' };

describe('Instagram configuration (decision 016)', () => {
  it('runs the sandbox on a fresh machine, even under npm start (NODE_ENV=production without a proxy)', () => {
    expect(parseEnv({}).instagramMode).toBe('sandbox');
    expect(parseEnv({ NODE_ENV: 'production' }).instagramMode).toBe('sandbox');
  });

  it('keeps the sandbox off in a deployment unless the operator turns it on, and then wants a key', () => {
    const deployment = {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      ALLOW_LOCAL_SIGNIN: 'true',
      APP_URL: 'https://inkdesk.example.com',
      REQUEST_LINK_SECRET: 'x'.repeat(32),
    };
    expect(parseEnv(deployment).instagramMode).toBe('off');
    // One instance on PostgreSQL, with no proxy in front, is a deployment too (issue #24 item 2).
    expect(
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/inkdesk', ...FLEETLESS }).instagramMode,
    ).toBe('off');
    expect(() => parseEnv({ ...deployment, INSTAGRAM_SANDBOX: 'true' })).toThrow(
      /ENCRYPTION_KEY: is required/,
    );
    expect(parseEnv({ ...deployment, INSTAGRAM_SANDBOX: 'true', ENCRYPTION_KEY: KEY }).instagramMode).toBe(
      'sandbox',
    );
  });

  it('uses Meta with an app id, requiring its secret, verify token and, in production, a key', () => {
    expect(parseEnv(META).instagramMode).toBe('meta');
    expect(() => parseEnv({ INSTAGRAM_APP_ID: '123' })).toThrow(
      /INSTAGRAM_APP_SECRET: is required with INSTAGRAM_APP_ID[\s\S]*INSTAGRAM_WEBHOOK_VERIFY_TOKEN/,
    );
    expect(() => parseEnv({ ...META, NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY: is required/);
    expect(parseEnv({ ...META, NODE_ENV: 'production', ENCRYPTION_KEY: KEY }).instagramMode).toBe('meta');
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    expect(() => parseEnv({ ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /ENCRYPTION_KEY: must be 32 bytes in base64/,
    );
  });

  it('generates a key once in DATA_DIR when none is configured, and reads it back', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-key-'));
    try {
      const generated: string[] = [];
      const env = parseEnv({ DATA_DIR: dataDir });
      const first = resolveEncryptionKey(env, (path) => generated.push(path));
      const again = resolveEncryptionKey(env, (path) => generated.push(path));
      expect(first).toEqual(again);
      expect(first).toHaveLength(32);
      expect(generated).toEqual([join(dataDir, 'encryption-key')]);
      expect(Buffer.from(readFileSync(generated[0]!, 'utf8').trim(), 'base64')).toEqual(first);
      expect(resolveEncryptionKey(parseEnv({ DATA_DIR: dataDir, ENCRYPTION_KEY: KEY }), () => {})).toEqual(
        Buffer.from(KEY, 'base64'),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
