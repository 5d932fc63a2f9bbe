import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_PROXY_ENV, newDemoVisitor } from '../../../tests/fixtures/demo-items-visitor.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

describe.each(testDatabaseKinds())('PATCH /api/demo/items/:id [%s]', (kind) => {
  let testApp: TestApp;
  let itemId: string;
  beforeAll(async () => {
    testApp = await startTestApp(kind, BEHIND_PROXY_ENV);
    const created = await newDemoVisitor(testApp).create({ title: 'Touch-up', tags: ['aftercare'] });
    itemId = (await created.json()).id;
  });
  afterAll(() => testApp.close());

  it('marks an item completed and open again, keeping everything else', async () => {
    const visitor = newDemoVisitor(testApp);
    const done = await visitor.update(itemId, { completed: true });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      id: itemId,
      title: 'Touch-up',
      completed: true,
      tags: ['aftercare'],
    });

    const reopened = await visitor.update(itemId, { completed: false });
    expect((await reopened.json()).completed).toBe(false);
    const [listed] = await (await visitor.list()).json();
    expect(listed).toMatchObject({ id: itemId, completed: false });
  });

  it.each([
    ['completed', {}],
    ['completed', { completed: 'yes' }],
    ['title', { completed: true, title: 'Renamed' }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const response = await newDemoVisitor(testApp).update(itemId, body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it.each([
    ['a well-formed id that names no item', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a UUID', 'not-an-id'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await newDemoVisitor(testApp).update(id, { completed: true });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Demo item not found' });
  });
});
