import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, nextMonday, WORKWEEK_SETTINGS } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import type { TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { callApi } from '../../../tests/fixtures/test-studios.ts';
import {
  createStudioWorld,
  type StudioWorld,
  type StudioWorldMember,
} from '../../../tests/isolation/studio-world.ts';

const HOUR = 3_600_000;

interface TimelineEvent {
  kind: string;
  detail: Record<string, unknown>;
}

interface OverviewItem {
  id?: string;
  leadId: string;
  artistId: string;
  artistName: string;
  timeZone?: string;
  currency?: string;
}

describe.each(testDatabaseKinds())(
  "a studio's bookings: owner and front desk work every member's (decision 073) [%s]",
  (kind) => {
    const now = nextMonday(new Date());
    /** The app's clock: still at `now` until the last test moves it past a session's start. */
    let clockAt = now;
    let testApp: TestApp;
    let world: StudioWorld;
    const booked: Record<'sol' | 'cy' | 'wu', string> = { sol: '', cy: '', wu: '' };
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
    const api = (who: TestArtist, method: string, path: string, body?: unknown) =>
      callApi(who.browser, method, path, body);
    const overview = async (who: TestArtist) => {
      const response = await api(who, 'GET', '/api/booking/overview');
      expect(response.status).toBe(200);
      const appointments = (
        response.body.days as Array<{ date: string; appointments: OverviewItem[] }>
      ).flatMap((day) => day.appointments);
      return { ...response.body, appointments } as {
        timeZone: string;
        days: Array<{ date: string; appointments: OverviewItem[] }>;
        appointments: OverviewItem[];
        yourTurn: OverviewItem[];
        artists: Array<{ id: string; name: string }>;
      };
    };

    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => clockAt });
      world = await createStudioWorld(testApp.url, testApp.database.db);
      const { sol, cy, wu } = world;
      // Cy works in New York and charges in euros: a manager reads Cy's items in Cy's zone and currency.
      for (const [who, settings] of [
        [sol, WORKWEEK_SETTINGS],
        [cy, { ...WORKWEEK_SETTINGS, timeZone: 'America/New_York', currency: 'eur' }],
        [wu, WORKWEEK_SETTINGS],
      ] as const) {
        expect((await api(who, 'PUT', '/api/booking/availability', settings)).status).toBe(200);
      }
      // Monday 08:00 UTC is 03:00 in New York: 16:00 UTC is within Cy's 10-18, and a day later too.
      for (const [name, who, hours] of [
        ['sol', sol, 3],
        ['cy', cy, 32],
        ['wu', wu, 4],
      ] as const) {
        const made = await api(who, 'POST', `/api/booking/leads/${who.leadId}/bookings`, {
          sessionKind: 'small',
          startsAt: at(hours),
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        booked[name] = made.body.bookings[0].id;
      }
    }, 90_000);
    afterAll(() => testApp.close());

    it("shows the owner every member's appointment, each naming its artist in the artist's zone and currency", async () => {
      const { sol, cy } = world;
      const seen = await overview(sol);
      expect(seen.appointments.map((item) => item.id).sort()).toEqual([booked.sol, booked.cy].sort());
      expect(seen.appointments.find((item) => item.id === booked.cy)).toMatchObject({
        artistId: cy.id,
        artistName: 'cy Ink',
        timeZone: 'America/New_York',
        currency: 'eur',
      });
      expect(seen.appointments.find((item) => item.id === booked.sol)).toMatchObject({
        artistId: sol.id,
        timeZone: 'UTC',
        currency: 'usd',
      });
      // Cy's Tuesday 16:00 UTC is Tuesday 11:00 in New York: the day it falls on where it happens.
      const cyDay = seen.days.find((day) => day.appointments.some((item) => item.id === booked.cy));
      expect(cyDay?.date).toBe(at(32).slice(0, 10));
      expect(seen.timeZone).toBe('UTC');
      // The consent badges of the tab, and a member's booking's form, as the member's (decision 064).
      const statuses = await api(sol, 'GET', `/api/consent/statuses?bookingIds=${booked.cy},${booked.wu}`);
      expect(Object.keys(statuses.body.statuses)).toEqual([booked.cy]);
      expect((await api(sol, 'GET', `/api/consent/bookings/${booked.cy}`)).status).toBe(200);
      expect(seen.artists[0]).toEqual({ id: sol.id, name: 'sol Ink' });
      // The front desk books for others: not an artist to filter by.
      expect(seen.artists.map((artist) => artist.id).sort()).toEqual([sol.id, cy.id].sort());
    });

    it('shows the front desk every member’s, and nobody another studio’s', async () => {
      const { fay, vic, wu } = world;
      const seen = await overview(fay);
      expect(seen.appointments.map((item) => item.id).sort()).toEqual([booked.sol, booked.cy].sort());
      // Front desk has no calendar: the filter offers the artists alone, never an empty "Fay" to pick.
      expect(seen.artists.map((artist) => artist.id).sort()).toEqual([world.sol.id, world.cy.id].sort());
      expect((await overview(vic)).appointments.map((item) => item.id)).toEqual([booked.wu]);
      expect((await overview(wu)).appointments.map((item) => item.id)).toEqual([booked.wu]);
    });

    it("keeps an artist in a studio to their own: not the owner's, not another member's", async () => {
      const { cy, sol } = world;
      const seen = await overview(cy);
      expect(seen.appointments.map((item) => item.id)).toEqual([booked.cy]);
      expect(seen.artists).toEqual([{ id: cy.id, name: 'cy Ink' }]);
      for (const path of [
        `/api/booking/bookings/${booked.sol}/move-times`,
        `/api/booking/leads/${sol.leadId}`,
      ]) {
        expect((await api(cy, 'GET', path)).status).toBe(404);
      }
      expect((await api(cy, 'POST', `/api/booking/bookings/${booked.sol}/cancel`, {})).status).toBe(404);
    });

    it("answers another studio's owner 404 on every action on a member's booking or lead", async () => {
      const { vic, cy } = world;
      expect((await api(vic, 'GET', `/api/booking/bookings/${booked.cy}/move-times`)).status).toBe(404);
      for (const [path, body] of [
        [`/api/booking/bookings/${booked.cy}/move`, { startsAt: at(33) }],
        [`/api/booking/bookings/${booked.cy}/cancel`, {}],
        [`/api/booking/bookings/${booked.cy}/deposit-received`, undefined],
        [`/api/booking/bookings/${booked.cy}/done`, undefined],
        [`/api/booking/leads/${cy.leadId}/bookings`, { sessionKind: 'small', startsAt: at(34) }],
      ] as const) {
        const refused = await api(vic, 'POST', path, body);
        expect(refused.status, path).toBe(404);
      }
      expect((await api(vic, 'GET', `/api/booking/leads/${cy.leadId}`)).status).toBe(404);
      expect((await api(vic, 'GET', `/api/consent/bookings/${booked.cy}`)).status).toBe(404);
    });

    it("lets the owner move a member's booking within the member's calendar, and the front desk cancel it", async () => {
      const { sol, fay, cy } = world;
      const times = await api(sol, 'GET', `/api/booking/bookings/${booked.cy}/move-times`);
      expect(times.status).toBe(200);
      expect(times.body.timeZone).toBe('America/New_York');
      // Cy's hours, not Sol's: nothing before 10:00 in New York (15:00 UTC in winter).
      const firstStart = new Date(times.body.slots[0].startsAt);
      expect(
        new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          hourCycle: 'h23',
          timeZone: 'America/New_York',
        }).format(firstStart) >= '10',
      ).toBe(true);
      const moved = await api(sol, 'POST', `/api/booking/bookings/${booked.cy}/move`, {
        startsAt: times.body.slots[0].startsAt,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.timeZone).toBe('America/New_York');
      expect(moved.body.bookings[0]).toMatchObject({
        id: booked.cy,
        startsAt: times.body.slots[0].startsAt,
        currency: 'eur',
      });

      const cancelled = await api(fay, 'POST', `/api/booking/bookings/${booked.cy}/cancel`, {
        reason: 'Cy is ill',
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.bookings[0]).toMatchObject({ id: booked.cy, status: 'cancelled' });
      // The member sees it on their own lead, done to their own calendar.
      const own = await api(cy, 'GET', `/api/booking/leads/${cy.leadId}`);
      expect(own.body.bookings[0]).toMatchObject({ id: booked.cy, status: 'cancelled' });
      expect((await overview(cy)).appointments).toEqual([]);
      // Who did it is kept apart from whose booking it is: Cy's history names the owner and the front desk.
      const acted = (own.body.timeline as Array<{ kind: string; detail: Record<string, unknown> }>).filter(
        (event) => event.kind === 'rescheduled' || event.kind === 'cancelled',
      );
      expect(acted).toMatchObject([
        {
          kind: 'rescheduled',
          detail: { by: 'artist', actor: { id: sol.id, name: 'sol Ink', role: 'owner' } },
        },
        {
          kind: 'cancelled',
          detail: {
            by: 'artist',
            reason: 'Cy is ill',
            actor: { id: fay.id, name: 'fay Ink', role: 'front_desk' },
          },
        },
      ]);
      // Cy's email says who cancelled; the client's stays in Cy's voice.
      const [toCy] = await emailsTo(testApp.database.db, 'cy@example.com', 'booking-cancelled');
      expect(toCy!.subject).toMatch(/^fay Ink \(front desk\) cancelled /);
      expect(toCy!.text).toContain('was emailed with the reason');
      const [toClient] = await emailsTo(
        testApp.database.db,
        `client-of-${cy.id}@example.com`,
        'booking-cancelled',
      );
      expect(toClient!.text).not.toContain('fay');
    });

    it("lets the owner book a member's lead directly, in the member's calendar", async () => {
      const { sol, cy } = world;
      const made = await api(sol, 'POST', `/api/booking/leads/${cy.leadId}/bookings`, {
        sessionKind: 'small',
        startsAt: at(56),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const seen = await overview(cy);
      expect(seen.appointments).toHaveLength(1);
      expect(seen.appointments[0]).toMatchObject({ artistId: cy.id, startsAt: at(56) });
      // Cy's history and confirmation say the owner booked it; an artist's own direct booking names no one.
      const confirmedOf = async (who: StudioWorldMember) =>
        ((await api(who, 'GET', `/api/booking/leads/${who.leadId}`)).body.timeline as TimelineEvent[]).filter(
          (event) => event.kind === 'confirmed',
        );
      expect((await confirmedOf(cy)).at(-1)!.detail).toMatchObject({
        by: 'artist',
        actor: { id: sol.id, name: 'sol Ink', role: 'owner' },
      });
      const [ownDirect] = await confirmedOf(world.wu);
      expect(ownDirect!.detail).toMatchObject({ by: 'artist' });
      expect(ownDirect!.detail.actor).toBeUndefined();
      const toCy = await emailsTo(testApp.database.db, 'cy@example.com', 'booking-confirmed');
      expect(toCy.at(-1)!.text).toContain('sol Ink (studio owner) booked ');
    });

    it("records who at the studio offered times, declined and marked a member's session done", async () => {
      const { sol, fay, cy } = world;
      const db = testApp.database.db;
      const timelineOf = async (leadId: string) =>
        (await api(cy, 'GET', `/api/booking/leads/${leadId}`)).body.timeline as TimelineEvent[];
      const asFay = { id: fay.id, name: 'fay Ink', role: 'front_desk' };

      const leadId = await insertLead(db, cy.id, { email: 'second-client-of-cy@example.com' });
      const free = await api(fay, 'GET', `/api/booking/leads/${leadId}/free-slots?sessionKind=small`);
      expect(free.status).toBe(200);
      const offered = await api(fay, 'POST', `/api/booking/leads/${leadId}/offers`, {
        sessionKind: 'small',
        startTimes: [free.body.slots[0].startsAt],
      });
      expect(offered.status, JSON.stringify(offered.body)).toBe(200);
      const declined = await api(fay, 'POST', `/api/booking/leads/${leadId}/decline`, {
        message: 'Cy is fully booked for this one, sorry.',
      });
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      expect(await timelineOf(leadId)).toMatchObject([
        { kind: 'offered', detail: { by: 'artist', actor: asFay } },
        { kind: 'declined', detail: { by: 'artist', actor: asFay } },
      ]);

      // Cy's session (booked by the owner above) has started: the owner marks it done.
      clockAt = new Date(Date.parse(at(57)));
      const [session] = (await api(cy, 'GET', `/api/booking/leads/${cy.leadId}`)).body.bookings.filter(
        (booking: { status: string }) => booking.status === 'confirmed',
      );
      const done = await api(sol, 'POST', `/api/booking/bookings/${session.id}/done`);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect((await timelineOf(cy.leadId)).find((event) => event.kind === 'session-done')).toMatchObject({
        detail: { by: 'artist', actor: { id: sol.id, name: 'sol Ink', role: 'owner' } },
      });
    });
  },
);
