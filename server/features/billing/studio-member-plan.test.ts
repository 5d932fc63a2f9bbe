import { and, eq, like } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { callApi, joinStudio, setPlan } from '../../../tests/fixtures/test-studios.ts';
import { emails, subscriptions } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())(
  'a studio member works under the owner’s plan (decision 073) [%s]',
  (kind) => {
    const now = new Date('2026-11-29T12:00:00Z');
    let app: TestApp;
    let owner: TestArtist;
    let cy: TestArtist;
    const api = (who: TestArtist, method: string, path: string, body?: unknown) =>
      callApi(who.browser, method, path, body);
    const newKey = (who: TestArtist) =>
      api(who, 'POST', '/api/api-keys', { name: 'Shop site', scopes: ['leads:read'] });

    /** Runs the hourly trial sweep; the trial notices Cy has been sent. */
    const trialSweep = async () => {
      await app.jobs.send('send-trial-emails', {});
      await app.jobs.whenIdle();
      const sent = await app.database.db
        .select({ kind: emails.kind })
        .from(emails)
        .where(and(eq(emails.artistId, cy.id), like(emails.kind, 'trial-%')));
      return sent.map((row) => row.kind);
    };

    beforeAll(async () => {
      app = await startTestApp(kind, {}, { clock: () => now });
      owner = await createArtist(app.url, {
        email: 'olga@example.com',
        artistName: 'Olga Ink',
        styles: ['Japanese'],
      });
      cy = await createArtist(app.url, { email: 'cy@example.com', artistName: 'Cy', styles: ['Tribal'] });
      await setPlan(app.database.db, owner.id, 'studio', now);
      // Cy's own trial ended two days ago: alone, Cy's clients would get the handover and nothing is unlocked.
      await app.database.db
        .update(subscriptions)
        .set({ trialEndsAt: new Date(now.getTime() - 2 * DAY_MS), stripeCustomerId: 'cus_cy_own' })
        .where(eqArtist(cy.id));
      expect(
        (await api(owner, 'POST', '/api/studio', { name: 'Ink Haus', publicHandle: 'inkhaus' })).status,
      ).toBe(200);
    });
    afterAll(() => app.close());

    it('reads a lone artist’s own lapsed trial before joining', async () => {
      expect((await api(cy, 'GET', '/api/billing')).body).toMatchObject({
        plan: 'professional',
        standing: 'lapsed',
        coveredBy: null,
      });
      expect((await newKey(cy)).status).toBe(402);
    });

    it('gives a member the studio’s plan, names who pays, keeps their own portal and refuses a checkout', async () => {
      await joinStudio(owner.browser, cy.browser, { email: 'cy@example.com', role: 'artist' });
      expect((await api(cy, 'GET', '/api/billing')).body).toMatchObject({
        plan: 'studio',
        standing: 'active',
        status: 'active',
        daysLeft: null,
        usage: { conversations: { limit: null }, portfolioPieces: { limit: null } },
        unlocks: expect.arrayContaining(['apiAccess', 'whiteLabel']),
        coveredBy: { studioName: 'Ink Haus', ownerName: 'Olga Ink' },
        // Cy's own Stripe customer: a subscription of Cy's own would still be cancelled there.
        canManageBilling: true,
        chosenPlan: null,
      });
      expect((await newKey(cy)).status).toBe(201);
      expect(await api(cy, 'POST', '/api/billing/checkout', { plan: 'starter' })).toEqual({
        status: 409,
        body: expect.objectContaining({
          message:
            'You work under Ink Haus’s plan while you are in the studio, and Olga Ink pays for it: leave the studio to choose a plan of your own.',
        }),
      });
      // The owner is on their own plan, which is the studio's: covered by nobody.
      expect((await api(owner, 'GET', '/api/billing')).body).toMatchObject({
        plan: 'studio',
        coveredBy: null,
      });
    });

    it('sends a member no notice of their own trial, and tells them the owner renews a lapsed studio plan', async () => {
      expect(await trialSweep()).toEqual([]);
      await app.database.db
        .update(subscriptions)
        .set({ status: 'past_due', pastDueSince: new Date(now.getTime() - 8 * DAY_MS) })
        .where(eqArtist(owner.id));
      const reply = await fetch(`${app.url}/api/chat/consult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({
          sessionId: nanoid(),
          artistId: cy.id,
          messages: [{ role: 'user', content: 'I want a tribal band around my arm' }],
        }),
      });
      expect(((await reply.json()) as { response: string }).response).toBe(
        'Thanks! Cy will reply to you personally.',
      );
      await app.jobs.whenIdle();
      const [handover] = await app.database.db
        .select({ text: emails.text })
        .from(emails)
        .where(and(eq(emails.artistId, cy.id), eq(emails.kind, 'plan-lapsed-handover')));
      expect(handover!.text).toContain('Ink Haus’s Studio plan is no longer active');
      expect(handover!.text).toContain('Olga Ink pays for the studio’s plan');
      expect(handover!.text).not.toContain('Choose a plan');
      expect((await newKey(cy)).body).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'API access needs an active plan: Ink Haus’s plan has ended, and Olga Ink pays for it.',
      });
      await setPlan(app.database.db, owner.id, 'studio', now);
    });

    it('gives back the member’s own plan, gates included, once they leave', async () => {
      expect((await api(cy, 'POST', '/api/studio/leave')).status).toBe(204);
      expect((await api(cy, 'GET', '/api/billing')).body).toMatchObject({
        plan: 'professional',
        standing: 'lapsed',
        coveredBy: null,
      });
      expect((await newKey(cy)).status).toBe(402);
      expect((await api(cy, 'POST', '/api/billing/checkout', { plan: 'starter' })).status).toBe(200);
      // Cy's own trial is what counts again: its notice goes out now.
      expect(await trialSweep()).toEqual(['trial-ended']);
    });
  },
);

const eqArtist = (artistId: string) => eq(subscriptions.artistId, artistId);
