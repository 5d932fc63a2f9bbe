import type { IncomingAttachment, InstagramEvent } from './webhook-events.ts';
import type { WebhookMessagingItem, WebhookPayload } from './webhook-payload.ts';
import { commentValueSchema } from './webhook-payload.ts';

/** Each entry of a delivery, with its typed events in the order Meta sent them (reference A2: loop over both). */
export function parseWebhookEvents(
  payload: WebhookPayload,
): { accountId: string; events: InstagramEvent[] }[] {
  return payload.entry.map((entry) => ({
    accountId: entry.id,
    events: [
      ...[...(entry.messaging ?? []), ...(entry.standby ?? [])].flatMap((item) =>
        messagingEvents(entry.id, item),
      ),
      ...(entry.changes ?? []).flatMap((change) => commentEvents(entry.id, entryTime(entry.time), change)),
    ],
  }));
}

function messagingEvents(accountId: string, item: WebhookMessagingItem): InstagramEvent[] {
  const occurredAt = new Date(item.timestamp);
  const sender = item.sender.id;
  const recipient = item.recipient.id;
  // For an echo the account is the sender; for everything else the client is (reference A2).
  const base = { accountId, clientId: sender === accountId ? recipient : sender, occurredAt };
  if (item.reaction) {
    const { mid, action, reaction, emoji } = item.reaction;
    return [{ ...base, kind: 'reaction', mid, action, reaction, emoji }];
  }
  if (item.read) return [{ ...base, kind: 'read', mid: item.read.mid }];
  if (item.postback) return [{ ...base, kind: 'postback', ...item.postback }];
  const message = item.message;
  if (!message) return [];
  if (message.is_deleted) return [{ ...base, kind: 'unsend', mid: message.mid }];
  const attachments: IncomingAttachment[] = (message.attachments ?? []).map((attachment) => ({
    type: attachment.type,
    url: attachment.payload?.url,
  }));
  if (message.is_echo) return [{ ...base, kind: 'echo', mid: message.mid, text: message.text, attachments }];
  const mention = attachments.find((attachment) => attachment.type === 'story_mention');
  if (mention) return [{ ...base, kind: 'story-mention', mid: message.mid, url: mention.url }];
  const story = message.reply_to?.story;
  return [
    {
      ...base,
      kind: 'message',
      mid: message.mid,
      text: message.text,
      attachments,
      replyToStory: story ? { id: story.id, url: story.url } : undefined,
      replyToMid: message.reply_to?.mid,
      quickReplyPayload: message.quick_reply?.payload,
      isUnsupported: message.is_unsupported ?? false,
    },
  ];
}

/** `entry.time` is in milliseconds for messaging and in seconds in Meta's comments sample (reference A2). */
const entryTime = (time: number) => new Date(time < 1e12 ? time * 1000 : time);

function commentEvents(
  accountId: string,
  occurredAt: Date,
  change: { field: string; value: unknown },
): InstagramEvent[] {
  if (change.field !== 'comments') return [];
  const parsed = commentValueSchema.safeParse(change.value);
  if (!parsed.success) return [];
  const value = parsed.data;
  return [
    {
      kind: 'comment',
      accountId,
      clientId: value.from.id,
      occurredAt,
      commentId: value.id,
      text: value.text,
      username: value.from.username,
      mediaId: value.media?.id,
      mediaProductType: value.media?.media_product_type,
      parentId: value.parent_id,
    },
  ];
}
