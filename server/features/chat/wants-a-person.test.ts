import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '#common/contracts/leads.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { emails, leads } from '../../db/schema/index.ts';

/** Decision 050: a web chat client who asks for a person flags their lead and the artist is emailed. */
describe.each(testDatabaseKinds())('a web chat client asking for a person [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestBrowser;
  let ben: TestBrowser;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ({
      admin: { browser: admin },
      ben: { browser: ben },
    } = await createArtistTrio(testApp.url));
  });
  afterAll(() => testApp.close());

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sessionId = nanoid();
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  async function say(content: string): Promise<{ response: string; readyToSave: boolean }> {
    messages.push({ role: 'user', content });
    const response = await post('/api/chat/consult', { sessionId, messages });
    expect(response.status).toBe(200);
    const answer = await response.json();
    messages.push({ role: 'assistant', content: answer.response });
    return answer;
  }
  async function save(): Promise<Lead> {
    const response = await post('/api/chat/save', {
      sessionId,
      email: 'person@example.com',
      directionSummary: '',
      clarityScore: 0,
    });
    expect(response.status).toBe(200);
    const { leadId } = await response.json();
    await testApp.jobs.whenIdle();
    const page = await (await admin.request('/api/admin/leads?pageSize=100')).json();
    return page.leads.find((lead: Lead) => lead.id === leadId);
  }
  const requestEmails = async (leadId: string) =>
    (await testApp.database.db.select().from(emails).where(eq(emails.kind, 'human-requested'))).filter(
      (email) => email.dedupeKey?.includes(leadId),
    );
  const markHandled = (browser: TestBrowser, leadId: string) =>
    browser.request(`/api/admin/leads/${leadId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify({ wantsPerson: false }),
    });

  it('says so, keeps the tattoo in the same message, flags the lead and emails the artist', async () => {
    const reply = await say('can I talk to a real person? I want a geometric wolf on my left forearm');
    expect(reply.response).toMatch(/let Mara Vale Tattoo know.*tap Save Conversation/);
    // The reply says to save: the button is offered though the brief is not complete, and stays.
    expect(reply.readyToSave).toBe(true);
    expect((await say('maybe 10 cm')).readyToSave).toBe(true);
    const lead = await save();
    expect(lead.wantsPersonSince).not.toBeNull();
    expect(lead).toMatchObject({
      tattooStyle: 'Geometric',
      placement: expect.stringMatching(/left forearm/i),
    });
    expect(lead.projectSummary).toMatch(/wolf/i);
    const [sent, ...more] = await requestEmails(lead.id);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('person@example.com asked to talk to you from your chat');
    expect(sent!.text).toContain('Their message: "can I talk to a real person? I want a geometric wolf');
    expect(sent!.text).toContain('/dashboard?tab=leads');
  });

  it('emails a request once however often the chat is saved, and keeps it handled once marked', async () => {
    const lead = await save();
    expect(lead.wantsPersonSince).not.toBeNull();
    expect(await requestEmails(lead.id)).toHaveLength(1);

    expect((await markHandled(ben, lead.id)).status).toBe(404);
    const handled = await markHandled(admin, lead.id);
    expect(handled.status).toBe(200);
    expect((await handled.json()).wantsPersonSince).toBeNull();
    // A re-save of the same conversation keeps it handled.
    expect((await save()).wantsPersonSince).toBeNull();
  });

  it('flags the lead again, and emails again, when the client asks again after it was handled', async () => {
    await say('sorry, can I speak to the artist directly please?');
    const lead = await save();
    expect(lead.wantsPersonSince).not.toBeNull();
    expect(await requestEmails(lead.id)).toHaveLength(2);
  });

  it('refuses any other value for wantsPerson, naming the field', async () => {
    const [lead] = await testApp.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'person@example.com'));
    const response = await admin.request(`/api/admin/leads/${lead!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify({ wantsPerson: true }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/wantsPerson/);
  });
});
