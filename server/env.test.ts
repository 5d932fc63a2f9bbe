import { describe, expect, it } from 'vitest';
import { FLEET_SECRETS } from '../tests/fixtures/fleet-env.ts';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:5000',
      usesLocalSignIn: true,
    });
  });

  it('emails Contact Sales to SALES_EMAIL, else to SUPPORT_EMAIL (issue #27 item 7)', () => {
    expect(parseEnv({}).SALES_EMAIL).toBe('support@inkdesk.app');
    expect(parseEnv({ SUPPORT_EMAIL: 'help@studio.example' }).SALES_EMAIL).toBe('help@studio.example');
    expect(parseEnv({ SALES_EMAIL: 'sales@studio.example' }).SALES_EMAIL).toBe('sales@studio.example');
    expect(() => parseEnv({ SALES_EMAIL: 'not an address' })).toThrow(/SALES_EMAIL/);
  });

  it('refuses to start a deployment (TRUST_PROXY) with local sign-in unless explicitly allowed', () => {
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(
      /OIDC_ISSUER_URL: is required when TRUST_PROXY is set/,
    );
    expect(
      parseEnv({
        ...FLEET_SECRETS,
        TRUST_PROXY: '1',
        ALLOW_LOCAL_SIGNIN: 'true',
        APP_URL: 'https://inkdesk.example.com',
      }).usesLocalSignIn,
    ).toBe(true);
  });

  it('requires the secrets a fleet shares when it runs as one (REDIS_URL or TRUST_PROXY), naming each (issue #24 item 13)', () => {
    const oneProcess = { OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'inkdesk' };
    const behindProxy = { ...oneProcess, TRUST_PROXY: '1', APP_URL: 'https://inkdesk.example.com' };
    const withRedis = { ...oneProcess, REDIS_URL: 'redis://127.0.0.1:6379' };
    for (const fleet of [behindProxy, withRedis]) {
      expect(() => parseEnv(fleet)).toThrow(/REQUEST_LINK_SECRET: is required when the app runs as a fleet/);
      expect(parseEnv({ ...fleet, REQUEST_LINK_SECRET: 'x'.repeat(32) }).REQUEST_LINK_SECRET).toBe(
        'x'.repeat(32),
      );
    }
    expect(parseEnv(oneProcess).REQUEST_LINK_SECRET).toBeUndefined();
  });

  it('refuses TRUST_PROXY without APP_URL, naming the key', () => {
    const deployment = {
      ...FLEET_SECRETS,
      TRUST_PROXY: '1',
      OIDC_ISSUER_URL: 'https://id.example.com',
      OIDC_CLIENT_ID: 'inkdesk',
    };
    expect(() => parseEnv(deployment)).toThrow(/APP_URL: is required when TRUST_PROXY is set/);
    expect(parseEnv({ ...deployment, APP_URL: 'https://inkdesk.example.com' }).APP_URL).toBe(
      'https://inkdesk.example.com',
    );
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true, saying what to set', () => {
    const deployment = {
      ...FLEET_SECRETS,
      ALLOW_LOCAL_SIGNIN: 'true',
      APP_URL: 'https://inkdesk.example.com',
    };
    expect(parseEnv({ ...deployment, TRUST_PROXY: '2' })).toMatchObject({ trustProxy: 2, TRUST_PROXY: true });
    expect(parseEnv({ ...deployment, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: '0' })).toMatchObject({ trustProxy: false, TRUST_PROXY: false });
    expect(() => parseEnv({ ...deployment, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop.*TRUST_PROXY=1/,
    );
    expect(() => parseEnv({ ...deployment, TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY: must be a number of proxy hops/,
    );
  });

  it("refuses Stripe keys without the plans' prices, naming both (decision 070)", () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => parseEnv(keys)).toThrow(/STRIPE_PRICE_STARTER: is required with STRIPE_SECRET_KEY/);
    expect(() => parseEnv(keys)).toThrow(/STRIPE_PRICE_PROFESSIONAL: is required with STRIPE_SECRET_KEY/);
    expect(
      parseEnv({ ...keys, STRIPE_PRICE_STARTER: 'price_a', STRIPE_PRICE_PROFESSIONAL: 'price_b' })
        .STRIPE_PRICE_STARTER,
    ).toBe('price_a');
  });

  it('accepts only a redis:// URL for REDIS_URL', () => {
    expect(parseEnv({ ...FLEET_SECRETS, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
  });

  it('accepts an http:// issuer only on a loopback address', () => {
    const client = { OIDC_CLIENT_ID: 'inkdesk' };
    expect(() => parseEnv({ ...client, OIDC_ISSUER_URL: 'http://id.example.com' })).toThrow(
      /OIDC_ISSUER_URL: must be an https:\/\/ URL/,
    );
    expect(parseEnv({ ...client, OIDC_ISSUER_URL: 'http://127.0.0.1:9000' }).usesLocalSignIn).toBe(false);
    expect(parseEnv({ ...client, OIDC_ISSUER_URL: 'https://id.example.com' }).usesLocalSignIn).toBe(false);
  });

  it('names every bad key at once', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
    expect(() => parseEnv({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });
});
