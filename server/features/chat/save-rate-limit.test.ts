import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';

// The limit is a route setting with no SQL of its own: PGlite alone.
describe('chat saves per IP (CHAT_SAVES_PER_IP_PER_MINUTE)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { CHAT_SAVES_PER_IP_PER_MINUTE: '2' });
  });
  afterAll(() => testApp.close());

  const save = () =>
    fetch(`${testApp.url}/api/chat/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: nanoid(),
        email: 'client@example.com',
        directionSummary: '',
        clarityScore: 0,
      }),
    });

  it('answers 429 once one address has saved as many chats as the setting allows in a minute', async () => {
    const statuses = [(await save()).status, (await save()).status, (await save()).status];
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
