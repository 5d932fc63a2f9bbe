import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestPage, RescheduleTimes } from '#common/contracts/booking-requests.ts';
import type { WeeklyHours } from '#common/domain/booking/types.ts';
import { emailsTo } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { availabilitySettings, bookingOffers } from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID } from '../../db/seed.ts';
import { loadAvailability } from './core/availability.ts';
import { requestPageUrl } from './core/request-link.ts';

/**
 * Issue #26 item 2 (decision 062): a client moving their booking is offered every free time across the coming
 * weeks, as the first pick is, from the end of the artist's notice period; the times are instants the page shows
 * in the client's zone. Each test runs in its own weeks of the app's clock, so bookings of one do not block another.
 */
const LINK_SECRET = 'request-link-secret-for-tests-only-0123456789';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LISBON = 'Europe/Lisbon';
const LOS_ANGELES = 'America/Los_Angeles';

const hours = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { mon: [], tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] };
};

/** "16:00" on the wall clock of `timeZone`. */
const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
const wallDay = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });
/** The Lisbon start times listed on one Lisbon day. */
const lisbonTimesOn = (slots: RescheduleTimes['slots'], day: string) =>
  slots
    .filter((slot) => wallDay(slot.startsAt, LISBON) === day)
    .map((slot) => wallTime(slot.startsAt, LISBON));

describe('moving a booking from the request page: the free times (pglite)', () => {
  let testApp: TestApp;
  let now = new Date('2026-11-30T12:00:00Z');

  beforeAll(async () => {
    testApp = await startTestApp('pglite', { REQUEST_LINK_SECRET: LINK_SECRET }, { clock: () => now });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const post = (path: string, body: unknown) =>
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const times = async (api: string) =>
    (await (await fetch(`${api}/booking/times`)).json()) as RescheduleTimes;

  async function setAvailability(weeklyHours: WeeklyHours, rescheduleNoticeHours = 48) {
    await loadAvailability(db(), DEMO_ARTIST_ID);
    await db()
      .update(availabilitySettings)
      .set({
        timeZone: LISBON,
        weeklyHours,
        rescheduleNoticeHours,
        bufferMinutes: 15,
        depositRule: { kind: 'none' },
      })
      .where(eq(availabilitySettings.artistId, DEMO_ARTIST_ID));
  }

  /** A client booked (no deposit) into a 2-hour session at `startsAt`, picked from an offer on their page. */
  async function bookedClient(email: string, startsAt: Date) {
    const leadId = await insertLead(db(), DEMO_ARTIST_ID, { email, name: 'Robin' });
    await db()
      .insert(bookingOffers)
      .values({
        artistId: DEMO_ARTIST_ID,
        leadId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        sessionKind: 'small',
      });
    const env = {
      APP_URL: testApp.url,
      DATA_DIR: 'unused',
      REQUEST_LINK_SECRET: LINK_SECRET,
      REQUEST_LINK_PREVIOUS_SECRETS: [],
    };
    const token = (await requestPageUrl({ db: db(), env, leadId })).split('/r/')[1]!;
    const api = `${testApp.url}/api/requests/${token}`;
    const page = (await (await fetch(api)).json()) as RequestPage;
    const picked = await post(`${api}/booking`, { offerId: page.offers[0]!.id, clientTimeZone: LOS_ANGELES });
    expect(picked.status).toBe(200);
    return api;
  }

  it('offers every start of every working day across the coming weeks, not the first of each day', async () => {
    now = new Date('2026-11-30T12:00:00Z'); // a Monday; Lisbon is UTC+0, Los Angeles UTC-8
    await setAvailability(hours('10:00', '18:00'));
    const api = await bookedClient('weeks@example.com', new Date('2026-12-08T10:00:00Z'));
    const { timeZone, slots } = await times(api);
    expect(timeZone).toBe(LISBON);
    // 2-hour sessions start on the hour: 10:00 to 16:00, seven a day, Tuesday to Saturday.
    expect(lisbonTimesOn(slots, '2026-12-03')).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    // Its own time is not one to move to, but it does not block the times around it.
    expect(lisbonTimesOn(slots, '2026-12-08')).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const weeks = new Set(
      slots.map((slot) => Math.floor((Date.parse(slot.startsAt) - now.getTime()) / (7 * DAY))),
    );
    expect(weeks.size).toBeGreaterThanOrEqual(4);
    // For the client in Los Angeles the same times read 02:00 to 08:00: the artist's working hours, no others.
    for (const slot of slots) {
      expect(wallTime(slot.startsAt, LISBON) >= '10:00' && wallTime(slot.endsAt, LISBON) <= '18:00').toBe(
        true,
      );
    }
    expect(new Set(slots.map((slot) => wallTime(slot.startsAt, LOS_ANGELES)))).toEqual(
      new Set(['02:00', '03:00', '04:00', '05:00', '06:00', '07:00', '08:00']),
    );
  });

  it('never offers a client in Los Angeles 2 AM when the artist in Lisbon does not work then', async () => {
    now = new Date('2027-01-04T12:00:00Z');
    await setAvailability(hours('13:00', '21:00'));
    const api = await bookedClient('night@example.com', new Date('2027-01-12T13:00:00Z'));
    const { slots } = await times(api);
    expect(slots.length).toBeGreaterThan(100);
    const local = new Set(slots.map((slot) => wallTime(slot.startsAt, LOS_ANGELES)));
    expect(local.has('02:00')).toBe(false);
    expect([...local].sort()).toEqual(['05:00', '06:00', '07:00', '08:00', '09:00', '10:00', '11:00']);
  });

  it('keeps the artist’s wall-clock hours across a DST change; the client’s local times shift with the zones', async () => {
    now = new Date('2027-03-01T12:00:00Z');
    await setAvailability(hours('10:00', '18:00'));
    const api = await bookedClient('dst@example.com', new Date('2027-03-05T10:00:00Z'));
    const { slots } = await times(api);
    const firstOf = (day: string) => slots.find((slot) => wallDay(slot.startsAt, LISBON) === day)!;
    // Both on winter time; the US moves on 14 March, Europe on 28 March.
    expect(firstOf('2027-03-09')).toMatchObject({ startsAt: '2027-03-09T10:00:00.000Z' });
    expect(wallTime(firstOf('2027-03-09').startsAt, LOS_ANGELES)).toBe('02:00');
    expect(firstOf('2027-03-23')).toMatchObject({ startsAt: '2027-03-23T10:00:00.000Z' });
    expect(wallTime(firstOf('2027-03-23').startsAt, LOS_ANGELES)).toBe('03:00');
    expect(firstOf('2027-03-30')).toMatchObject({ startsAt: '2027-03-30T09:00:00.000Z' });
    expect(wallTime(firstOf('2027-03-30').startsAt, LOS_ANGELES)).toBe('02:00');
    for (const slot of slots) expect(wallTime(slot.startsAt, LISBON) >= '10:00').toBe(true);
  });

  it('starts after the artist’s notice hours and leaves out times other bookings take, with their buffer', async () => {
    now = new Date('2027-05-03T12:00:00Z'); // a Monday
    await setAvailability(hours('10:00', '18:00'), 72);
    const api = await bookedClient('notice@example.com', new Date('2027-05-14T10:00:00Z'));
    await bookedClient('neighbour@example.com', new Date('2027-05-13T12:00:00Z'));
    const { slots } = await times(api);
    // 72 hours from Monday noon is Thursday noon: Tuesday, Wednesday and Thursday morning are inside the notice.
    expect(slots[0]!.startsAt).toBe('2027-05-06T12:00:00.000Z');
    // The neighbour holds 13:00-15:00 in Lisbon that Thursday: with 15 minutes either side, 10:00 and 16:00 are left.
    expect(lisbonTimesOn(slots, '2027-05-13')).toEqual(['10:00', '16:00']);

    const inNotice = await post(`${api}/booking/reschedule`, { startsAt: '2027-05-05T10:00:00.000Z' });
    expect(inNotice.status).toBe(409);
    const onTheNeighbour = await post(`${api}/booking/reschedule`, { startsAt: '2027-05-13T12:00:00Z' });
    expect(onTheNeighbour.status).toBe(409);
  });

  it('moves the booking to a late time of a day several days on; bad input is a 4xx naming the field', async () => {
    now = new Date('2027-06-07T12:00:00Z'); // a Monday; Lisbon is UTC+1
    await setAvailability(hours('10:00', '18:00'));
    const api = await bookedClient('mover@example.com', new Date('2027-06-10T09:00:00Z'));
    const { slots } = await times(api);
    const target = slots.find(
      (slot) =>
        wallDay(slot.startsAt, LISBON) === '2027-06-18' && wallTime(slot.startsAt, LISBON) === '16:00',
    );
    expect(target).toBeDefined();

    for (const [body, field] of [
      [{ startsAt: 'next friday' }, 'startsAt'],
      [{}, 'startsAt'],
      [{ startsAt: target!.startsAt, extra: 1 }, 'extra'],
      [{ startsAt: target!.startsAt, clientTimeZone: 'Foo/Bar' }, 'clientTimeZone'],
    ] as const) {
      const refused = await post(`${api}/booking/reschedule`, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(field);
    }
    // Outside working hours (08:00 in Lisbon) and off the horizon: not a free time.
    expect((await post(`${api}/booking/reschedule`, { startsAt: '2027-06-18T07:00:00Z' })).status).toBe(409);
    expect((await post(`${api}/booking/reschedule`, { startsAt: '2028-06-16T15:00:00Z' })).status).toBe(409);

    // Picked from Los Angeles, moved from Tokyo: the moved time is emailed on the Tokyo clock.
    const moved = await post(`${api}/booking/reschedule`, {
      startsAt: target!.startsAt,
      clientTimeZone: 'Asia/Tokyo',
    });
    expect(moved.status).toBe(200);
    const [toClient] = await emailsTo(db(), 'mover@example.com', 'booking-rescheduled');
    expect(toClient!.text).toContain('(Asia/Tokyo)');
    const page = (await (await fetch(api)).json()) as RequestPage;
    expect(page.booking).toMatchObject({ status: 'confirmed', startsAt: target!.startsAt });
    // The old time is free again; the new one is not on offer.
    const after = (await times(api)).slots.map((slot) => slot.startsAt);
    expect(after).toContain('2027-06-10T09:00:00.000Z');
    expect(after).not.toContain(target!.startsAt);
  });
});
