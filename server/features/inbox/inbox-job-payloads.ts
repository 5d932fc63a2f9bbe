/** The inbox's jobs on the durable queue (issue #10 sending, comments). */
declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /**
     * Answers one stored client DM: queued in the transaction that stores the DM, so a crash between the two
     * cannot lose the reply (decision 027); its effects commit with the job's completion.
     */
    'instagram-answer': { artistId: string; messageId: string };
    /** One reply (one or more ≤1000-byte messages, sent in order) through the Send API, retried with backoff. */
    'instagram-send': { artistId: string; messageIds: string[] };
    /** One private reply to a comment asking about price or booking, inviting the commenter to DM. */
    'instagram-comment-reply': { artistId: string; commentId: string };
  }
}

export {};
