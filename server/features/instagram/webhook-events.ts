/**
 * One Instagram webhook event, typed: what the 'instagram-webhook' job hands to the inbox for each messaging
 * item or comment change in a delivery (reference A2). Ids are strings (Instagram ids exceed 2^53).
 * `accountId` is the artist's professional account (`entry.id`); `clientId` is the other party's IGSID.
 */
interface EventBase {
  accountId: string;
  clientId: string;
  /** When the client (or the artist, for an echo) acted: the item's `timestamp`. */
  occurredAt: Date;
}

export interface IncomingAttachment {
  /** image, video, audio, file, reel, ig_reel, share, story_mention, fallback… (kept as Meta sends it). */
  type: string;
  url?: string;
}

/** A client's DM: text, attachments, or both; a story reply notes the story it replies to. */
export interface MessageEvent extends EventBase {
  kind: 'message';
  mid: string;
  text?: string;
  attachments: IncomingAttachment[];
  replyToStory?: { id: string; url?: string };
  replyToMid?: string;
  quickReplyPayload?: string;
  /** Meta flags media it cannot deliver; there is nothing to read. */
  isUnsupported: boolean;
}

/** A message the artist's own account sent (from the Instagram app or through the API): `is_echo`. */
export interface EchoEvent extends EventBase {
  kind: 'echo';
  mid: string;
  text?: string;
  attachments: IncomingAttachment[];
}

export interface ReactionEvent extends EventBase {
  kind: 'reaction';
  mid: string;
  action: 'react' | 'unreact';
  reaction?: string;
  emoji?: string;
}

export interface ReadEvent extends EventBase {
  kind: 'read';
  mid: string;
}

/** The client deleted one of their messages: `message.is_deleted`. */
export interface UnsendEvent extends EventBase {
  kind: 'unsend';
  mid: string;
}

export interface PostbackEvent extends EventBase {
  kind: 'postback';
  mid?: string;
  title?: string;
  payload?: string;
}

/** The client mentioned the artist in their story (an attachment of type story_mention). */
export interface StoryMentionEvent extends EventBase {
  kind: 'story-mention';
  mid: string;
  url?: string;
}

/** A comment on one of the artist's posts (`changes[].field = comments`); `clientId` is the commenter, the artist included. */
export interface CommentEvent extends EventBase {
  kind: 'comment';
  commentId: string;
  text: string;
  username?: string;
  mediaId?: string;
  mediaProductType?: string;
  parentId?: string;
}

export type InstagramEvent =
  | MessageEvent
  | EchoEvent
  | ReactionEvent
  | ReadEvent
  | UnsendEvent
  | PostbackEvent
  | StoryMentionEvent
  | CommentEvent;
