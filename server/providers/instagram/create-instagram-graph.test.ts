import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInstagramGraph } from './create-instagram-graph.ts';
import { InstagramApiError } from './instagram-api-error.ts';

/** A Meta-shaped server on 127.0.0.1 that answers each call with the next scripted raw body. */
describe('createInstagramGraph over HTTP', () => {
  let server: Server;
  let base: string;
  let answers: { status: number; body: string }[];
  let seen: { method: string; url: string; contentType?: string; body: string }[];

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push({
        method: request.method!,
        url: request.url!,
        contentType: request.headers['content-type'],
        body: await read(request),
      });
      const answer = answers.shift() ?? { status: 500, body: '{}' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  beforeEach(() => {
    answers = [];
    seen = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const graph = () =>
    createInstagramGraph({ appId: 'APP', appSecret: 'SECRET', graphUrl: base, oauthUrl: base });

  it('exchanges a code (form-encoded, #_ stripped) in the flat form, keeping a user_id above 2^53 exact', async () => {
    answers.push({
      status: 200,
      body: '{"access_token":"IGQVJ-short","user_id":17841405793187218,"permissions":"instagram_business_basic"}',
    });
    const token = await graph().exchangeCode({ code: 'AQB123#_', redirectUri: 'https://app/cb' });
    expect(token).toEqual({
      accessToken: 'IGQVJ-short',
      userId: '17841405793187218',
      permissions: ['instagram_business_basic'],
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/oauth/access_token',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      client_id: 'APP',
      client_secret: 'SECRET',
      grant_type: 'authorization_code',
      redirect_uri: 'https://app/cb',
      code: 'AQB123',
    });
  });

  it('reads the data[0] form too', async () => {
    answers.push({
      status: 200,
      body: '{"data":[{"access_token":"IGQVJ-d","user_id":17841405793187219,"permissions":["instagram_business_basic","instagram_business_manage_messages"]}]}',
    });
    expect(await graph().exchangeCode({ code: 'x', redirectUri: 'https://app/cb' })).toEqual({
      accessToken: 'IGQVJ-d',
      userId: '17841405793187219',
      permissions: ['instagram_business_basic', 'instagram_business_manage_messages'],
    });
  });

  it('sends with the HUMAN_AGENT tag and reports throttling as retryable, other refusals as final', async () => {
    answers.push({ status: 200, body: '{"recipient_id":"1","message_id":"mid.1"}' });
    await graph().sendMessage({
      accessToken: 'T',
      accountId: '42',
      recipientId: '1',
      message: { text: 'hi' },
      tag: 'HUMAN_AGENT',
    });
    expect(seen[0]!.url).toBe('/v21.0/42/messages');
    expect(JSON.parse(seen[0]!.body)).toEqual({
      recipient: { id: '1' },
      message: { text: 'hi' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
    });

    const failures: [number, string, boolean][] = [
      [429, '{"error":{"message":"slow down","code":4}}', true],
      [
        400,
        '{"error":{"message":"(#613) Calls to this api have exceeded the rate limit.","code":613}}',
        true,
      ],
      [400, '{"error":{"message":"(#100) No matching user found","code":100}}', false],
      [500, 'oops', true],
    ];
    for (const [status, body, isRetryable] of failures) {
      answers.push({ status, body });
      const error = await graph()
        .sendMessage({ accessToken: 'T', accountId: '42', recipientId: '1', message: { text: 'hi' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InstagramApiError);
      expect((error as InstagramApiError).isRetryable).toBe(isRetryable);
    }
    await expect(
      graph().sendMessage({
        accessToken: 'T',
        accountId: '42',
        recipientId: '1',
        message: { text: 'é'.repeat(501) },
      }),
    ).rejects.toThrow(/1002 bytes/);
  });

  it('pages /me/media with the after cursor and reads carousel children', async () => {
    answers.push({
      status: 200,
      body: JSON.stringify({
        data: [
          {
            id: '1',
            media_type: 'CAROUSEL_ALBUM',
            caption: 'c',
            children: { data: [{ id: '11', media_type: 'IMAGE', media_url: 'https://x/11' }] },
          },
          { id: '2', media_type: 'STORY' },
        ],
        paging: { cursors: { before: 'b', after: 'A1' }, next: `${base}/next` },
      }),
    });
    answers.push({
      status: 200,
      body: JSON.stringify({
        data: [{ id: '3', media_type: 'IMAGE' }],
        paging: { cursors: { after: 'A2' } },
      }),
    });
    const first = await graph().listMedia({ accessToken: 'T' });
    expect(first).toEqual({
      media: [
        expect.objectContaining({
          id: '1',
          mediaType: 'CAROUSEL_ALBUM',
          children: [{ id: '11', mediaType: 'IMAGE', mediaUrl: 'https://x/11' }],
        }),
      ],
      after: 'A1',
    });
    const second = await graph().listMedia({ accessToken: 'T', after: 'A1' });
    expect(second.after).toBeUndefined();
    expect(new URL(seen[1]!.url, base).searchParams.get('after')).toBe('A1');
  });
});
