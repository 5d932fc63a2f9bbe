import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for Stripe on 127.0.0.1, speaking the documented shapes the app uses (decision 023):
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key honoured), GET
 * /v1/checkout/sessions/:id, and a hosted checkout page whose Pay button marks the session paid, sends a
 * signed `checkout.session.completed` event to the app (Stripe-Signature: t=…,v1=HMAC-SHA256 of `${t}.${body}`)
 * and redirects to the session's success_url. Run as a script it reads FAKE_STRIPE_PORT, STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and FAKE_STRIPE_WEBHOOK_URL (Playwright's webServer starts it that way).
 */
export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The app's POST /api/webhooks/stripe. */
  webhookUrl: string;
  port?: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
  /** Not Stripe's: the product name, for the checkout page. */
  description: string;
}

/** What the fake sent to the app, and what the app answered. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number;
}

type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: `line_items[0][price_data][currency]=usd` → nested objects and arrays. */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const isLast = index === path.length - 1;
      const slot = node as Record<string, FormValue>;
      if (isLast) {
        slot[segment] = value;
        return;
      }
      slot[segment] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = slot[segment] as Record<string, FormValue>;
    });
  }
  return root;
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const record = (value: FormValue | undefined): Record<string, FormValue> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Stripe-Signature for a payload at a time, exactly as Stripe computes it. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class FakeStripeServer {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly deliveries: WebhookDelivery[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly options: FakeStripeOptions;
  private server: Server | undefined;
  url = '';

  constructor(options: FakeStripeOptions) {
    this.options = options;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The hosted page a session's `url` points at. */
  checkoutPageUrl(id: string): string {
    return `${this.url}/checkout/pay/${id}`;
  }

  /** What clicking Pay does: the session is paid, the app hears of it, and the browser goes to success_url. */
  async pay(id: string): Promise<FakeCheckoutSession> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    if (session.expires_at * 1000 < Date.now()) {
      session.status = 'expired';
      session.url = null;
      await this.sendEvent('checkout.session.expired', session);
      throw new Error(`Checkout session ${id} expired`);
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    await this.sendEvent('checkout.session.completed', session);
    return session;
  }

  /** Sends one signed event to the app, as Stripe's webhook delivery does; returns the app's status. */
  async sendEvent(type: string, session: FakeCheckoutSession): Promise<number> {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const response = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signStripePayload(payload, this.options.webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    this.deliveries.push({ eventId: event.id, type, status: response.status });
    return response.status;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    const page = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Checkout</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${html}</body></html>`,
      );
    };

    if (url.pathname === '/health') return json(200, { ok: true });

    const payMatch = /^\/checkout\/pay\/([\w-]+)$/.exec(url.pathname);
    if (payMatch) {
      const session = this.sessions.get(payMatch[1]!);
      if (!session) return page(404, '<h1>No such checkout</h1>');
      if (request.method === 'GET') return page(200, this.checkoutPage(session));
      if (request.method === 'POST') {
        try {
          await this.pay(session.id);
        } catch (error) {
          return page(409, `<h1>Payment not taken</h1><p>${escapeHtml((error as Error).message)}</p>`);
        }
        response.writeHead(303, {
          location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        return response.end();
      }
    }

    if (!url.pathname.startsWith('/v1/'))
      return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const repeated = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
      if (repeated) return json(200, this.sessions.get(repeated));
      const created = this.createSession(decodeStripeForm(body));
      if ('error' in created) return json(400, created);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, created.id);
      return json(200, created);
    }
    const getMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && getMatch) {
      const session = this.sessions.get(getMatch[1]!);
      if (!session)
        return json(404, {
          error: { type: 'invalid_request_error', message: `No such checkout.session: '${getMatch[1]}'` },
        });
      return json(200, session);
    }
    return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  }

  private createSession(
    form: Record<string, FormValue>,
  ): FakeCheckoutSession | { error: { type: string; message: string; param: string } } {
    const invalid = (param: string, message: string) => ({
      error: { type: 'invalid_request_error', message, param },
    });
    const lineItems = Array.isArray(form.line_items) ? form.line_items : [];
    const priceData = record(record(lineItems[0]).price_data);
    const amount = Number(text(priceData.unit_amount));
    const currency = text(priceData.currency);
    const successUrl = text(form.success_url);
    const cancelUrl = text(form.cancel_url);
    if (text(form.mode) !== 'payment') return invalid('mode', 'Missing required param: mode.');
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('line_items[0][price_data][unit_amount]', 'Invalid integer');
    if (!currency) return invalid('line_items[0][price_data][currency]', 'Missing required param: currency.');
    if (!successUrl) return invalid('success_url', 'Missing required param: success_url.');
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(text(form.expires_at) ?? now + 86_400);
    // Stripe's rule: a session stays open at least 30 minutes and at most 24 hours.
    if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 86_400) {
      return invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      );
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const quantity = Number(text(record(lineItems[0]).quantity) ?? 1);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_total: amount * quantity,
      amount_subtotal: amount * quantity,
      currency,
      client_reference_id: text(form.client_reference_id) ?? null,
      customer_email: text(form.customer_email) ?? null,
      metadata: Object.fromEntries(
        Object.entries(record(form.metadata)).flatMap(([key, value]) =>
          typeof value === 'string' ? [[key, value]] : [],
        ),
      ),
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      cancel_url: cancelUrl ?? successUrl,
      url: this.checkoutPageUrl(id),
      expires_at: expiresAt,
      created: now,
      livemode: false,
      payment_intent: null,
      description: text(record(priceData.product_data).name) ?? 'Payment',
    };
    this.sessions.set(id, session);
    return session;
  }

  private checkoutPage(session: FakeCheckoutSession): string {
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(
      session.amount_total / 100,
    );
    if (session.status !== 'open') return `<h1>This checkout is ${session.status}</h1>`;
    return `<p style="color:#635bff;font-weight:600">Fake Stripe · test mode</p>
<h1 style="font-size:1.4rem">${escapeHtml(session.description)}</h1>
<p style="font-size:2rem;margin:0.5rem 0">${escapeHtml(amount)}</p>
${session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : ''}
<form method="post"><button type="submit" style="width:100%;padding:0.8rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:6px">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`;
  }
}

const isScript = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isScript) {
  const fake = new FakeStripeServer({
    secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_fake',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake',
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:5000/api/webhooks/stripe',
    port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
  });
  console.log(`Fake Stripe listening on ${await fake.start()}`);
}
