import nodemailer from 'nodemailer';
import { toMailOptions } from './compose-mime.ts';
import type { MailTransport } from './types.ts';

/** Seconds to wait on a silent SMTP server before the attempt fails and the job retries later. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends through the server in SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when offered,
 * smtps:// is TLS from the start), one connection per email: emails are few, and a pool would hold a
 * connection the server may drop between them.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(email) {
      await transporter.sendMail(toMailOptions(email));
    },
    close: () => transporter.close(),
  };
}
