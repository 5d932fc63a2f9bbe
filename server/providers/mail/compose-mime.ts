import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { ComposedEmail } from './types.ts';

/** The one message nodemailer builds, whether SMTP carries it or the outbox files it. */
export function toMailOptions(email: ComposedEmail): Mail.Options {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    date: email.date,
    attachments: email.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

/** The email as an RFC 5322 message (.eml): what the outbox writes and the admin Outbox downloads. */
export function composeEml(email: ComposedEmail): Promise<Buffer> {
  return new MailComposer(toMailOptions(email)).compile().build();
}
