import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_ANSWER_TOPICS } from '#common/contracts/studio-answers.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

describe.each(testDatabaseKinds())('GET and PUT /api/studio-answers [%s]', (kind) => {
  let testApp: TestApp;
  let browser: TestBrowser;
  let other: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    browser = new TestBrowser(testApp.url);
    other = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'answers@example.com', name: 'Ada Answers' });
    await signIn(other, { email: 'other-answers@example.com', name: 'Otto Other' });
  });
  afterAll(() => testApp.close());

  const put = (as: TestBrowser, body: unknown) =>
    as.request('/api/studio-answers', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify(body),
    });
  const answersOf = async (as: TestBrowser) =>
    (await (await as.request('/api/studio-answers')).json()).answers;

  it('starts with every topic on its default: on, except the facts only the artist knows', async () => {
    const answers = await answersOf(browser);
    expect(answers.map((answer: { topic: string }) => answer.topic)).toEqual([...STUDIO_ANSWER_TOPICS]);
    const touchUps = answers.find((answer: { topic: string }) => answer.topic === 'touch_ups');
    expect(touchUps).toMatchObject({ topic: 'touch_ups', isOn: true, text: {} });
    // The defaults as clients get them, with the artist's name in place, in every language.
    expect(touchUps.defaults.en).toContain('Ada confirms it');
    expect(Object.keys(touchUps.defaults)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it']);
    expect(answers.find((answer: { topic: string }) => answer.topic === 'guest_spots').isOn).toBe(false);
  });

  it("saves the artist's words per language and switches, for that artist only", async () => {
    const response = await put(browser, {
      answers: [
        {
          topic: 'touch_ups',
          isOn: true,
          text: { en: '  One free touch-up within 8 weeks.  ', es: 'Un retoque gratis.' },
        },
        { topic: 'pain', isOn: false, text: {} },
      ],
    });
    expect(response.status).toBe(200);
    const answers = (await response.json()).answers;
    expect(answers.find((answer: { topic: string }) => answer.topic === 'touch_ups').text).toEqual({
      en: 'One free touch-up within 8 weeks.',
      es: 'Un retoque gratis.',
    });
    expect(await answersOf(browser)).toEqual(answers);
    expect(answers.find((answer: { topic: string }) => answer.topic === 'pain').isOn).toBe(false);
    const othersTouchUps = (await answersOf(other)).find(
      (answer: { topic: string }) => answer.topic === 'touch_ups',
    );
    expect(othersTouchUps.text).toEqual({});
  });

  it('names the field of a bad value in a 400', async () => {
    const unknown = await put(browser, { answers: [{ topic: 'tarot', isOn: true, text: {} }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/^answers: Topic must be one of/);
    const twice = await put(browser, {
      answers: [
        { topic: 'pain', isOn: true, text: {} },
        { topic: 'pain', isOn: false, text: {} },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toMatch(/^answers: Each topic may appear once/);
    const empty = await put(browser, { answers: [{ topic: 'pain', isOn: true, text: { fr: '  ' } }] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toMatch(/^answers: An answer cannot be empty/);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await fetch(`${testApp.url}/api/studio-answers`)).status).toBe(401);
  });
});
