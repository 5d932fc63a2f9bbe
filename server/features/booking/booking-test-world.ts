import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';

/** The first Monday 08:00 UTC at least a week after `from`: a fixed weekday for the slot rules. */
export function nextMonday(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 7, 8));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day;
}

/** Monday to Friday, 10:00-18:00 in UTC, 60-minute small sessions, no buffer unless told. */
export const WORKWEEK_SETTINGS = {
  timeZone: 'UTC',
  weeklyHours: {
    mon: [{ start: '10:00', end: '18:00' }],
    tue: [{ start: '10:00', end: '18:00' }],
    wed: [{ start: '10:00', end: '18:00' }],
    thu: [{ start: '10:00', end: '18:00' }],
    fri: [{ start: '10:00', end: '18:00' }],
    sat: [],
    sun: [],
  },
  sessionMinutes: { consultation: 30, small: 60, halfDay: 240, fullDay: 480 },
  blockedDates: [],
  bufferMinutes: 0,
  rescheduleNoticeHours: 48,
  depositRule: { kind: 'none' },
  currency: 'usd',
};

/** A JSON call as the signed-in artist; answers status and parsed body. */
export function apiOf(browser: TestBrowser, baseUrl: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await browser.request(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json', origin: baseUrl },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
}

/** An artist with saved availability and leads made through the chat. */
export async function bookingArtist(testApp: TestApp, { name, leads }: { name: string; leads: number }) {
  const handle = name.toLowerCase();
  const artist = await createArtist(testApp.url, {
    email: `${handle}@example.com`,
    artistName: `${name} Ink`,
    styles: ['Japanese'],
  });
  const api = apiOf(artist.browser, testApp.url);
  const saved = await api('PUT', '/api/booking/availability', WORKWEEK_SETTINGS);
  if (saved.status !== 200) throw new Error(`Availability not saved: ${JSON.stringify(saved.body)}`);
  const leadIds: string[] = [];
  for (let index = 0; index < leads; index++) {
    const { leadId } = await createLead(testApp.url, {
      artistId: artist.id,
      email: `client-${index}-of-${handle}@example.com`,
      lines: ['a japanese koi on my forearm', 'palm sized, black and grey, about $400, my name is Mia Jones'],
    });
    leadIds.push(leadId);
  }
  return { ...artist, api, leadIds };
}

/** The outbox rows of one kind for one address, oldest first. */
export function emailsTo(db: Db, to: string, kind: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)))
    .orderBy(emails.createdAt);
}

/** The VEVENTs of an ICS text, read back with ical.js. */
export function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: component.getFirstPropertyValue('status'),
    };
  });
}

/** The METHOD of an ICS text (PUBLISH for an invite, CANCEL for a cancellation), read back with ical.js. */
export function calendarMethod(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('method');
}

/** The .ics attached to an outbox row, if any. */
export function inviteOf(email: { attachments: Array<{ filename: string; content: string }> } | undefined) {
  return email?.attachments.find((attachment) => attachment.filename.endsWith('.ics'))?.content;
}
