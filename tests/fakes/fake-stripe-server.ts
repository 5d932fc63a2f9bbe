import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for Stripe on 127.0.0.1, speaking the documented shapes the app uses (decisions 023, 070):
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key honoured) in payment mode (a
 * deposit) and subscription mode (a plan's price), GET /v1/checkout/sessions/:id, POST
 * /v1/billing_portal/sessions, a hosted checkout page whose Pay button marks the session paid, sends the signed
 * events Stripe sends (Stripe-Signature: t=…,v1=HMAC-SHA256 of `${t}.${body}`) and redirects to the session's
 * success_url, and a hosted portal page (plan, cancel, card, and a test clock's "end the period"). Subscriptions
 * and invoices take the current API's shape (the period on the items, the invoice's subscription under
 * `parent.subscription_details`). Run as a script it reads FAKE_STRIPE_PORT, STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and FAKE_STRIPE_WEBHOOK_URL (Playwright's webServer starts it that way).
 */
export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The app's POST /api/webhooks/stripe. */
  webhookUrl: string;
  port?: number;
  /** Stripe's "now" for events, periods and signatures, like a Stripe test clock; the system clock by default. */
  clock?: () => Date;
  /** The account's prices, which the portal offers to switch between (else the prices its checkouts used). */
  prices?: string[];
}

/** A subscription as Stripe's API shows it (docs.stripe.com/api/subscriptions/object), the fields the app reads. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  created: number;
  items: {
    object: 'list';
    data: [
      {
        id: string;
        object: 'subscription_item';
        price: { id: string; object: 'price' };
        quantity: number;
        current_period_start: number;
        current_period_end: number;
      },
    ];
  };
}

/** A sent event, kept so a test can deliver it again (a replay) or late (out of order). */
export interface FakeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
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
  mode: 'payment' | 'subscription';
  customer: string | null;
  subscription: string | null;
  /** Subscription mode: the price subscribed to, and the metadata the subscription gets. */
  price: string | null;
  subscription_metadata: Record<string, string>;
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

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe's monthly period: the same day next month (UTC). */
const monthAfter = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return unix(date);
};

const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).flatMap(([key, entry]) =>
      typeof entry === 'string' ? [[key, entry]] : [],
    ),
  );

export class FakeStripeServer {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly events = new Map<string, FakeEvent>();
  readonly deliveries: WebhookDelivery[] = [];
  /** False holds new events back (kept in `events`), so a test can deliver them in an order of its own. */
  isDelivering = true;
  /** Customers whose card declines the next payment (Stripe's test card 4000 0000 0000 0341). */
  readonly decliningCustomers = new Set<string>();
  private readonly portalSessions = new Map<string, { customer: string; return_url: string }>();
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

  private now(): number {
    return unix(this.options.clock?.() ?? new Date());
  }

  /** What clicking Pay does: the session is paid, the app hears of it, and the browser goes to success_url. */
  async pay(id: string): Promise<FakeCheckoutSession> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    if (session.mode === 'subscription') return this.subscribe(session);
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

  /**
   * Checkout in subscription mode completes as Stripe's does: a customer (the given one, or a new one), an active
   * subscription on the price with the session's subscription_data metadata, then checkout.session.completed,
   * customer.subscription.created and invoice.paid.
   */
  private async subscribe(session: FakeCheckoutSession): Promise<FakeCheckoutSession> {
    const now = this.now();
    const customer = session.customer ?? `cus_${randomBytes(8).toString('hex')}`;
    const subscription: FakeSubscription = {
      id: `sub_${randomBytes(12).toString('hex')}`,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: session.subscription_metadata,
      created: now,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${randomBytes(8).toString('hex')}`,
            object: 'subscription_item',
            price: { id: session.price!, object: 'price' },
            quantity: 1,
            current_period_start: now,
            current_period_end: monthAfter(now),
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer,
      subscription: subscription.id,
    });
    await this.sendEvent('checkout.session.completed', session);
    await this.sendEvent('customer.subscription.created', subscription);
    await this.sendEvent('invoice.paid', this.invoiceOf(subscription, 'paid'));
    return session;
  }

  private invoiceOf(subscription: FakeSubscription, status: 'paid' | 'open') {
    return {
      id: `in_${randomBytes(10).toString('hex')}`,
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
  }

  private subscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    return subscription;
  }

  /** The portal's plan change: Stripe swaps the price at once (the app decides when a cheaper plan applies). */
  async changePrice(subscriptionId: string, price: string): Promise<FakeSubscription> {
    const subscription = this.subscription(subscriptionId);
    subscription.items.data[0].price = { id: price, object: 'price' };
    await this.sendEvent('customer.subscription.updated', subscription);
    return subscription;
  }

  /** The portal's Cancel (true) or Don't cancel (false). */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<FakeSubscription> {
    const subscription = this.subscription(subscriptionId);
    subscription.cancel_at_period_end = cancel;
    await this.sendEvent('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * The portal's card update: a declining card fails the next payment; a working one pays an open (failed) invoice
   * at once, as Stripe retries it when the card changes.
   */
  async setCardDeclines(subscriptionId: string, declines: boolean): Promise<void> {
    const subscription = this.subscription(subscriptionId);
    if (declines) {
      this.decliningCustomers.add(subscription.customer);
      return;
    }
    this.decliningCustomers.delete(subscription.customer);
    if (subscription.status !== 'past_due') return;
    subscription.status = 'active';
    await this.sendEvent('invoice.paid', this.invoiceOf(subscription, 'paid'));
    await this.sendEvent('customer.subscription.updated', subscription);
  }

  /**
   * What a Stripe test clock advanced to the period's end does: a cancelled subscription ends
   * (customer.subscription.deleted); any other renews into the next period and is charged, paid
   * (customer.subscription.updated, invoice.paid) or failed (invoice.payment_failed, then past_due).
   */
  async endPeriod(subscriptionId: string): Promise<FakeSubscription> {
    const subscription = this.subscription(subscriptionId);
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      await this.sendEvent('customer.subscription.deleted', subscription);
      return subscription;
    }
    const item = subscription.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = monthAfter(item.current_period_end);
    if (this.decliningCustomers.has(subscription.customer)) {
      await this.sendEvent('invoice.payment_failed', this.invoiceOf(subscription, 'open'));
      subscription.status = 'past_due';
      await this.sendEvent('customer.subscription.updated', subscription);
    } else {
      subscription.status = 'active';
      await this.sendEvent('customer.subscription.updated', subscription);
      await this.sendEvent('invoice.paid', this.invoiceOf(subscription, 'paid'));
    }
    return subscription;
  }

  /** Stripe's retries of a failed payment ran out: the subscription is cancelled (the default dunning setting). */
  async retriesRunOut(subscriptionId: string): Promise<FakeSubscription> {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'canceled';
    await this.sendEvent('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** Builds, keeps and delivers one signed event about `object` as it is now. */
  async sendEvent(type: string, object: object, created = this.now()): Promise<number> {
    const event: FakeEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created,
      // A snapshot: the object changes later, the event does not.
      data: { object: structuredClone(object) },
    };
    this.events.set(event.id, event);
    return this.isDelivering ? this.deliver(event) : 0;
  }

  /** Delivers a kept event (again, or late), freshly signed as Stripe's retries are; returns the app's status. */
  async deliver(event: FakeEvent): Promise<number> {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: event.created,
      type: event.type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: event.data,
    });
    const response = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signStripePayload(payload, this.options.webhookSecret, this.now()),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    this.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    return response.status;
  }

  /** The subscription whose metadata names `artistId`, as a test looks it up. */
  subscriptionOfArtist(artistId: string): FakeSubscription | undefined {
    return [...this.subscriptions.values()].findLast(
      (subscription) => subscription.metadata.artistId === artistId,
    );
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
        `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Fake Stripe Checkout</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${html}</body></html>`,
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

    const portalMatch = /^\/portal\/([\w-]+)(?:\/([\w-]+))?$/.exec(url.pathname);
    if (portalMatch) {
      const portal = this.portalSessions.get(portalMatch[1]!);
      const subscription = portal && this.subscriptionOfCustomer(portal.customer);
      if (!portal || !subscription) return page(404, '<h1>No such portal session</h1>');
      const action = portalMatch[2];
      if (request.method === 'POST' && action) {
        const form = new URLSearchParams(body);
        if (action === 'price') await this.changePrice(subscription.id, form.get('price') ?? '');
        if (action === 'cancel')
          await this.setCancelAtPeriodEnd(subscription.id, form.get('cancel') === 'true');
        if (action === 'card') await this.setCardDeclines(subscription.id, form.get('declines') === 'true');
        if (action === 'end-period') await this.endPeriod(subscription.id);
        if (action === 'retries-run-out') await this.retriesRunOut(subscription.id);
        response.writeHead(303, { location: `/portal/${portalMatch[1]}` });
        return response.end();
      }
      return page(200, this.portalPage(portalMatch[1]!, portal.return_url, subscription));
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
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const form = decodeStripeForm(body);
      const customer = text(form.customer);
      if (!customer || ![...this.subscriptions.values()].some((entry) => entry.customer === customer)) {
        return json(400, {
          error: {
            type: 'invalid_request_error',
            message: `No such customer: '${customer}'`,
            param: 'customer',
          },
        });
      }
      const id = `bps_${randomBytes(12).toString('hex')}`;
      const returnUrl = text(form.return_url) ?? '';
      this.portalSessions.set(id, { customer, return_url: returnUrl });
      return json(200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: returnUrl,
        created: this.now(),
        livemode: false,
        url: `${this.url}/portal/${id}`,
      });
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
    if (text(form.mode) === 'subscription') return this.createSubscriptionSession(form, invalid);
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
      metadata: stringRecord(form.metadata),
      mode: 'payment',
      customer: null,
      subscription: null,
      price: null,
      subscription_metadata: {},
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

  /** Checkout in subscription mode: one price (docs.stripe.com/api/checkout/sessions/create), a customer or an email. */
  private createSubscriptionSession(
    form: Record<string, FormValue>,
    invalid: (param: string, message: string) => { error: { type: string; message: string; param: string } },
  ): FakeCheckoutSession | { error: { type: string; message: string; param: string } } {
    const lineItems = Array.isArray(form.line_items) ? form.line_items : [];
    const price = text(record(lineItems[0]).price);
    const successUrl = text(form.success_url);
    if (!price) return invalid('line_items[0][price]', 'Missing required param: line_items[0][price].');
    if (!successUrl) return invalid('success_url', 'Missing required param: success_url.');
    if (text(form.customer) && text(form.customer_email)) {
      return invalid(
        'customer_email',
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    const now = this.now();
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_total: 0,
      amount_subtotal: 0,
      currency: 'usd',
      client_reference_id: text(form.client_reference_id) ?? null,
      customer_email: text(form.customer_email) ?? null,
      metadata: stringRecord(form.metadata),
      mode: 'subscription',
      customer: text(form.customer) ?? null,
      subscription: null,
      price,
      subscription_metadata: stringRecord(record(form.subscription_data).metadata),
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      cancel_url: text(form.cancel_url) ?? successUrl,
      url: this.checkoutPageUrl(id),
      expires_at: now + 86_400,
      created: now,
      livemode: false,
      payment_intent: null,
      description: `Subscription: ${price}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  private subscriptionOfCustomer(customer: string): FakeSubscription | undefined {
    return [...this.subscriptions.values()].findLast((subscription) => subscription.customer === customer);
  }

  /** The hosted portal: the price, change it, cancel or resume, the card, and the test clock's controls. */
  private portalPage(id: string, returnUrl: string, subscription: FakeSubscription): string {
    const price = subscription.items.data[0].price.id;
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000)
      .toISOString()
      .slice(0, 10);
    const button = (action: string, label: string, field = '', value = '') =>
      `<form method="post" action="/portal/${id}/${action}" style="display:inline">${field ? `<input type="hidden" name="${field}" value="${escapeHtml(value)}">` : ''}<button type="submit" style="margin:0.25rem 0;padding:0.5rem 0.8rem">${escapeHtml(label)}</button></form>`;
    const prices = [
      ...new Set([
        ...(this.options.prices ?? []),
        ...[...this.sessions.values()].flatMap((session) => (session.price ? [session.price] : [])),
      ]),
    ];
    return `<p style="color:#635bff;font-weight:600">Fake Stripe · customer portal</p>
<h1 style="font-size:1.4rem">Subscription</h1>
<p>Price <strong>${escapeHtml(price)}</strong> · ${subscription.status}${subscription.cancel_at_period_end ? ` · cancels ${periodEnd}` : ` · renews ${periodEnd}`}</p>
<p>${prices
      .filter((entry) => entry !== price)
      .map((entry) => button('price', `Switch to ${entry}`, 'price', entry))
      .join(' ')}</p>
<p>${subscription.cancel_at_period_end ? button('cancel', 'Don’t cancel', 'cancel', 'false') : button('cancel', 'Cancel plan', 'cancel', 'true')}
${this.decliningCustomers.has(subscription.customer) ? button('card', 'Use card 4242', 'declines', 'false') : button('card', 'Use card 0341 (declines)', 'declines', 'true')}</p>
<h2 style="font-size:1rem">Test clock</h2>
<p>${button('end-period', 'End the period')} ${subscription.status === 'past_due' ? button('retries-run-out', 'Retries run out') : ''}</p>
<p><a href="${escapeHtml(returnUrl)}">Return</a></p>`;
  }

  private checkoutPage(session: FakeCheckoutSession): string {
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(
      session.amount_total / 100,
    );
    if (session.status !== 'open') return `<h1>This checkout is ${session.status}</h1>`;
    if (session.mode === 'subscription') {
      return `<p style="color:#635bff;font-weight:600">Fake Stripe · test mode</p>
<h1 style="font-size:1.4rem">Subscribe to ${escapeHtml(session.price ?? '')}</h1>
${session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : ''}
<form method="post"><button type="submit" style="width:100%;padding:0.8rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:6px">Subscribe</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`;
    }
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
