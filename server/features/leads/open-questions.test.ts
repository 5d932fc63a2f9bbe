import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { leads, users } from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID } from '../../db/seed.ts';

/** Decision 045: a question the assistant could not answer is kept on the lead until the artist answers it. */
describe.each(testDatabaseKinds())('open questions on a lead [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestBrowser;
  let ben: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ({
      admin: { browser: admin },
      ben: { browser: ben },
    } = await createArtistTrio(testApp.url));
    // Mara switched guest spots off: asked about them, the assistant asks her.
    await testApp.database.db
      .update(users)
      .set({ studioAnswers: { guest_spots: { isOn: false, text: {} } } })
      .where(eq(users.id, DEMO_ARTIST_ID));
  });
  afterAll(() => testApp.close());

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  const sessionId = nanoid();
  async function say(content: string): Promise<string> {
    messages.push({ role: 'user', content });
    const response = await post('/api/chat/consult', { sessionId, messages });
    expect(response.status).toBe(200);
    const { response: reply } = await response.json();
    messages.push({ role: 'assistant', content: reply });
    return reply;
  }
  const saveAndRead = async () => {
    const response = await post('/api/chat/save', {
      sessionId,
      email: 'guest@example.com',
      directionSummary: '',
      clarityScore: 0,
    });
    expect(response.status).toBe(200);
    const { leadId } = await response.json();
    const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, leadId));
    return lead!;
  };
  const mark = (browser: TestBrowser, leadId: string, questionId: string, isAnswered: unknown) =>
    browser.request(`/api/admin/leads/${leadId}/open-questions/${questionId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify({ isAnswered }),
    });

  it('answers what it can, defers the rest in the same reply, and keeps the deferred on the lead', async () => {
    const reply = await say(
      'a blackwork wolf on my left forearm, 15cm, budget $400. how long does it take to heal? do you ever do guest spots in lisbon?',
    );
    expect(reply).toContain('left forearm');
    expect(reply).toMatch(/heals in 2–3 weeks/);
    expect(reply).toContain("I'll ask Mara Vale Tattoo about that");
    const lead = await saveAndRead();
    expect(lead.openQuestions).toEqual([
      expect.objectContaining({
        text: 'do you ever do guest spots in lisbon',
        topic: 'guest_spots',
        answeredAt: null,
      }),
    ]);
  });

  it('lets the artist mark one answered; a later save keeps it answered and adds new ones', async () => {
    const lead = await saveAndRead();
    const question = lead.openQuestions[0]!;
    expect((await mark(ben, lead.id, question.id, true)).status).toBe(404);
    const response = await mark(admin, lead.id, question.id, true);
    expect(response.status).toBe(200);
    const answered = (await response.json()).openQuestions[0];
    expect(answered.answeredAt).toEqual(expect.any(String));

    await say('yes im 30. can i bring my dog to the studio?');
    const saved = await saveAndRead();
    expect(saved.openQuestions.map((open) => [open.text, open.answeredAt])).toEqual([
      ['do you ever do guest spots in lisbon', answered.answeredAt],
      ['can i bring my dog to the studio', null],
    ]);
  });

  it('names the bad field, and answers 404 for a question the lead does not hold', async () => {
    const lead = await saveAndRead();
    const bad = await mark(admin, lead.id, lead.openQuestions[0]!.id, 'yes');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^isAnswered: /);
    expect((await mark(admin, lead.id, 'q-none', true)).status).toBe(404);
  });
});
