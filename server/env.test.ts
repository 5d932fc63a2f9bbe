import { describe, expect, it } from 'vitest';
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

  it('refuses to start a deployment (TRUST_PROXY) with local sign-in unless explicitly allowed', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /OIDC_ISSUER_URL: is required when TRUST_PROXY is set/,
    );
    expect(
      parseEnv({ TRUST_PROXY: 'true', ALLOW_LOCAL_SIGNIN: 'true', APP_URL: 'https://inkdesk.example.com' })
        .usesLocalSignIn,
    ).toBe(true);
  });

  it('refuses TRUST_PROXY without APP_URL, naming the key', () => {
    const deployment = {
      TRUST_PROXY: 'true',
      OIDC_ISSUER_URL: 'https://id.example.com',
      OIDC_CLIENT_ID: 'inkdesk',
    };
    expect(() => parseEnv(deployment)).toThrow(/APP_URL: is required when TRUST_PROXY is set/);
    expect(parseEnv({ ...deployment, APP_URL: 'https://inkdesk.example.com' }).APP_URL).toBe(
      'https://inkdesk.example.com',
    );
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
