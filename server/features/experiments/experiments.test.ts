import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { experimentExposures } from '../../db/schema/index.ts';

const newExperiment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Greeting test',
  description: 'Does a warmer greeting get more signups?',
  variantA: { name: 'Control', description: 'Today', config: {} },
  variantB: { name: 'Variant', description: 'Playful', config: { tone: 'playful', useEmoji: true } },
  trafficSplit: 50,
  conversionGoal: 'signup',
  ...overrides,
});

describe.each(testDatabaseKinds())('experiments API [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestBrowser;
  let artist: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    admin = (
      await createArtist(testApp.url, { email: TEST_ADMIN_EMAIL, artistName: 'Studio', styles: ['Realism'] })
    ).browser;
    artist = (
      await createArtist(testApp.url, { email: 'ana@example.com', artistName: 'Ana', styles: ['Japanese'] })
    ).browser;
  });
  afterAll(() => testApp.close());

  const call = (who: TestBrowser | null, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    requestJson(testApp.url, who, method, path, body);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await call(admin, 'POST', '/api/admin/experiments', newExperiment(overrides));
    expect(created.status).toBe(201);
    return created.body as { id: string };
  };

  it('answers 401 signed out and 403 to an artist on every experiment call, before reading the body', async () => {
    const { id } = await create();
    const calls = [
      ['GET', '/api/admin/experiments', undefined],
      ['POST', '/api/admin/experiments', newExperiment()],
      ['POST', '/api/admin/experiments', { nonsense: true }],
      ['PATCH', `/api/admin/experiments/${id}`, { status: 'active' }],
      ['GET', `/api/admin/experiments/${id}/results`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect(await call(null, method, path, body)).toEqual({
        status: 401,
        body: { message: 'Unauthorized' },
      });
      expect(await call(artist, method, path, body)).toEqual({
        status: 403,
        body: { message: 'Admin access required' },
      });
    }
    const { body } = await call(admin, 'GET', `/api/admin/experiments/${id}`);
    expect(body.message).toMatch(/No route/);
  });

  it('creates a draft with the spec defaults and lists the newest first', async () => {
    const first = await create({ name: 'First' });
    const minimal = await call(admin, 'POST', '/api/admin/experiments', {
      name: '  Minimal  ',
      variantA: { name: 'Control' },
      variantB: { name: 'Variant' },
    });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({
      name: 'Minimal',
      description: '',
      status: 'draft',
      trafficSplit: 50,
      conversionGoal: 'signup',
      startDate: null,
      endDate: null,
      variantA: { name: 'Control', description: '', config: {} },
    });
    const { body: list } = await call(admin, 'GET', '/api/admin/experiments');
    const ids = list.map((experiment: { id: string }) => experiment.id);
    expect(ids.indexOf(minimal.body.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ trafficSplit: 5 }, 'trafficSplit', 'trafficSplit must be at least 10'],
    [{ trafficSplit: 91 }, 'trafficSplit', 'trafficSplit must be at most 90'],
    [{ trafficSplit: 50.5 }, 'trafficSplit', 'trafficSplit must be a whole number'],
    [{ conversionGoal: 'purchase' }, 'conversionGoal', 'conversionGoal must be one of'],
    [{ isAdmin: true }, 'isAdmin', 'Unknown field'],
    [{ variantB: { name: 'B', config: { mood: 'sunny' } } }, 'variantB', 'config.mood is not a setting'],
    [{ variantB: { name: 'B', config: { tone: 'casual' } } }, 'variantB', 'config.tone must be one of'],
    [
      { variantA: { name: 'A', config: { useEmoji: 'yes' } } },
      'variantA',
      'config.useEmoji must be true or false',
    ],
    [
      { variantA: { name: 'A', config: { questionOrder: ['budget', 'mood'] } } },
      'variantA',
      'config.questionOrder',
    ],
    [{ variantA: { name: 'A', config: '{"tone":"playful"}' } }, 'variantA', 'config must be a JSON object'],
    [{ variantA: { name: '', config: {} } }, 'variantA', 'Variant name is required'],
  ])('refuses %j with a 400 naming %s', async (overrides, field, message) => {
    const { status, body } = await call(admin, 'POST', '/api/admin/experiments', newExperiment(overrides));
    expect(status).toBe(400);
    expect(body.errors[field]).toContain(message);
    expect(body.message).toContain(field);
  });

  it('accepts every documented config setting', async () => {
    const config = {
      tone: 'professional',
      greeting: 'Good afternoon.',
      questionOrder: ['placement', 'size'],
      askBudgetEarly: true,
      useEmoji: false,
      showPortfolioEarly: true,
    };
    const { body } = await call(
      admin,
      'POST',
      '/api/admin/experiments',
      newExperiment({ variantB: { name: 'B', config } }),
    );
    expect(body.variantB.config).toEqual(config);
  });

  it('starts, pauses, resumes and completes with the spec §7 payloads, keeping the dates once set', async () => {
    const { id } = await create();
    const patch = (body: unknown) => call(admin, 'PATCH', `/api/admin/experiments/${id}`, body);

    const startDate = new Date().toISOString();
    const started = await patch({ status: 'active', startDate });
    expect(started).toMatchObject({ status: 200, body: { status: 'active', startDate, endDate: null } });
    expect((await patch({ status: 'paused' })).body).toMatchObject({ status: 'paused', startDate });
    expect((await patch({ status: 'active' })).body).toMatchObject({ status: 'active', startDate });
    const endDate = new Date(Date.parse(startDate) + 1000).toISOString();
    expect((await patch({ status: 'completed', endDate })).body).toMatchObject({
      status: 'completed',
      startDate,
      endDate,
    });
    const { body: list } = await call(admin, 'GET', '/api/admin/experiments');
    expect(list.find((experiment: { id: string }) => experiment.id === id)).toMatchObject({
      startDate,
      endDate,
    });

    for (const status of ['draft', 'active', 'paused', 'completed']) {
      const refused = await patch({ status, endDate });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.status).toBe(`The experiment is completed; it cannot become ${status}`);
    }
  });

  it('refuses to resume or pause a draft, and dates that do not belong to the move', async () => {
    const { id } = await create();
    const patch = (body: unknown) => call(admin, 'PATCH', `/api/admin/experiments/${id}`, body);
    // Resume is `active` without a startDate: only a paused experiment can be resumed.
    const resumeDraft = await patch({ status: 'active' });
    expect(resumeDraft.status).toBe(400);
    expect(resumeDraft.body.errors).toEqual({
      startDate: 'A draft is started with a startDate; only a paused experiment can be resumed',
    });
    expect((await patch({ status: 'paused' })).body.errors).toEqual({
      status: 'The experiment is draft; it cannot become paused',
    });
    expect((await patch({ status: 'completed', endDate: new Date().toISOString() })).status).toBe(400);
    expect((await patch({ status: 'active', startDate: 'yesterday' })).body.errors).toEqual({
      startDate: 'startDate must be an ISO 8601 date-time',
    });
    const now = new Date().toISOString();
    expect((await patch({ status: 'active', startDate: now, endDate: now })).body.errors).toEqual({
      endDate: 'endDate is set only when an experiment completes',
    });
    expect((await patch({ status: 'active', startDate: now, winner: 'B' })).body.errors).toEqual({
      winner: 'Unknown field',
    });

    expect((await patch({ status: 'active', startDate: now })).status).toBe(200);
    expect((await patch({ status: 'active' })).body.errors).toEqual({
      status: 'The experiment is active; it cannot become active',
    });
    await patch({ status: 'paused' });
    expect((await patch({ status: 'active', startDate: now })).body.errors).toEqual({
      startDate: 'startDate is set only when a draft starts',
    });
    expect((await patch({ status: 'completed' })).body.errors).toEqual({
      endDate: 'endDate is required to complete an experiment',
    });
    expect((await patch({ status: 'completed', endDate: '2024-12-31T00:00:00.000Z' })).body.errors).toEqual({
      endDate: 'endDate must not be before the start date',
    });
  });

  it('answers 404 for an unknown experiment and 400 naming id for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(admin, 'PATCH', `/api/admin/experiments/${unknown}`, { status: 'active' })).status,
    ).toBe(404);
    expect((await call(admin, 'GET', `/api/admin/experiments/${unknown}/results`)).status).toBe(404);
    const malformed = await call(admin, 'GET', '/api/admin/experiments/42/results');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('id');
  });

  it('computes the results from the stored exposures', async () => {
    const { id } = await create({ trafficSplit: 50 });
    // A: 150 visitors, 15 converted (10%); B: 160 visitors, 32 converted (20%).
    const rows = [
      ...Array.from({ length: 150 }, (_, index) => ({ variant: 'A' as const, converted: index < 15 })),
      ...Array.from({ length: 160 }, (_, index) => ({ variant: 'B' as const, converted: index < 32 })),
    ];
    await testApp.database.db.insert(experimentExposures).values(
      rows.map(({ variant, converted }) => ({
        experimentId: id,
        sessionId: nanoid(),
        variant,
        convertedAt: converted ? new Date() : null,
      })),
    );
    const { status, body } = await call(admin, 'GET', `/api/admin/experiments/${id}/results`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      experimentId: id,
      variantA: { visitors: 150, conversions: 15, conversionRate: 10 },
      variantB: { visitors: 160, conversions: 32, conversionRate: 20 },
      // Both over 100 visitors and 10 points apart: 'high', and B has the higher rate (spec §9).
      significance: 'high',
      winner: 'B',
    });
    // Two-proportion z ≈ 2.46 for this data, so P(B > A) is well above 0.99.
    expect(body.chanceBToBeatA).toBeGreaterThan(0.99);
    // χ² = (150 − 155)²/155 + (160 − 155)²/155 = 0.32: no mismatch.
    expect(body.sampleRatioMismatch.chiSquare).toBeCloseTo(50 / 155, 6);
    expect(body.sampleRatioMismatch.isMismatch).toBe(false);
  });

  it('flags a sample ratio mismatch and reports insufficient data without a winner', async () => {
    const { id } = await create({ trafficSplit: 20 });
    // Configured 80/20, observed 60/40 of 100: χ² = (60 − 80)²/80 + (40 − 20)²/20 = 25, p ≈ 5.7e-7.
    await testApp.database.db.insert(experimentExposures).values(
      Array.from({ length: 100 }, (_, index) => ({
        experimentId: id,
        sessionId: nanoid(),
        variant: index < 60 ? ('A' as const) : ('B' as const),
        convertedAt: index % 10 === 0 ? new Date() : null,
      })),
    );
    const { body } = await call(admin, 'GET', `/api/admin/experiments/${id}/results`);
    expect(body).toMatchObject({
      variantA: { visitors: 60, conversions: 6, conversionRate: 10 },
      variantB: { visitors: 40, conversions: 4, conversionRate: 10 },
      significance: 'insufficient',
      winner: null,
      sampleRatioMismatch: { isMismatch: true },
    });
    expect(body.sampleRatioMismatch.chiSquare).toBeCloseTo(25, 6);
    expect(body.sampleRatioMismatch.pValue).toBeCloseTo(5.73e-7, 8);
  });
});
