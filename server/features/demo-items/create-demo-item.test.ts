import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ITEM_METADATA_MAX_BYTES, DEMO_ITEMS_MAX } from '#common/contracts/demo-items.ts';
import { BEHIND_PROXY_ENV, newDemoVisitor } from '../../../tests/fixtures/demo-items-visitor.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { demoItems } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('POST /api/demo/items [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind, BEHIND_PROXY_ENV);
  });
  afterAll(() => testApp.close());

  it('stores a title alone with the spec §5 defaults', async () => {
    const response = await newDemoVisitor(testApp).create({ title: '  Flash sheet  ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      id: expect.any(String),
      title: 'Flash sheet',
      description: null,
      priority: 0,
      completed: false,
      tags: [],
      metadata: {},
      createdAt: expect.any(String),
    });
  });

  it('stores every field, an empty description as null', async () => {
    const response = await newDemoVisitor(testApp).create({
      title: 'Koi sleeve',
      description: '   ',
      priority: 10,
      completed: false,
      tags: [' japanese ', 'color'],
      metadata: { sessions: 4, reference: { placement: 'left arm' } },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      description: null,
      priority: 10,
      tags: ['japanese', 'color'],
      metadata: { sessions: 4, reference: { placement: 'left arm' } },
    });
  });

  it('accepts metadata of exactly the size limit', async () => {
    const padding = 'x'.repeat(DEMO_ITEM_METADATA_MAX_BYTES - JSON.stringify({ note: '' }).length);
    const response = await newDemoVisitor(testApp).create({ title: 'Big', metadata: { note: padding } });
    expect(response.status).toBe(201);
  });

  it.each([
    ['title', {}],
    ['title', { title: '' }],
    ['title', { title: '    ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: 42 }],
    ['title', { title: 'nul\u0000byte' }],
    ['description', { title: 'ok', description: 'x'.repeat(2001) }],
    ['description', { title: 'ok', description: 7 }],
    ['priority', { title: 'ok', priority: 11 }],
    ['priority', { title: 'ok', priority: -1 }],
    ['priority', { title: 'ok', priority: 2.5 }],
    ['priority', { title: 'ok', priority: '3' }],
    ['completed', { title: 'ok', completed: true }],
    ['tags', { title: 'ok', tags: 'a,b' }],
    ['tags', { title: 'ok', tags: ['fine', ''] }],
    ['tags', { title: 'ok', tags: [1] }],
    ['tags', { title: 'ok', tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }],
    ['metadata', { title: 'ok', metadata: ['not', 'an', 'object'] }],
    ['metadata', { title: 'ok', metadata: 'text' }],
    ['metadata', { title: 'ok', metadata: { note: 'x'.repeat(DEMO_ITEM_METADATA_MAX_BYTES) } }],
    ['owner', { title: 'ok', owner: 'someone' }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const response = await newDemoVisitor(testApp).create(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toMatch(new RegExp(`^${field}: `));
    expect(Object.keys(error.errors)).toEqual([field]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${testApp.url}/api/demo/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: '{"title":',
    });
    expect(response.status).toBe(400);
  });

  it('refuses with 409 once the demo holds its cap, and accepts again after a delete', async () => {
    const visitor = newDemoVisitor(testApp);
    const stored = await testApp.database.db.$count(demoItems);
    await testApp.database.db
      .insert(demoItems)
      .values(Array.from({ length: DEMO_ITEMS_MAX - stored }, (_, index) => ({ title: `Filler ${index}` })));

    const full = await visitor.create({ title: 'One too many' });
    expect(full.status).toBe(409);
    expect((await full.json()).message).toMatch(/full.*at most 100 items/);

    const [oldest] = (await (await visitor.list()).json()).slice(-1);
    expect((await visitor.remove(oldest.id)).status).toBe(204);
    expect((await visitor.create({ title: 'Fits again' })).status).toBe(201);
    expect(await testApp.database.db.$count(demoItems)).toBe(DEMO_ITEMS_MAX);
  });
});
