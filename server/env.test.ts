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
    expect(parseEnv({ TRUST_PROXY: 'true', ALLOW_LOCAL_SIGNIN: 'true' }).usesLocalSignIn).toBe(true);
  });

  it('names every bad key at once', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
    expect(() => parseEnv({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });
});
