import { createOutboxTransport } from './outbox-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import type { MailTransport } from './types.ts';

/** SMTP when SMTP_URL is set, else the local outbox under DATA_DIR/mail (decision 020). */
export function createMailTransport(env: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createOutboxTransport(env.DATA_DIR);
}
