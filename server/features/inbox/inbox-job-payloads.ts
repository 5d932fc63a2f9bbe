/** The inbox's jobs on the durable queue (issue #10 sending, comments). */
declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** One reply (one or more ≤1000-byte messages, sent in order) through the Send API, retried with backoff. */
    'instagram-send': { artistId: string; messageIds: string[] };
    /** One private reply to a comment asking about price or booking, inviting the commenter to DM. */
    'instagram-comment-reply': { artistId: string; commentId: string };
  }
}

export {};
