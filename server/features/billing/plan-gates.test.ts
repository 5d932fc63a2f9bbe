import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionState } from '#common/domain/billing/entitlement.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makePhotoLikeJpeg } from '../../../tests/fixtures/test-images.ts';
import { portfolioPieces, subscriptions } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())(
  'what each plan lets an artist do, checked on the server (issue #27 item 1) [%s]',
  (kind) => {
    const now = new Date('2026-11-28T12:00:00Z');
    let testApp: TestApp;
    let artist: TestArtist;
    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => now });
      artist = await createArtist(testApp.url, {
        email: 'gates@example.com',
        artistName: 'Gates',
        styles: ['Blackwork'],
      });
    });
    afterAll(() => testApp.close());

    async function setPlan(state: Partial<SubscriptionState>) {
      const row = {
        plan: 'starter' as const,
        status: 'active' as const,
        trialEndsAt: null,
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
        pastDueSince: null,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        ...state,
      };
      await testApp.database.db
        .insert(subscriptions)
        .values({ artistId: artist.id, ...row })
        .onConflictDoUpdate({ target: subscriptions.artistId, set: row });
    }

    async function api(method: string, path: string) {
      const response = await artist.browser.request(path, { method, headers: { origin: testApp.url } });
      return { status: response.status, body: await response.json() };
    }

    async function upload(seeds: number[]) {
      const form = new FormData();
      for (const seed of seeds) {
        const photo = await makePhotoLikeJpeg(240, 180, seed);
        form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `piece-${seed}.jpg`);
      }
      const response = await artist.browser.request('/api/portfolio/bulk-upload', {
        method: 'POST',
        body: form,
      });
      return { status: response.status, body: await response.json() };
    }

    it('holds a Starter portfolio at 50 pieces: the files past it are named, then the upload is a 402 naming Professional', async () => {
      await setPlan({ plan: 'starter' });
      await testApp.database.db.insert(portfolioPieces).values(
        Array.from({ length: 49 }, (_, index) => ({
          artistId: artist.id,
          imageKey: `portfolio/seeded-${index}.jpg`,
        })),
      );
      const last = await upload([1, 2]);
      expect(last.status).toBe(200);
      expect(last.body.pieces).toHaveLength(1);
      expect(last.body.rejected).toEqual([
        { index: 1, fileName: 'piece-2.jpg', reason: expect.stringMatching(/Starter plan holds 50 pieces/) },
      ]);

      const full = await upload([3]);
      expect(full.status).toBe(402);
      expect(full.body).toEqual({
        code: 'PLAN_REQUIRED',
        requiredPlan: 'professional',
        message: expect.stringMatching(/Starter plan holds 50 portfolio pieces/),
      });

      await setPlan({ plan: 'professional' });
      expect((await upload([4])).status).toBe(200);
    });

    it('keeps the calendar feed for Professional and up, the feed itself included', async () => {
      await setPlan({ plan: 'professional' });
      const { calendarFeedUrl } = (await api('GET', '/api/booking/availability')).body;
      const feedPath = new URL(calendarFeedUrl).pathname;
      expect((await fetch(`${testApp.url}${feedPath}`)).status).toBe(200);

      await setPlan({ plan: 'starter' });
      const feed = await fetch(`${testApp.url}${feedPath}`);
      expect(feed.status).toBe(402);
      expect(await feed.json()).toMatchObject({ requiredPlan: 'professional' });
      const rotate = await api('POST', '/api/booking/availability/calendar-token');
      expect(rotate.status).toBe(402);
      expect(rotate.body.message).toMatch(/calendar feed comes with the Professional plan/i);
    });

    it('takes nothing new from a lapsed trial but keeps what was there', async () => {
      await setPlan({
        plan: 'professional',
        status: 'trialing',
        trialEndsAt: new Date(now.getTime() - DAY_MS),
        currentPeriodEnd: null,
      });
      const refused = await upload([5]);
      expect(refused.status).toBe(402);
      expect(refused.body.message).toMatch(/trial has ended/);
      const pieces = await testApp.database.db
        .select()
        .from(portfolioPieces)
        .where(eq(portfolioPieces.artistId, artist.id));
      expect(pieces.length).toBeGreaterThanOrEqual(51);
      expect((await api('GET', '/api/portfolio')).status).toBe(200);
    });
  },
);
