import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for Twilio's Messages API on 127.0.0.1 (decision 068), speaking its documented shapes:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From or MessagingServiceSid, and Body,
 * HTTP Basic auth with the Account SID and Auth Token; 201 with the Message resource (sid SM…, status queued);
 * errors as Twilio writes them, `{ code, message, more_info, status }`: 401 (20003) for bad credentials, 400
 * (21604/21602) for a missing To or Body, and whatever a test arranges with `failNext`.
 */
export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
}

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

interface ArrangedFailure {
  status: number;
  code: number;
  message: string;
}

const moreInfo = (code: number) => `https://www.twilio.com/docs/errors/${code}`;

export class FakeTwilioServer {
  readonly messages: FakeTwilioMessage[] = [];
  /** Every request the fake answered, successful or not. */
  requests = 0;
  private failures: ArrangedFailure[] = [];
  private server: Server | undefined;
  private port = 0;
  private readonly options: FakeTwilioOptions;

  constructor(options: FakeTwilioOptions) {
    this.options = options;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The next requests answer these errors in order (a 4xx Twilio refuses, a 5xx outage) instead of sending. */
  failNext(...failures: ArrangedFailure[]): void {
    this.failures.push(...failures);
  }

  /** Texts sent to one number, oldest first. */
  to(number: string): FakeTwilioMessage[] {
    return this.messages.filter((message) => message.to === number);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: moreInfo(code), status });

    const path = `/2010-04-01/Accounts/${this.options.accountSid}/Messages.json`;
    if (request.method !== 'POST' || request.url !== path)
      return error(404, 20404, `The requested resource ${request.url} was not found`);
    const expected = `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return error(400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!body) return error(400, 21602, 'Message body is required.');
    const failure = this.failures.shift();
    if (failure) return error(failure.status, failure.code, failure.message);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.messages.push({ sid, to, from, messagingServiceSid, body });
    const now = new Date().toUTCString();
    send(201, {
      sid,
      account_sid: this.options.accountSid,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      status: 'queued',
      num_segments: '1',
      num_media: '0',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      uri: `/2010-04-01/Accounts/${this.options.accountSid}/Messages/${sid}.json`,
    });
  }
}
