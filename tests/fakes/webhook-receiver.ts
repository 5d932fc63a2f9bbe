import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One delivery the receiver accepted: its signature checked out. */
export interface ReceivedEvent {
  id: string;
  type: string;
  createdAt: string;
  /** JSON.parse's answer: each test reads the fields it expects. */
  data: ReturnType<typeof JSON.parse>;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  /** Where to subscribe: http://127.0.0.1:<port>/hooks. */
  url: string;
  /** Accepted deliveries, in the order they arrived. */
  received: ReceivedEvent[];
  /** Deliveries whose signature did not verify (answered 400). */
  rejected: number;
  /** The endpoint's signing secret, as its creation answered it. */
  useSecret(secret: string): void;
  /** What the receiver answers a verified delivery: 200 normally, 503 while it is "down" but listening. */
  answerWith(status: number): void;
  /** Stops listening: connections are refused until `comeBack`. */
  goDown(): Promise<void>;
  /** Listens on the same port again. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A customer's webhook endpoint, as the docs tell one to write it: it reads the raw body, checks
 * `Inkdesk-Signature: t=…,v1=…` with its own HMAC-SHA256 over `${t}.${body}` (not the server's code), and only
 * then trusts the event. Decision 079's tests run it on 127.0.0.1, on `port` (a free one when 0).
 */
export async function startWebhookReceiver({ port: wanted = 0 } = {}): Promise<WebhookReceiver> {
  let secret = '';
  let status = 200;
  const received: ReceivedEvent[] = [];
  const receiver = { rejected: 0 };
  const sockets = new Set<Socket>();

  const isSigned = (header: string | undefined, body: string) => {
    const parts = new Map(
      (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
    );
    const timestamp = parts.get('t');
    const signature = parts.get('v1');
    if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const makeServer = () => {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (request.method !== 'POST' || request.url !== '/hooks') {
          response.writeHead(404).end();
          return;
        }
        if (!isSigned(request.headers['inkdesk-signature'] as string | undefined, body)) {
          receiver.rejected += 1;
          response.writeHead(400).end('bad signature');
          return;
        }
        if (status < 300) received.push({ ...JSON.parse(body), headers: request.headers });
        response.writeHead(status).end();
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  };

  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  let server = makeServer();
  const port = await listen(server, wanted);
  let isUp = true;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get rejected() {
      return receiver.rejected;
    },
    useSecret: (value) => {
      secret = value;
    },
    answerWith: (value) => {
      status = value;
    },
    goDown: async () => {
      await stop(server);
      isUp = false;
    },
    comeBack: async () => {
      server = makeServer();
      await listen(server, port);
      isUp = true;
    },
    close: async () => {
      if (isUp) await stop(server);
    },
  };
}
