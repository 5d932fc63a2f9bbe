declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Sends one stored text message (server/features/sms/send-sms.ts); retried with backoff, decision 068. */
    'send-sms': { smsId: string };
  }
}

export {};
