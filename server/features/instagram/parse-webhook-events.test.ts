import { describe, expect, it } from 'vitest';
import { parseWebhookEvents } from './parse-webhook-events.ts';
import { webhookPayloadSchema } from './webhook-payload.ts';

const ACCOUNT = '17841400000000001';
const CLIENT = '17841400000000002';

const item = (body: Record<string, unknown>, from = CLIENT, to = ACCOUNT) => ({
  sender: { id: from },
  recipient: { id: to },
  timestamp: 1_700_000_000_000,
  ...body,
});

const parse = (payload: unknown) => parseWebhookEvents(webhookPayloadSchema.parse(payload));

describe('parseWebhookEvents (reference A2 shapes)', () => {
  it('splits a batch of several entries and several messaging items, in order', () => {
    const other = '17841400000000009';
    const batches = parse({
      object: 'instagram',
      entry: [
        {
          id: ACCOUNT,
          time: 1,
          messaging: [
            item({ message: { mid: 'm1', text: 'hi' } }),
            item({ message: { mid: 'm2', text: 'price?' } }),
          ],
        },
        { id: other, time: 2, messaging: [item({ message: { mid: 'm3', text: 'yo' } }, CLIENT, other)] },
      ],
    });
    expect(
      batches.map((batch) => [
        batch.accountId,
        batch.events.map((event) => event.kind === 'message' && event.mid),
      ]),
    ).toEqual([
      [ACCOUNT, ['m1', 'm2']],
      [other, ['m3']],
    ]);
  });

  it('types every messaging event: text, image, story reply, echo, reaction, read, unsend, postback, story mention', () => {
    const { events } = parse({
      object: 'instagram',
      entry: [
        {
          id: ACCOUNT,
          time: 1,
          messaging: [
            item({ message: { mid: 'text', text: 'MESSAGE-TEXT' } }),
            item({
              message: {
                mid: 'image',
                attachments: [{ type: 'image', payload: { url: 'https://lookaside.fbsbx.com/x' } }],
              },
            }),
            item({
              message: {
                mid: 'story-reply',
                text: 'love this',
                reply_to: { story: { id: 'S1', url: 'https://cdn/s1' } },
              },
            }),
            item({ message: { mid: 'echo', text: 'See you Tuesday', is_echo: true } }, ACCOUNT, CLIENT),
            item({ reaction: { mid: 'text', action: 'react', reaction: 'love', emoji: '❤️' } }),
            item({ read: { mid: 'echo' } }),
            item({ message: { mid: 'text', is_deleted: true } }),
            item({ postback: { mid: 'pb', title: 'Book', payload: 'BOOK' } }),
            item({
              message: {
                mid: 'mention',
                attachments: [{ type: 'story_mention', payload: { url: 'https://cdn/m' } }],
              },
            }),
          ],
        },
      ],
    })[0]!;
    expect(events.map((event) => event.kind)).toEqual([
      'message',
      'message',
      'message',
      'echo',
      'reaction',
      'read',
      'unsend',
      'postback',
      'story-mention',
    ]);
    expect(events.every((event) => event.clientId === CLIENT && event.accountId === ACCOUNT)).toBe(true);
    expect(events[1]).toMatchObject({
      attachments: [{ type: 'image', url: 'https://lookaside.fbsbx.com/x' }],
    });
    expect(events[2]).toMatchObject({ text: 'love this', replyToStory: { id: 'S1', url: 'https://cdn/s1' } });
    expect(events[3]).toMatchObject({ kind: 'echo', text: 'See you Tuesday' });
    expect(events[0]!.occurredAt).toEqual(new Date(1_700_000_000_000));
  });

  it("types a comment on the artist's post, the artist's own too (the Comments log says why it got no reply)", () => {
    const comment = (from: string) => ({
      field: 'comments',
      value: {
        id: `c-${from}`,
        from: { id: from, username: 'fan' },
        text: 'how much?',
        media: { id: 'M1', media_product_type: 'FEED' },
      },
    });
    const { events } = parse({
      object: 'instagram',
      entry: [
        {
          id: ACCOUNT,
          time: 1_700_000_000,
          changes: [comment(CLIENT), comment(ACCOUNT), { field: 'mentions', value: {} }],
        },
      ],
    })[0]!;
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'comment',
        occurredAt: new Date(1_700_000_000_000),
        commentId: `c-${CLIENT}`,
        clientId: CLIENT,
        username: 'fan',
        mediaId: 'M1',
        text: 'how much?',
      }),
      expect.objectContaining({ kind: 'comment', commentId: `c-${ACCOUNT}`, clientId: ACCOUNT }),
    ]);
  });

  it('refuses payloads that are not Instagram webhooks', () => {
    expect(webhookPayloadSchema.safeParse({ object: 'page', entry: [{ id: '1', time: 1 }] }).success).toBe(
      false,
    );
    expect(webhookPayloadSchema.safeParse({ object: 'instagram', entry: [] }).success).toBe(false);
    expect(
      webhookPayloadSchema.safeParse({
        object: 'instagram',
        entry: [{ id: '1', time: 1, messaging: [{ sender: {} }] }],
      }).success,
    ).toBe(false);
  });
});
