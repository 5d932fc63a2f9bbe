/**
 * The Instagram API with Instagram Login, as Inkdesk uses it (../shared/reference/instagram-and-oidc.md).
 * One implementation speaks HTTP to whatever `INSTAGRAM_GRAPH_URL` / `INSTAGRAM_OAUTH_URL` point at: Meta in
 * production, the bundled sandbox Graph server on a fresh machine and in tests.
 */

/** Instagram ids are numbers above 2^53: always strings here, parsed losslessly. */
export type InstagramId = string;

export interface ShortLivedToken {
  accessToken: string;
  userId: InstagramId;
  permissions: string[];
}

export interface LongLivedToken {
  accessToken: string;
  /** Seconds, as Meta sends it (about 60 days). */
  expiresIn: number;
}

export interface InstagramProfile {
  /** The professional account id that webhooks carry as `entry[].id`. */
  userId: InstagramId;
  /** /me's `id`: app-scoped (reference A6, UNVERIFIED mapping); a deletion callback may name it. */
  appScopedId?: InstagramId;
  username: string;
  name?: string;
  profilePictureUrl?: string;
}

/**
 * A client's profile from the User Profile API (`GET /<IGSID>?fields=name,username,profile_pic`); every field
 * may be missing (a client without a name, or one Instagram will not describe).
 */
export interface ClientProfile {
  username?: string;
  name?: string;
  profilePicUrl?: string;
}

export type OutgoingMessage = { text: string } | { imageUrl: string };

export interface SendMessageInput {
  accessToken: string;
  accountId: InstagramId;
  recipientId: InstagramId;
  message: OutgoingMessage;
  /** Only for a human's reply between 24 hours and 7 days after the client's last message. */
  tag?: 'HUMAN_AGENT';
}

export interface InstagramMedia {
  id: InstagramId;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  mediaUrl?: string;
  caption?: string;
  permalink?: string;
  timestamp?: string;
  children?: { id: InstagramId; mediaType: 'IMAGE' | 'VIDEO'; mediaUrl?: string }[];
}

export interface MediaPage {
  media: InstagramMedia[];
  /** Pass back to read the next page; absent on the last one. */
  after?: string;
}

export interface InstagramGraph {
  authorizeUrl(input: { redirectUri: string; state: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ShortLivedToken>;
  exchangeForLongLivedToken(shortLived: string): Promise<LongLivedToken>;
  refreshLongLivedToken(longLived: string): Promise<LongLivedToken>;
  getProfile(accessToken: string): Promise<InstagramProfile>;
  /** The User Profile API for a client who messaged the account (their consent is that message). */
  getClientProfile(input: { accessToken: string; clientId: InstagramId }): Promise<ClientProfile>;
  subscribeApp(accessToken: string): Promise<void>;
  unsubscribeApp(accessToken: string): Promise<void>;
  /** Resolves with the sent message id; throws InstagramApiError (status 429 is retryable). */
  sendMessage(input: SendMessageInput): Promise<{ messageId: string }>;
  sendPrivateReply(input: {
    accessToken: string;
    accountId: InstagramId;
    commentId: string;
    text: string;
  }): Promise<void>;
  listMedia(input: { accessToken: string; after?: string }): Promise<MediaPage>;
}
