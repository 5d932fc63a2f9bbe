import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import type { Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { isAdminUser } from './admin-status.ts';
import { signInUser } from './sign-in-user.ts';

const ISSUER = 'https://id.example.com';
const ADMIN_EMAILS = ['boss@example.com'];
const logs: string[] = [];
const log = {
  info: (_fields: object, message: string) => logs.push(message),
  warn: (_fields: object, message: string) => logs.push(message),
} as unknown as Parameters<typeof signInUser>[0]['log'];

describe.each(testDatabaseKinds())('signInUser [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const signIn = (sub: string, claims: Record<string, unknown>) =>
    signInUser({
      db: database.db,
      claims: { iss: ISSUER, sub, ...claims },
      adminEmails: ADMIN_EMAILS,
      log,
      clock: systemClock,
      chosenPlan: null,
    });

  it('grants admin to a listed email only when the issuer verified it', async () => {
    const unverified = await signIn('boss-unverified', { email: 'Boss@Example.com', email_verified: false });
    expect(unverified).toMatchObject({ email: 'boss@example.com', emailVerified: false, isAdmin: false });
    expect(isAdminUser(unverified, ADMIN_EMAILS)).toBe(false);

    // Some issuers send the flag as a string.
    const verified = await signIn('boss-verified', { email: 'boss@example.com', email_verified: 'true' });
    expect(verified).toMatchObject({ emailVerified: true, isAdmin: true });
    expect(isAdminUser(verified, [])).toBe(false);
  });

  it('links by verified email once, and logs the link', async () => {
    await signIn('first-sub', { email: 'twin@example.com', email_verified: true });
    const linked = await signIn('other-issuer-sub', {
      iss: 'https://other.example.com',
      email: 'twin@example.com',
      email_verified: true,
    });
    expect(linked.id).toBe('first-sub');
    expect(logs).toContain('Linked a new sign-in identity to an existing user by verified email');
  });
});
