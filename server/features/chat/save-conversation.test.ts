import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { emails, leads } from '../../db/schema/index.ts';

/** Issue #11: the age gate and the client's language, enforced and kept by POST /api/chat/save. */
describe.each(testDatabaseKinds())('POST /api/chat/save, issue #11 [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(() => testApp.close());

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const save = (sessionId: string, email: string) => ({
    sessionId,
    email,
    directionSummary: '',
    clarityScore: 0,
  });

  async function converse(sessionId: string, lines: string[]) {
    const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    let answer: { response: string; readyToSave: boolean } = { response: '', readyToSave: false };
    for (const line of lines) {
      messages.push({ role: 'user', content: line });
      const response = await post('/api/chat/consult', { sessionId, messages });
      expect(response.status).toBe(200);
      answer = await response.json();
      messages.push({ role: 'assistant', content: answer.response });
    }
    return answer;
  }

  it('refuses an under-age conversation with a 403 naming the age rule, and saves no lead', async () => {
    const sessionId = nanoid();
    const answer = await converse(sessionId, [
      "I'm 16, I want a geometric wolf on my left forearm, 10cm, black and grey, budget $400",
    ]);
    expect(answer.readyToSave).toBe(false);
    const response = await post('/api/chat/save', save(sessionId, 'teen@example.com'));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/under 18/);
    const saved = await testApp.database.db.select().from(leads).where(eq(leads.email, 'teen@example.com'));
    expect(saved).toEqual([]);
  });

  it('reads a parent asking for a child as under-age', async () => {
    const sessionId = nanoid();
    await converse(sessionId, ['my son is 16, can he get a small wolf on his forearm?']);
    const response = await post('/api/chat/save', save(sessionId, 'parent@example.com'));
    expect(response.status).toBe(403);
  });

  it('keeps the language the client wrote in on the lead, after the 18+ check', async () => {
    const sessionId = nanoid();
    const answer = await converse(sessionId, [
      'quiero un lobo geométrico en el antebrazo izquierdo',
      '10 cm',
      'sí',
    ]);
    expect(answer.readyToSave).toBe(true);
    expect(answer.response).toContain('Save Conversation');
    const response = await post('/api/chat/save', save(sessionId, 'lobo@example.com'));
    expect(response.status).toBe(200);
    const { leadId, confirmation, details } = await response.json();
    const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.language).toBe('es');
    // Spec §4's words, then (issue #11 "Close the loop") the artist's name and the reply time, in the client's
    // language.
    expect(confirmation).toMatch(
      /^¡Perfecto! He guardado nuestra conversación\. El artista revisará tus ideas/,
    );
    expect(details).toMatch(/^Mara Vale Tattoo suele responder en 2 días hábiles\./);
  });

  it('emails the client a link to confirm their address, once, and holds the request email until then (issue #14, #24 item 7)', async () => {
    const sessionId = nanoid();
    await converse(sessionId, [
      'a geometric wolf on my left forearm, 10cm, black and grey, $400',
      "yes I'm 25",
    ]);
    expect((await post('/api/chat/save', save(sessionId, 'wolf.link@example.com'))).status).toBe(200);
    expect((await post('/api/chat/save', save(sessionId, 'wolf.link@example.com'))).status).toBe(200);
    await testApp.jobs.whenIdle();
    const sent = await testApp.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, 'wolf.link@example.com'))
      .orderBy(emails.kind);
    expect(sent.map((email) => [email.kind, email.status, email.subject])).toEqual([
      ['confirm-email', 'sent', 'Confirm your email for your tattoo request to Mara Vale Tattoo'],
      ['request-received', 'held', 'Mara Vale Tattoo has your tattoo request'],
    ]);
    expect(sent[0]!.text).toMatch(new RegExp(`${testApp.url}/r/[\\w.-]+\\?confirm=[\\w-]+`));
  });
});
