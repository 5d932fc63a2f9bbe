import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { createTestStudio } from '../../../tests/fixtures/test-studio.ts';
import { availabilitySettings, emails, leads, subscriptions } from '../../db/schema/index.ts';
import { loadClientRequestOfLead } from '../booking/core/load-client-request.ts';

/** A client chatting on a studio's page: each line one turn, answered by the studio until it is routed. */
function studioChat(baseUrl: string, studioId: string) {
  const sessionId = nanoid();
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  return {
    sessionId,
    /** The latest reply's set answers (ChatResponse.choices). */
    choices: [] as string[],
    async say(line: string): Promise<string> {
      messages.push({ role: 'user', content: line });
      const response = await fetch(`${baseUrl}/api/chat/consult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, studioId, messages }),
      });
      expect(response.status).toBe(200);
      const { response: reply, choices } = (await response.json()) as {
        response: string;
        choices?: string[];
      };
      this.choices = choices ?? [];
      messages.push({ role: 'assistant', content: reply });
      return reply;
    },
    async save(email: string) {
      const response = await fetch(`${baseUrl}/api/chat/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, email, directionSummary: '', clarityScore: 0 }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { leadId: string; details: string };
    },
  };
}

describe('a studio: its public page, routing and white-label', () => {
  let testApp: TestApp;
  let rae: TestArtist;
  let mia: TestArtist;
  let jo: TestArtist;
  let fran: TestArtist;
  let studioId: string;
  const leadOf = async (leadId: string) =>
    (await testApp.database.db.select().from(leads).where(eq(leads.id, leadId)))[0]!;

  beforeAll(async () => {
    testApp = await startTestApp('pglite');
    const url = testApp.url;
    rae = await createArtist(url, {
      email: 'rae@ex.com',
      artistName: 'Rae Stone',
      styles: ['Traditional', 'Japanese'],
    });
    mia = await createArtist(url, {
      email: 'mia@ex.com',
      artistName: 'Mia Hart',
      styles: ['Watercolor', 'Minimalist'],
    });
    jo = await createArtist(url, {
      email: 'jo@ex.com',
      artistName: 'Jo Lin',
      styles: ['Realism', 'Portrait'],
    });
    fran = await createArtist(url, { email: 'fran@ex.com', artistName: 'Fran Desk', styles: ['Watercolor'] });
    ({ studioId } = await createTestStudio(testApp.database.db, {
      ownerId: rae.id,
      members: [
        { id: mia.id, role: 'artist' },
        { id: jo.id, role: 'artist' },
        { id: fran.id, role: 'front_desk' },
      ],
      name: 'Harbour Ink',
      handle: 'harbour-ink',
      settings: { address: '12 Harbour Rd, Leeds', depositRule: { kind: 'fixed', amountCents: 5000 } },
      branding: { displayName: 'Harbour Ink Co.', accentColour: '#0f766e' },
    }));
  });
  afterAll(() => testApp.close());

  it('serves the studio page with its tattooing artists and its brand', async () => {
    const response = await fetch(`${testApp.url}/api/studio-pages/harbour-ink`);
    expect(response.status).toBe(200);
    const studio = await response.json();
    expect(studio).toMatchObject({
      id: studioId,
      name: 'Harbour Ink',
      address: '12 Harbour Rd, Leeds',
      brand: { name: 'Harbour Ink Co.', accentColour: '#0f766e', logoUrl: null },
    });
    // Front desk is not an artist a client can pick; the owner leads.
    expect(studio.artists.map((artist: { artistName: string }) => artist.artistName)).toEqual([
      'Rae Stone',
      'Mia Hart',
      'Jo Lin',
    ]);
    expect(studio.artists[1]).toMatchObject({ handle: mia.publicHandle, studio: { handle: 'harbour-ink' } });
    expect((await fetch(`${testApp.url}/api/studio-pages/nobody-here`)).status).toBe(404);
    expect((await fetch(`${testApp.url}/api/studio-pages/bad%20handle`)).status).toBe(400);
    // The artist's own page carries the studio and its brand too.
    const own = await (await fetch(`${testApp.url}/api/artists/${mia.publicHandle}`)).json();
    expect(own).toMatchObject({ studio: { name: 'Harbour Ink' }, brand: { name: 'Harbour Ink Co.' } });
  });

  it('routes a watercolour idea to Mia with the reason, and brands her client emails', async () => {
    const chat = studioChat(testApp.url, studioId);
    const reply = await chat.say('I would love a watercolor peony on my forearm, about 4 inches');
    expect(reply).toContain('Mia');
    const saved = await chat.save('client1@ex.com');
    const lead = await leadOf(saved.leadId);
    expect(lead.artistId).toBe(mia.id);
    expect(lead.routing).toMatchObject({ studioId, how: 'matched' });
    expect(lead.routing!.reason).toContain("Watercolor is one of Mia's styles");
    expect(lead.routing!.candidates.map((fit) => fit.artistId)[0]).toBe(mia.id);
    // The lead shows Mia the match and its reason (issue #28 item 3).
    const listed = await (await mia.browser.request('/api/admin/leads')).json();
    expect(listed.leads[0].routing).toMatchObject({ how: 'matched', reason: lead.routing!.reason });

    // Issue #28 item 2: Mia never saved her own deposit rule, so her bookings ask the studio's.
    const db = testApp.database.db;
    expect((await loadClientRequestOfLead(db, lead.id, new Date())).depositRule).toEqual({
      kind: 'fixed',
      amountCents: 5000,
    });

    await testApp.jobs.whenIdle();
    const [email] = await db.select().from(emails).where(eq(emails.to, 'client1@ex.com'));
    expect(email!.html).toContain('Harbour Ink Co.');
    expect(email!.html).toContain('background:#0f766e');
    expect(email!.text.startsWith('Harbour Ink Co.')).toBe(true);
    expect(`${email!.html}${email!.text}`).not.toMatch(/Inkdesk/);
    // Sent under the studio's name too, from MAIL_FROM's address (send-email-smtp.test.ts reads the header).
    expect(email!.senderName).toBe('Harbour Ink Co.');
  });

  it('asks when two artists fit equally, and the answer routes the lead', async () => {
    // A second studio whose two artists both do geometric work: a geometric idea fits them alike.
    const url = testApp.url;
    const ada = await createArtist(url, {
      email: 'ada@ex.com',
      artistName: 'Ada Moss',
      styles: ['Geometric'],
    });
    const bo = await createArtist(url, { email: 'bo@ex.com', artistName: 'Bo Reyes', styles: ['Geometric'] });
    const tie = await createTestStudio(testApp.database.db, {
      ownerId: ada.id,
      members: [{ id: bo.id, role: 'artist' }],
      name: 'Line Studio',
      handle: 'line-studio',
    });
    const chat = studioChat(url, tie.studioId);
    const ask = await chat.say('Hi! a geometric wolf on my shoulder blade');
    expect(ask).toContain('Ada and Bo would both be a great fit for this. Who would you like to work with?');
    const saved = await chat.save('client2@ex.com');
    // Still the studio's (its owner's) while the client chooses.
    expect((await leadOf(saved.leadId)).artistId).toBe(ada.id);
    expect((await leadOf(saved.leadId)).routing).toBeNull();
    // The two names are buttons in the chat: the client taps Bo's.
    expect(chat.choices).toEqual(['Ada', 'Bo']);
    expect(await chat.say(chat.choices[1]!)).toBe(
      "Bo's work fits your idea best, so Bo will take it from here.",
    );
    expect(chat.choices).toEqual([]);
    const lead = await leadOf(saved.leadId);
    expect(lead.artistId).toBe(bo.id);
    expect(lead.routing).toMatchObject({ studioId: tie.studioId, how: 'client-chose' });
    expect(lead.routing!.reason).toContain('the client chose Bo');
    // The next turn is Bo's own: the studio no longer answers.
    expect(await chat.say('about 10 cm')).not.toContain('Line Studio');
  });

  it('gives a tie to the artist free sooner, reading their calendars without writing to them', async () => {
    // Two geometric artists fit a geometric idea alike; the owner's next two weeks are blocked, Dee's are open.
    const url = testApp.url;
    const db = testApp.database.db;
    const cal = await createArtist(url, {
      email: 'cal@ex.com',
      artistName: 'Cal Ward',
      styles: ['Geometric'],
    });
    const dee = await createArtist(url, {
      email: 'dee@ex.com',
      artistName: 'Dee Park',
      styles: ['Geometric'],
    });
    const sooner = await createTestStudio(db, {
      ownerId: cal.id,
      members: [{ id: dee.id, role: 'artist' }],
      name: 'Grid Studio',
      handle: 'grid-studio',
    });
    const today = Date.now();
    const workday = [{ start: '10:00', end: '18:00' }];
    await db.insert(availabilitySettings).values({
      artistId: cal.id,
      timeZone: 'UTC',
      weeklyHours: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
      sessionMinutes: { consultation: 30, small: 120, halfDay: 240, fullDay: 480 },
      blockedDates: Array.from({ length: 14 }, (_, day) =>
        new Date(today + day * 86_400_000).toISOString().slice(0, 10),
      ),
      depositRule: { kind: 'none' },
      calendarToken: nanoid(32),
      savedAt: new Date(),
    });
    const chat = studioChat(url, sooner.studioId);
    expect(await chat.say('Hi! a geometric wolf on my shoulder blade')).toContain(
      "Dee's work fits your idea best, so Dee will take it from here.",
    );
    expect(chat.choices).toEqual([]);
    const saved = await chat.save('client4@ex.com');
    const lead = await leadOf(saved.leadId);
    expect(lead.artistId).toBe(dee.id);
    expect(lead.routing).toMatchObject({ studioId: sooner.studioId, how: 'matched' });
    expect(lead.routing!.reason).toMatch(
      /^Cal and Dee fit equally \(\d+% and \d+%\); Dee has the sooner open time$/,
    );
    // Dee never saved her availability: the routing read her defaults and stored nothing.
    expect(
      await db.select().from(availabilitySettings).where(eq(availabilitySettings.artistId, dee.id)),
    ).toEqual([]);
  });

  it('drops the brand when the owner is not on the Studio plan, and an artist’s own deposit rule wins', async () => {
    const db = testApp.database.db;
    await db.update(subscriptions).set({ plan: 'professional' }).where(eq(subscriptions.artistId, rae.id));
    const studio = await (await fetch(`${testApp.url}/api/studio-pages/harbour-ink`)).json();
    expect(studio.brand).toBeNull();
    const chat = studioChat(testApp.url, studioId);
    await chat.say('a japanese koi fish on my calf');
    const saved = await chat.save('client3@ex.com');
    expect((await leadOf(saved.leadId)).artistId).toBe(rae.id);
    await db.insert(availabilitySettings).values({
      artistId: rae.id,
      timeZone: 'UTC',
      weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      sessionMinutes: { consultation: 30, small: 120, halfDay: 240, fullDay: 480 },
      depositRule: { kind: 'none' },
      calendarToken: nanoid(32),
      savedAt: new Date(),
    });
    expect((await loadClientRequestOfLead(db, saved.leadId, new Date())).depositRule).toEqual({
      kind: 'none',
    });
    await testApp.jobs.whenIdle();
    const [email] = await db.select().from(emails).where(eq(emails.to, 'client3@ex.com'));
    expect(email!.html).not.toContain('Harbour Ink Co.');
    expect(email!.senderName).toBeNull();
  });
});
