import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const FAKE_SMTP_USER = 'inkdesk';
export const FAKE_SMTP_PASSWORD = 'smtp-secret';

/** One message as the server received it: the envelope, the raw MIME, and mailparser's reading of it. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 for tests: it requires AUTH with the fake's
 * credentials, keeps every message it accepts, and can refuse the next few with a temporary 451, as a
 * greylisting or overloaded server does.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMessage[] = [];
  /** Messages refused so far. */
  refusals = 0;
  private toRefuse = 0;
  private readonly server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (this.toRefuse > 0) {
          this.toRefuse--;
          this.refusals++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          parsed: await simpleParser(raw),
        });
        callback();
      });
    },
  });

  /** Refuses the next `count` messages (451, temporary), then accepts again. */
  refuseNext(count: number) {
    this.toRefuse = count;
  }

  /** Listens on a free port; resolves with the SMTP_URL that reaches it with the right credentials. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
