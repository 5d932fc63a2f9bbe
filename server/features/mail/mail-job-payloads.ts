declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Sends one outbox email (server/features/mail/send-email.ts); retried with backoff, decision 020. */
    'send-email': { emailId: string };
  }
}

export {};
