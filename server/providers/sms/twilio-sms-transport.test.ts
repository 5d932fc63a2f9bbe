import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTwilioServer } from '../../../tests/fakes/fake-twilio-server.ts';
import { createTwilioSmsTransport } from './twilio-sms-transport.ts';
import { SmsRefusedError } from './types.ts';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';

/** Decision 068: the Twilio adapter speaks the Messages API to a local fake over real HTTP. */
describe('the Twilio SMS adapter', () => {
  const fake = new FakeTwilioServer({ accountSid: ACCOUNT, authToken: TOKEN });
  const transport = (overrides: Partial<Parameters<typeof createTwilioSmsTransport>[0]> = {}) =>
    createTwilioSmsTransport({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: '+15005550006',
      baseUrl: fake.url,
      ...overrides,
    });
  const message = { id: 'row-1', to: '+351912345678', body: 'Ana Ink: your small piece is tomorrow.' };

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('posts To, From and Body form-encoded with Basic auth and answers the message sid', async () => {
    const { providerId } = await transport().send(message);
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messages.at(-1)).toEqual({
      sid: providerId,
      to: '+351912345678',
      from: '+15005550006',
      messagingServiceSid: null,
      body: message.body,
    });
  });

  it('sends from a Messaging Service instead of a number when one is configured', async () => {
    await transport({ from: undefined, messagingServiceSid: 'MG0123' }).send(message);
    expect(fake.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: 'MG0123' });
  });

  it('refuses for good a number that replied STOP (21610), and says it is an opt-out', async () => {
    fake.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const error = await transport()
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect(error).toMatchObject({
      code: 21610,
      isOptOut: true,
      message: 'Twilio 400 (21610): Attempt to send to unsubscribed recipient',
    });
  });

  it('refuses for good a number that is not a mobile one (21614), not as an opt-out', async () => {
    fake.failNext({ status: 400, code: 21614, message: "'To' number is not a valid mobile number" });
    await expect(transport().send(message)).rejects.toMatchObject({ code: 21614, isOptOut: false });
  });

  it("throws a retryable error naming Twilio's code on a 5xx, a 429 and bad credentials", async () => {
    fake.failNext(
      { status: 503, code: 20503, message: 'Service unavailable' },
      { status: 429, code: 20429, message: 'Too Many Requests' },
    );
    for (const said of ['Twilio 503 (20503): Service unavailable', 'Twilio 429 (20429): Too Many Requests']) {
      const error = await transport()
        .send(message)
        .catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(SmsRefusedError);
      expect((error as Error).message).toBe(said);
    }
    await expect(transport({ authToken: 'wrong' }).send(message)).rejects.toThrow('Twilio 401 (20003)');
  });
});
