import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several app instances, on 127.0.0.1: each request goes to the next upstream in
 * turn, and the client's address is appended to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does
 * (whatever the client wrote stays to its left). Tests and scripts/fleet-check.ts run the fleet behind it.
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  let next = 0;
  const forwardedFor = (incoming: IncomingMessage) =>
    [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming) },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    // An upstream that is gone (a killed instance) answers 502, as a real balancer does before its health check.
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
