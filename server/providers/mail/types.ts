/** A file sent with an email; `content` is its text (an .ics invite, a conversation transcript). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a feature hands to `queueEmail` (server/features/mail/queue-email.ts). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part; every link in it absolute (APP_URL). */
  text: string;
  /** The simple HTML part, built with server/features/mail/email-layout.ts so everything interpolated is escaped. */
  html: string;
  /** What the email is for, e.g. lead-received, human-requested, daily-digest, account-deleted. */
  kind: string;
  /**
   * Who reads it (decision 055): `artist`, an account's own address; `client`, an address a client typed, held by
   * the outbox until that client confirms it for `artistId`; `unconfirmed-client`, only the confirmation that
   * asks them to; `staff`, an address of Inkdesk's own from the environment (SALES_EMAIL). Required, so no new
   * email reaches a client without the outbox knowing it is one.
   */
  recipient: 'artist' | 'client' | 'unconfirmed-client' | 'staff';
  /** The artist it concerns; their emails are deleted with their account. Null for the deletion confirmation. */
  artistId?: string | null;
  /** The From's display name instead of MAIL_FROM's (a white-labelled studio's); the address is MAIL_FROM's. */
  senderName?: string;
  attachments?: MailAttachment[];
  /**
   * At most one email per key, ever: queueing again returns the first one and sends nothing. Lets a retried job
   * or a repeated event (a lead re-scored, a reminder rescheduled) queue its email safely.
   */
  dedupeKey?: string;
  /** Once sent, the stored copy forgets the address (the deletion confirmation, spec §4). */
  isRecipientErasedOnceSent?: boolean;
}

/** One email as it leaves: the stored row's content plus the headers fixed at sending. */
export interface ComposedEmail {
  /** The outbox row's id: the local outbox names its .eml after it. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** The Message-ID header, chosen before the first attempt so a retry sends the same message. */
  messageId: string;
  date: Date;
}

/** Where emails go: SMTP_URL's server, or the local outbox (DATA_DIR/mail) without one (decision 020). */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Delivers one email; throws when the server refuses it (the send-email job retries). */
  send(email: ComposedEmail): Promise<void>;
  close(): void;
}
