import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makePhotoLikeJpeg } from '../../../tests/fixtures/test-images.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { callApi, invitedToken, setPlan } from '../../../tests/fixtures/test-studios.ts';
import {
  bookings,
  conversations,
  instagramAccounts,
  instagramThreads,
  leads,
  studioInvites,
} from '../../db/schema/index.ts';
import { findSubscriptionState } from '../billing/subscription-state.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())(
  'studios: the team, invites, settings and reassigning (issue #28) [%s]',
  (kind) => {
    const now = new Date('2026-11-28T12:00:00Z');
    let testApp: TestApp;
    let owner: TestArtist;
    let cy: TestArtist;
    let dee: TestArtist;
    let fay: TestArtist;
    const api = (who: TestArtist, method: string, path: string, body?: unknown) =>
      callApi(who.browser, method, path, body);
    const db = () => testApp.database.db;
    const listed = async (who: TestArtist) =>
      ((await api(who, 'GET', '/api/admin/leads?pageSize=100')).body.leads as Array<{ id: string }>).map(
        ({ id }) => id,
      );

    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => now });
      const artist = (name: string, style: string) =>
        createArtist(testApp.url, {
          email: `${name}@example.com`,
          artistName: `${name} Ink`,
          styles: [style],
        });
      owner = await artist('olga', 'Japanese');
      cy = await artist('cy', 'Tribal');
      dee = await artist('dee', 'Realism');
      fay = await artist('fay', 'Blackwork');
    });
    afterAll(() => testApp.close());

    describe('making a studio', () => {
      it('needs the Studio plan: a 402 naming it on a trial', async () => {
        const refused = await api(owner, 'POST', '/api/studio', { name: 'Olga’s', publicHandle: 'olgas' });
        expect(refused.status).toBe(402);
        expect(refused.body).toMatchObject({
          message: 'A studio team comes with the Studio plan and higher.',
        });
      });

      it('makes the artist its owner, with a handle no other studio has', async () => {
        await setPlan(db(), owner.id, 'studio', now);
        const made = await api(owner, 'POST', '/api/studio', {
          name: ' Olga’s Studio ',
          publicHandle: 'Olgas',
        });
        expect(made.status).toBe(200);
        expect(made.body).toMatchObject({
          name: 'Olga’s Studio',
          publicHandle: 'olgas',
          role: 'owner',
          members: [{ userId: owner.id, role: 'owner', name: 'olga Ink' }],
          invites: [],
        });
        expect(
          (await api(owner, 'POST', '/api/studio', { name: 'Again', publicHandle: 'again' })).body,
        ).toMatchObject({
          message: 'You are already in Olga’s Studio: leave it first',
        });
        await setPlan(db(), dee.id, 'studio', now);
        const taken = await api(dee, 'POST', '/api/studio', { name: 'Copy', publicHandle: 'olgas' });
        expect(taken).toMatchObject({
          status: 409,
          body: { errors: { publicHandle: 'Another studio has this handle' } },
        });
        await setPlan(db(), dee.id, 'professional', now);
      });

      it('names the field of a bad handle', async () => {
        const bad = await api(owner, 'POST', '/api/studio', { name: 'X', publicHandle: 'no spaces!' });
        expect(bad.status).toBe(400);
        expect(bad.body.errors.publicHandle).toMatch(/lowercase letters/);
      });
    });

    describe('invites', () => {
      it('emails a link through the outbox, stores only its hash, and shows the open invite to the owner', async () => {
        const invited = await api(owner, 'POST', '/api/studio/invites', {
          email: 'CY@example.com ',
          role: 'artist',
        });
        expect(invited.status).toBe(200);
        const token = new URL(invited.body.link).pathname.split('/').pop()!;
        expect(invited.body.link).toBe(`${testApp.url}/studio/invite/${token}`);
        expect(invited.body.invite).toMatchObject({
          email: 'cy@example.com',
          role: 'artist',
          expiresAt: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
        });
        expect(await invitedToken(db(), 'cy@example.com')).toBe(token);
        const stored = await db()
          .select()
          .from(studioInvites)
          .where(eq(studioInvites.email, 'cy@example.com'));
        expect(JSON.stringify(stored)).not.toContain(token);
        expect((await api(owner, 'GET', '/api/studio')).body.studio.invites).toHaveLength(1);
      });

      it('replaces the open invite when the same address is invited again: the first link stops working', async () => {
        const first = await invitedToken(db(), 'cy@example.com');
        await api(owner, 'POST', '/api/studio/invites', { email: 'cy@example.com', role: 'artist' });
        const second = await invitedToken(db(), 'cy@example.com');
        expect(second).not.toBe(first);
        expect((await api(cy, 'GET', `/api/studio-invites/${first}`)).body.status).toBe('revoked');
        expect((await api(owner, 'GET', '/api/studio')).body.studio.invites).toHaveLength(1);
      });

      it('refuses a signed-in user whose email is not the invited one, naming the address', async () => {
        const token = await invitedToken(db(), 'cy@example.com');
        const wrong = await api(dee, 'POST', `/api/studio-invites/${token}/accept`);
        expect(wrong).toEqual({
          status: 403,
          body: {
            message: 'This invite is for cy@example.com: sign in with that address (verified) to accept it',
          },
        });
      });

      it('lets the invited address join once; the same link again is refused as used', async () => {
        const token = await invitedToken(db(), 'cy@example.com');
        expect(await api(cy, 'GET', `/api/studio-invites/${token}`)).toEqual({
          status: 200,
          body: { studioName: 'Olga’s Studio', role: 'artist', email: 'cy@example.com', status: 'open' },
        });
        const joined = await api(cy, 'POST', `/api/studio-invites/${token}/accept`);
        expect(joined.status).toBe(200);
        expect(joined.body).toMatchObject({ role: 'artist', invites: [] });
        const replayed = await api(cy, 'POST', `/api/studio-invites/${token}/accept`);
        expect(replayed).toEqual({
          status: 410,
          body: { message: 'This invite link was already used: ask the studio for a new one if you need it' },
        });
      });

      it('refuses an expired link, and a revoked one, each saying so', async () => {
        await api(owner, 'POST', '/api/studio/invites', { email: 'dee@example.com', role: 'artist' });
        const expiring = await invitedToken(db(), 'dee@example.com');
        // Seven days on (the session would lapse if the clock moved): the invite's expiry is moved instead.
        await db()
          .update(studioInvites)
          .set({ expiresAt: now })
          .where(eq(studioInvites.email, 'dee@example.com'));
        expect(await api(dee, 'POST', `/api/studio-invites/${expiring}/accept`)).toEqual({
          status: 410,
          body: { message: 'This invite link has expired: ask the studio for a new one' },
        });
        const invited = await api(owner, 'POST', '/api/studio/invites', {
          email: 'dee@example.com',
          role: 'artist',
        });
        expect((await api(owner, 'DELETE', `/api/studio/invites/${invited.body.invite.id}`)).status).toBe(
          204,
        );
        const revoked = await invitedToken(db(), 'dee@example.com');
        expect(await api(dee, 'POST', `/api/studio-invites/${revoked}/accept`)).toEqual({
          status: 410,
          body: { message: 'The studio withdrew this invite: ask them for a new one' },
        });
        expect((await api(owner, 'DELETE', `/api/studio/invites/${invited.body.invite.id}`)).status).toBe(
          404,
        );
      });

      it('refuses a link that is no invite at all', async () => {
        expect((await api(dee, 'POST', `/api/studio-invites/${'x'.repeat(43)}/accept`)).status).toBe(404);
      });

      it('holds the invited artists at 3, open invites counting, and front desk apart', async () => {
        // Cy is in; two more open invites fill the artists' seats.
        for (const email of ['a2@example.com', 'a3@example.com']) {
          expect((await api(owner, 'POST', '/api/studio/invites', { email, role: 'artist' })).status).toBe(
            200,
          );
        }
        const full = await api(owner, 'POST', '/api/studio/invites', {
          email: 'a4@example.com',
          role: 'artist',
        });
        expect(full.status).toBe(409);
        expect(full.body.message).toMatch(/3 invited artists, all taken/);
        // Inviting an address with an open invite again replaces it, so it takes no second seat.
        expect(
          (await api(owner, 'POST', '/api/studio/invites', { email: 'a3@example.com', role: 'artist' }))
            .status,
        ).toBe(200);
        expect(
          (await api(owner, 'POST', '/api/studio/invites', { email: 'fay@example.com', role: 'front_desk' }))
            .status,
        ).toBe(200);
        // Revoking frees the seat.
        const open = (await api(owner, 'GET', '/api/studio')).body.studio.invites as Array<{
          id: string;
          email: string;
        }>;
        for (const invite of open.filter(({ email }) => email !== 'fay@example.com')) {
          await api(owner, 'DELETE', `/api/studio/invites/${invite.id}`);
        }
        expect(
          (await api(owner, 'POST', '/api/studio/invites', { email: 'a4@example.com', role: 'artist' }))
            .status,
        ).toBe(200);
        await api(
          owner,
          'DELETE',
          `/api/studio/invites/${(await api(owner, 'GET', '/api/studio')).body.studio.invites.find((invite: { email: string }) => invite.email === 'a4@example.com').id}`,
        );
      });

      it('does not let someone already in a studio join another before leaving it', async () => {
        await setPlan(db(), dee.id, 'studio', now);
        await api(dee, 'POST', '/api/studio', { name: 'Dee’s', publicHandle: 'dees' });
        await api(dee, 'POST', '/api/studio/invites', { email: 'cy@example.com', role: 'artist' });
        const token = await invitedToken(db(), 'cy@example.com');
        expect(await api(cy, 'POST', `/api/studio-invites/${token}/accept`)).toEqual({
          status: 409,
          body: { message: 'You are in Olga’s Studio: leave it before joining another studio' },
        });
      });
    });

    describe('who may do what', () => {
      beforeAll(async () => {
        await callApi(
          fay.browser,
          'POST',
          `/api/studio-invites/${await invitedToken(db(), 'fay@example.com')}/accept`,
        );
      });

      it('keeps the team, settings and branding to the owner: front desk and artists get a 403', async () => {
        for (const who of [fay, cy]) {
          expect(
            await api(who, 'POST', '/api/studio/invites', { email: 'x@example.com', role: 'artist' }),
          ).toEqual({
            status: 403,
            body: { message: 'Only the studio owner can do that' },
          });
          expect(
            (await api(who, 'PATCH', `/api/studio/members/${cy.id}`, { role: 'front_desk' })).status,
          ).toBe(403);
          expect((await api(who, 'DELETE', `/api/studio/members/${cy.id}`)).status).toBe(403);
          expect(
            (await api(who, 'PATCH', '/api/studio', { name: 'Mine', settings: {}, branding: {} })).status,
          ).toBe(403);
        }
        expect((await api(fay, 'GET', '/api/studio')).body.studio).toMatchObject({
          role: 'front_desk',
          invites: [],
        });
      });

      it('lets the owner save the studio’s settings and branding, and upload a logo served publicly', async () => {
        const saved = await api(owner, 'PATCH', '/api/studio', {
          name: 'Olga’s Studio',
          settings: {
            address: '1 Ink Street',
            hours: 'Tue–Sat 11–7',
            depositPolicy: '50 non-refundable',
            agePolicy: '18+',
          },
          branding: { displayName: 'OLGA', accentColour: '#aa3355' },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.settings).toMatchObject({ address: '1 Ink Street', agePolicy: '18+' });
        const badColour = await api(owner, 'PATCH', '/api/studio', {
          name: 'Olga’s Studio',
          settings: {},
          branding: { accentColour: 'red' },
        });
        expect(badColour.status).toBe(400);
        expect(badColour.body.errors).toEqual({ branding: 'Use a colour like #1f2937' });

        const form = new FormData();
        form.append(
          'logo',
          new Blob([new Uint8Array(await makePhotoLikeJpeg(800, 400, 1))], { type: 'image/jpeg' }),
          'logo.jpg',
        );
        const uploaded = await owner.browser.request('/api/studio/logo', { method: 'POST', body: form });
        expect(uploaded.status).toBe(200);
        const { branding } = (await uploaded.json()) as {
          branding: { logoUrl: string; accentColour: string };
        };
        expect(branding).toMatchObject({
          accentColour: '#aa3355',
          logoUrl: expect.stringMatching(/^\/api\/images\/branding\//),
        });
        const logo = await fetch(new URL(branding.logoUrl, testApp.url));
        expect(logo.headers.get('content-type')).toBe('image/webp');

        const notImage = new FormData();
        notImage.append('logo', new Blob(['just text, no picture at all']), 'logo.txt');
        const refused = await owner.browser.request('/api/studio/logo', { method: 'POST', body: notImage });
        expect(refused.status).toBe(400);
        expect((await refused.json()).errors.logo).toMatch(/not a JPEG/);

        const removed = await api(owner, 'DELETE', '/api/studio/logo');
        expect(removed.status).toBe(200);
        expect(removed.body.branding).toMatchObject({ accentColour: '#aa3355' });
        expect(removed.body.branding.logoUrl).toBeUndefined();
        expect((await api(owner, 'GET', '/api/studio')).body.studio.branding.logoUrl).toBeUndefined();
      });

      it('changes a member’s role within the seats, never the owner’s', async () => {
        const changed = await api(owner, 'PATCH', `/api/studio/members/${cy.id}`, { role: 'front_desk' });
        expect(changed.body.find((member: { userId: string }) => member.userId === cy.id).role).toBe(
          'front_desk',
        );
        await api(owner, 'PATCH', `/api/studio/members/${cy.id}`, { role: 'artist' });
        expect(
          (await api(owner, 'PATCH', `/api/studio/members/${owner.id}`, { role: 'artist' })).status,
        ).toBe(404);
      });

      it('lets members work under the owner’s plan while they belong', async () => {
        expect((await findSubscriptionState(db(), cy.id))?.plan).toBe('studio');
        expect((await findSubscriptionState(db(), owner.id))?.plan).toBe('studio');
      });
    });

    describe('leads across the studio', () => {
      let cyLead: string;
      let ownerLead: string;
      let deeLead: string;
      beforeAll(async () => {
        cyLead = await insertLead(db(), cy.id, { email: 'client-of-cy@example.com' });
        ownerLead = await insertLead(db(), owner.id, { email: 'client-of-olga@example.com' });
        deeLead = await insertLead(db(), dee.id, { email: 'client-of-dee@example.com' });
      });
      it('shows the owner and front desk every member’s leads, an artist only their own, another studio none', async () => {
        expect(await listed(owner)).toEqual(expect.arrayContaining([cyLead, ownerLead]));
        expect(await listed(fay)).toEqual(expect.arrayContaining([cyLead, ownerLead]));
        expect(await listed(cy)).toEqual([cyLead]);
        expect(await listed(owner)).not.toContain(deeLead);
        expect(await listed(dee)).toEqual([deeLead]);
        expect((await api(cy, 'GET', `/api/admin/leads/${ownerLead}/details`)).status).toBe(404);
        expect((await api(fay, 'GET', `/api/admin/leads/${cyLead}/details`)).body.lead.artistName).toBe(
          'cy Ink',
        );
        const counts = (await api(fay, 'GET', '/api/admin/leads')).body;
        expect(counts.total).toBeGreaterThanOrEqual(2);
      });

      it('lets front desk reassign a lead to another artist: it moves, with its routing, and the first artist loses it', async () => {
        await db()
          .insert(instagramThreads)
          .values({
            artistId: owner.id,
            accountId: await instagramAccountOf(owner.id),
            igsid: '17841400000000001',
            leadId: ownerLead,
          });
        await db()
          .insert(bookings)
          .values({
            artistId: owner.id,
            leadId: ownerLead,
            startsAt: new Date(now.getTime() + 3 * DAY_MS),
            endsAt: new Date(now.getTime() + 3 * DAY_MS + 3_600_000),
            sessionKind: 'small',
            status: 'confirmed',
          });
        expect(
          (
            await api(cy, 'POST', `/api/studio/leads/${ownerLead}/reassign`, {
              artistId: cy.id,
              reason: 'mine',
            })
          ).status,
        ).toBe(403);
        expect(
          (await api(fay, 'POST', `/api/studio/leads/${deeLead}/reassign`, { artistId: cy.id, reason: 'x' }))
            .status,
        ).toBe(404);
        expect(
          (
            await api(fay, 'POST', `/api/studio/leads/${ownerLead}/reassign`, {
              artistId: fay.id,
              reason: 'x',
            })
          ).body.errors,
        ).toEqual({ artistId: 'Choose an artist of this studio' });
        const moved = await api(fay, 'POST', `/api/studio/leads/${ownerLead}/reassign`, {
          artistId: cy.id,
          reason: 'Tribal work: Cy’s style',
        });
        expect(moved.status).toBe(204);
        expect(await listed(cy)).toEqual(expect.arrayContaining([cyLead, ownerLead]));
        const [lead] = await db().select().from(leads).where(eq(leads.id, ownerLead));
        expect(lead).toMatchObject({
          artistId: cy.id,
          routing: {
            how: 'reassigned',
            reason: 'Tribal work: Cy’s style',
            // Who did it, apart from whose lead it is (decision 073): the artists read "Reassigned by fay Ink (front desk)".
            by: { id: fay.id, name: 'fay Ink', role: 'front_desk' },
          },
        });
        const details = (await api(owner, 'GET', `/api/admin/leads/${ownerLead}/details`)).body.lead;
        expect(details).toMatchObject({ artistName: 'cy Ink', routing: { how: 'reassigned' } });
        const [conversation] = await db()
          .select()
          .from(conversations)
          .where(eq(conversations.id, lead!.conversationId));
        expect(conversation!.artistId).toBe(cy.id);
        const [thread] = await db()
          .select()
          .from(instagramThreads)
          .where(eq(instagramThreads.leadId, ownerLead));
        expect(thread!.artistId).toBe(cy.id);
        const [booking] = await db().select().from(bookings).where(eq(bookings.leadId, ownerLead));
        expect(booking!.artistId).toBe(cy.id);
        // The owner is an artist too: the lead can go back.
        expect(
          (
            await api(owner, 'POST', `/api/studio/leads/${ownerLead}/reassign`, {
              artistId: cy.id,
              reason: 'again',
            })
          ).status,
        ).toBe(409);
      });
    });

    describe('leaving and removal (decision 073)', () => {
      it('returns the leaving artist’s shared threads without a booking to the owner; their own and booked ones stay', async () => {
        const own = await insertLead(db(), cy.id, { email: 'cy-own@example.com' });
        const shared = await insertLead(db(), cy.id, { email: 'via-studio@example.com' });
        const sharedBooked = await insertLead(db(), cy.id, { email: 'via-studio-booked@example.com' });
        const studioId = (await api(owner, 'GET', '/api/studio')).body.studio.id;
        for (const leadId of [shared, sharedBooked]) {
          const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
          await db()
            .update(conversations)
            .set({ studioId })
            .where(eq(conversations.id, lead!.conversationId));
        }
        await db()
          .insert(bookings)
          .values({
            artistId: cy.id,
            leadId: sharedBooked,
            startsAt: new Date(now.getTime() + 5 * DAY_MS),
            endsAt: new Date(now.getTime() + 5 * DAY_MS + 3_600_000),
            sessionKind: 'small',
            status: 'confirmed',
          });
        expect((await api(owner, 'POST', '/api/studio/leave')).body).toEqual({
          message: 'The owner cannot leave the studio: deleting the account ends the studio',
        });
        expect((await api(cy, 'POST', '/api/studio/leave')).status).toBe(204);
        const artistOf = async (leadId: string) =>
          (
            await db()
              .select({ artistId: leads.artistId, routing: leads.routing })
              .from(leads)
              .where(eq(leads.id, leadId))
          )[0]!;
        expect(await artistOf(own)).toMatchObject({ artistId: cy.id });
        expect(await artistOf(sharedBooked)).toMatchObject({ artistId: cy.id });
        expect(await artistOf(shared)).toMatchObject({
          artistId: owner.id,
          routing: { how: 'reassigned', reason: 'Back to the studio: cy Ink left' },
        });
        expect((await api(cy, 'GET', '/api/studio')).body).toEqual({ studio: null });
        expect(await listed(cy)).toContain(own);
        expect((await findSubscriptionState(db(), cy.id))?.plan).not.toBe('studio');
        expect(
          (await api(owner, 'GET', '/api/admin/leads?pageSize=100')).body.leads.map(
            (lead: { id: string }) => lead.id,
          ),
        ).not.toContain(own);
      });

      it('lets the owner remove a member, who loses the studio’s leads at once', async () => {
        expect((await api(owner, 'DELETE', `/api/studio/members/${owner.id}`)).status).toBe(409);
        expect((await api(owner, 'DELETE', `/api/studio/members/${fay.id}`)).status).toBe(204);
        expect((await api(fay, 'GET', '/api/studio/members')).status).toBe(403);
        expect(await listed(fay)).toEqual([]);
        expect((await api(owner, 'DELETE', `/api/studio/members/${fay.id}`)).status).toBe(404);
      });
    });

    async function instagramAccountOf(artistId: string): Promise<string> {
      const [account] = await db()
        .insert(instagramAccounts)
        .values({ artistId, igUserId: `ig-${artistId}`, username: 'olga.ink' })
        .returning({ id: instagramAccounts.id });
      return account!.id;
    }
  },
);
