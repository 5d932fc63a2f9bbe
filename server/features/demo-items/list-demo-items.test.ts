import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_PROXY_ENV, newDemoVisitor } from '../../../tests/fixtures/demo-items-visitor.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

describe.each(testDatabaseKinds())('GET /api/demo/items [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind, BEHIND_PROXY_ENV);
  });
  afterAll(() => testApp.close());

  it('starts empty, then lists every visitor’s items, newest first', async () => {
    expect(await (await newDemoVisitor(testApp).list()).json()).toEqual([]);
    await newDemoVisitor(testApp).create({ title: 'First' });
    await newDemoVisitor(testApp).create({ title: 'Second' });

    const response = await newDemoVisitor(testApp).list();
    expect(response.status).toBe(200);
    expect((await response.json()).map((item: { title: string }) => item.title)).toEqual(['Second', 'First']);
  });
});
