import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_PROXY_ENV, newDemoVisitor } from '../../../tests/fixtures/demo-items-visitor.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

describe.each(testDatabaseKinds())('DELETE /api/demo/items/:id [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind, BEHIND_PROXY_ENV);
  });
  afterAll(() => testApp.close());

  it('deletes an item once; a second delete is a 404', async () => {
    const visitor = newDemoVisitor(testApp);
    const kept = await (await visitor.create({ title: 'Keep me' })).json();
    const doomed = await (await visitor.create({ title: 'Delete me' })).json();

    const response = await visitor.remove(doomed.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await (await visitor.list()).json()).map((item: { id: string }) => item.id)).toEqual([kept.id]);

    expect((await visitor.remove(doomed.id)).status).toBe(404);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    expect((await newDemoVisitor(testApp).remove('1; drop table demo_items')).status).toBe(404);
  });
});
