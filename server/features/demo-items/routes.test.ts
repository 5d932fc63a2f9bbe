import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_PROXY_ENV, newDemoVisitor } from '../../../tests/fixtures/demo-items-visitor.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { DEMO_WRITES_PER_MINUTE } from './routes.ts';

describe.each(testDatabaseKinds())('storage demo write limit [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind, BEHIND_PROXY_ENV);
  });
  afterAll(() => testApp.close());

  it('counts creates, updates and deletes from one IP together, and leaves other IPs and reads alone', async () => {
    const visitor = newDemoVisitor(testApp);
    const item = await (await visitor.create({ title: 'Rate me' })).json();
    const statuses = [201];
    for (let write = 1; write < DEMO_WRITES_PER_MINUTE; write++) {
      statuses.push((await visitor.update(item.id, { completed: write % 2 === 1 })).status);
    }
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);

    const refused = await visitor.remove(item.id);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Rate limit exceeded/);
    expect((await visitor.create({ title: 'Still limited' })).status).toBe(429);
    expect((await visitor.list()).status).toBe(200);

    expect((await newDemoVisitor(testApp).remove(item.id)).status).toBe(204);
  });
});
