// TEST DOUBLE of the Stripe API (https://docs.stripe.com/api), for tests and offline development. It
// moves no money: it keeps customers, products, prices, subscriptions, invoices and billing-portal
// sessions in memory and answers the official SDK as Stripe documents — form-encoded requests with
// bracket notation (`items[0][price]`, `expand[0]`), `Authorization: Bearer sk_test_…`, list objects,
// `expand`, and errors shaped `{ error: { type, code, param, message } }` with a 4xx status. Objects carry
// the fields this product reads, in the shape of the API version the SDK pins (billing periods on the
// subscription items, the invoice's client secret at `confirmation_secret`, which is only returned when
// expanded). Tests move a subscription through Stripe's states with setSubscription(). For offline
// development it also serves a Stripe.js double (stripe-js.ts) at /v3, whose confirmPayment() pays the
// first invoice here; the subscription then becomes active and, given a webhook endpoint, the double
// sends it signed `invoice.paid` and `customer.subscription.updated` events, as Stripe would (and
// `customer.subscription.deleted` when a subscription is cancelled). Tests make an endpoint fail with fail().
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { stripeJsDouble } from './stripe-js';

type StripeObject = Record<string, unknown> & { id: string };
type StripeErrorBody = { status: number; message: string; code?: string; param?: string };

type SubscriptionPatch = {
  status?: string;
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
  /** A price id or lookup key the subscription moves to (a plan change). */
  price?: string;
};

export type StripeDoubleOptions = {
  secretKey?: string;
  publishableKey?: string;
  /** Where paid invoices are announced, signed with `secret` (an endpoint's `whsec_…`). */
  webhook?: { url: string; secret: string };
};

export type StripeDouble = {
  port: number;
  /** The key the double accepts; any other `sk_test_…` key is refused as Stripe would. */
  secretKey: string;
  /** The key the Stripe.js double confirms payments with. */
  publishableKey: string;
  /** The Stripe.js double, for a page to load in place of https://js.stripe.com/v3. */
  stripeJsUrl: string;
  /** Webhook deliveries made, with the status the endpoint answered (0 when it could not be reached). */
  deliveries: { type: string; status: number }[];
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  customers: Map<string, StripeObject>;
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  setSubscription(id: string, patch: SubscriptionPatch): void;
  /** Makes every `method` request to `path` answer `status` with an api_error, as in an outage of that
   * endpoint (the SDK's retries fail too), until the returned function is called. */
  fail(method: string, path: string, status?: number): () => void;
  /** A webhook Event as Stripe sends it, wrapping a snapshot of the object. */
  event(type: string, object: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
};

class StripeApiError extends Error {
  constructor(readonly body: StripeErrorBody) {
    super(body.message);
  }
}

const missing = (kind: string, id: string, param: string, status = 400) =>
  new StripeApiError({ status, code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `a[b][0]=x&c[]=y` → `{a: {b: ['x']}, c: ['y']}`: Stripe's form encoding (qs with indexed arrays). */
function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      node[name] ??= {};
      node = node[name] as Record<string, unknown>;
    });
  }
  return withArrays(root) as Record<string, unknown>;
}

function withArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (!indexed) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
}

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

function required(body: Record<string, unknown>, param: string): string {
  const value = body[param];
  if (typeof value !== 'string' || value === '') {
    throw new StripeApiError({
      status: 400,
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
    });
  }
  return value;
}

function metadataOf(body: Record<string, unknown>): Record<string, string> {
  return (body.metadata as Record<string, string> | undefined) ?? {};
}

// Stripe's monthly periods keep the anchor day, or end on the month's last day when it is shorter.
function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const requests: StripeDouble['requests'] = [];
  const deliveries: StripeDouble['deliveries'] = [];
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  // Each first invoice's payment intent, by id: its client secret and the invoice it pays.
  const paymentIntents = new Map<string, { clientSecret: string; invoiceId: string }>();
  const outages = new Map<string, number>();

  const find = (map: Map<string, StripeObject>, kind: string, id: string, param: string, status?: number) => {
    const object = map.get(id);
    if (!object) throw missing(kind, id, param, status);
    return object;
  };

  function createPrice(body: Record<string, unknown>): StripeObject {
    const product = find(products, 'product', required(body, 'product'), 'product');
    const recurring = body.recurring as { interval?: string } | undefined;
    const lookupKey = typeof body.lookup_key === 'string' ? body.lookup_key : null;
    const holder = [...prices.values()].find((price) => lookupKey && price.lookup_key === lookupKey);
    if (holder && body.transfer_lookup_key !== 'true') {
      throw new StripeApiError({
        status: 400,
        param: 'lookup_key',
        message: `A price (\`${holder.id}\`) already uses that lookup key.`,
      });
    }
    if (holder) holder.lookup_key = null;
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: required(body, 'currency'),
      unit_amount: Number(required(body, 'unit_amount')),
      lookup_key: lookupKey,
      product: product.id,
      recurring: recurring?.interval
        ? { interval: recurring.interval, interval_count: 1, usage_type: 'licensed' }
        : null,
      type: recurring?.interval ? 'recurring' : 'one_time',
      metadata: metadataOf(body),
      created: seconds(new Date()),
      livemode: false,
    };
    prices.set(price.id, price);
    return price;
  }

  function createSubscription(body: Record<string, unknown>): StripeObject {
    const customer = find(customers, 'customer', required(body, 'customer'), 'customer');
    const items = (body.items as Record<string, string>[] | undefined) ?? [];
    const priceId = items[0]?.price;
    if (!priceId) {
      throw new StripeApiError({
        status: 400,
        code: 'parameter_missing',
        param: 'items',
        message: 'Missing required param: items.',
      });
    }
    const price = find(prices, 'price', priceId, 'items[0][price]');
    if (body.payment_behavior !== 'default_incomplete') {
      // The double's customers never have a card on file, so only the incomplete flow can start.
      throw new StripeApiError({
        status: 400,
        message: 'This customer has no attached payment source or default payment method.',
      });
    }
    const id = newId('sub');
    const now = new Date();
    const interval = (price.recurring as { interval: string }).interval;
    const paymentIntent = newId('pi');
    const clientSecret = `${paymentIntent}_secret_${randomBytes(12).toString('base64url')}`;
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: customer.id,
      status: 'open',
      currency: price.currency,
      amount_due: price.unit_amount,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: {} } },
      confirmation_secret: { type: 'payment_intent', client_secret: clientSecret },
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    paymentIntents.set(paymentIntent, { clientSecret, invoiceId: invoice.id });
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      items: list(`/v1/subscription_items?subscription=${id}`, [
        {
          id: newId('si'),
          object: 'subscription_item',
          price,
          quantity: 1,
          subscription: id,
          current_period_start: seconds(now),
          current_period_end: seconds(addMonths(now, interval === 'year' ? 12 : 1)),
        },
      ]),
      latest_invoice: invoice.id,
      metadata: metadataOf(body),
      payment_settings: body.payment_settings ?? null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: seconds(now),
      start_date: seconds(now),
      livemode: false,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  // Stripe returns a copy with the requested paths expanded; `confirmation_secret` is "includable".
  function render(subscription: StripeObject, expand: unknown): Record<string, unknown> {
    const paths = Array.isArray(expand) ? (expand as string[]) : [];
    const copy = structuredClone(subscription);
    const invoice = invoices.get(String(copy.latest_invoice));
    const { confirmation_secret, ...invoiceWithoutSecret } = invoice ?? { id: '', confirmation_secret: null };
    for (const path of paths) {
      if (path === 'latest_invoice') copy.latest_invoice = { ...invoiceWithoutSecret };
      else if (path === 'latest_invoice.confirmation_secret') {
        copy.latest_invoice = { ...invoiceWithoutSecret, confirmation_secret };
      } else {
        throw new StripeApiError({
          status: 400,
          param: 'expand',
          message: `This property cannot be expanded (${path.split('.').at(-1)}).`,
        });
      }
    }
    return copy;
  }

  function setSubscription(id: string, patch: SubscriptionPatch): void {
    const subscription = find(subscriptions, 'subscription', id, 'id');
    const [item] = (subscription.items as { data: Record<string, unknown>[] }).data;
    if (!item) throw new Error(`stripe double: subscription ${id} has no items`);
    if (patch.status) {
      subscription.status = patch.status;
      if (patch.status === 'canceled') {
        subscription.canceled_at = seconds(new Date());
        subscription.ended_at = subscription.canceled_at;
      }
    }
    if (patch.currentPeriodStart) item.current_period_start = seconds(patch.currentPeriodStart);
    if (patch.currentPeriodEnd) item.current_period_end = seconds(patch.currentPeriodEnd);
    if (patch.price) {
      const price =
        prices.get(patch.price) ??
        [...prices.values()].find((candidate) => candidate.lookup_key === patch.price);
      if (!price) throw new Error(`stripe double: no price ${patch.price}`);
      item.price = price;
    }
  }

  // Stripe cancels at once and keeps the object; a second cancel finds no such subscription.
  function cancelSubscription(id: string, expand: unknown): Record<string, unknown> {
    const subscription = find(subscriptions, 'subscription', id, 'id', 404);
    if (subscription.status === 'canceled') throw missing('subscription', id, 'id', 404);
    setSubscription(id, { status: 'canceled' });
    void announce('customer.subscription.deleted', render(subscription, []));
    return render(subscription, expand);
  }

  function createCustomer(body: Record<string, unknown>): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: metadataOf(body),
      created: seconds(new Date()),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createProduct(body: Record<string, unknown>): StripeObject {
    const productId = typeof body.id === 'string' ? body.id : newId('prod');
    if (products.has(productId)) {
      throw new StripeApiError({
        status: 400,
        code: 'resource_already_exists',
        param: 'id',
        message: 'Product already exists.',
      });
    }
    const product: StripeObject = {
      id: productId,
      object: 'product',
      active: true,
      name: required(body, 'name'),
      metadata: metadataOf(body),
      created: seconds(new Date()),
      livemode: false,
    };
    products.set(productId, product);
    return product;
  }

  function listPrices(query: Record<string, unknown>) {
    const keys = (query.lookup_keys as string[] | undefined) ?? [];
    const matches = [...prices.values()].filter(
      (price) =>
        (keys.length === 0 || keys.includes(String(price.lookup_key))) &&
        (query.active === undefined || String(price.active) === query.active),
    );
    return list('/v1/prices', matches.slice(0, Number(query.limit ?? 10)));
  }

  function createPortalSession(body: Record<string, unknown>) {
    const customer = find(customers, 'customer', required(body, 'customer'), 'customer');
    const sessionId = newId('bps');
    return {
      id: sessionId,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: body.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${sessionId}`,
      created: seconds(new Date()),
      livemode: false,
    };
  }

  function eventOf(type: string, object: Record<string, unknown>): Record<string, unknown> {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(new Date()),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  async function announce(type: string, object: Record<string, unknown>) {
    if (!options.webhook) return;
    const payload = JSON.stringify(eventOf(type, object));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    const status = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    }).then(
      (response) => response.status,
      () => 0,
    );
    deliveries.push({ type, status });
  }

  // What Stripe.js sends when the Payment Element is submitted. The double takes any payment: the
  // first invoice is paid, its subscription active, and the webhooks are sent before the answer.
  async function confirmPayment(id: string, body: Record<string, unknown>) {
    const intent = paymentIntents.get(id);
    if (!intent || body.client_secret !== intent.clientSecret)
      throw missing('payment_intent', id, 'intent', 404);
    const invoice = find(invoices, 'invoice', intent.invoiceId, 'invoice');
    if (invoice.status === 'paid') {
      throw new StripeApiError({
        status: 400,
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.',
      });
    }
    const { subscription_details } = invoice.parent as { subscription_details: { subscription: string } };
    invoice.status = 'paid';
    setSubscription(subscription_details.subscription, { status: 'active' });
    const { confirmation_secret: _secret, ...paid } = invoice;
    await announce('invoice.paid', paid);
    const subscription = find(subscriptions, 'subscription', subscription_details.subscription, 'id');
    await announce('customer.subscription.updated', render(subscription, []));
    return {
      id,
      object: 'payment_intent',
      status: 'succeeded',
      amount: invoice.amount_due,
      currency: invoice.currency,
      client_secret: intent.clientSecret,
      livemode: false,
    };
  }

  type Handler = (id: string, body: Record<string, unknown>, query: Record<string, unknown>) => unknown;
  const routes: [method: string, path: RegExp, handler: Handler][] = [
    ['POST', /^\/v1\/customers$/, (_id, body) => createCustomer(body)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => find(customers, 'customer', id, 'id', 404)],
    ['POST', /^\/v1\/products$/, (_id, body) => createProduct(body)],
    ['GET', /^\/v1\/products\/([^/]+)$/, (id) => find(products, 'product', id, 'id', 404)],
    ['GET', /^\/v1\/prices$/, (_id, _body, query) => listPrices(query)],
    ['POST', /^\/v1\/prices$/, (_id, body) => createPrice(body)],
    ['POST', /^\/v1\/subscriptions$/, (_id, body) => render(createSubscription(body), body.expand)],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, _body, query) => render(find(subscriptions, 'subscription', id, 'id', 404), query.expand),
    ],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (id, _body, query) => cancelSubscription(id, query.expand)],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_id, body) => createPortalSession(body)],
  ];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    // Stripe's API answers browsers from any origin (Stripe.js calls it with the publishable key).
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(payload));
    };
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const method = req.method ?? 'GET';
    const body = parseStripeForm(Buffer.concat(parts).toString('utf8'));
    const query = parseStripeForm(url.search.slice(1));
    requests.push({ method, path: url.pathname, body: method === 'GET' ? query : body });

    if (method === 'GET' && url.pathname === '/v3') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(stripeJsDouble(`http://127.0.0.1:${port}`));
      return;
    }
    const confirm = method === 'POST' ? /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname) : null;
    if (confirm) {
      if (body.key !== publishableKey) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        return;
      }
      await confirmPayment(decodeURIComponent(confirm[1] ?? ''), body).then(
        (intent) => send(200, intent),
        (error: unknown) => sendError(error),
      );
      return;
    }

    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      const shown = auth.replace(/^Bearer /, '').replace(/^(sk_test_).*(.{4})$/, '$1****$2');
      const message = auth
        ? `Invalid API Key provided: ${shown}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      send(401, { error: { type: 'invalid_request_error', message } });
      return;
    }
    const outage = outages.get(`${method} ${url.pathname}`);
    if (outage) {
      send(outage, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      return;
    }
    try {
      for (const [verb, pattern, handler] of routes) {
        const found = verb === method ? pattern.exec(url.pathname) : null;
        if (found) {
          send(200, handler(decodeURIComponent(found[1] ?? ''), body, query));
          return;
        }
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      });
    } catch (error) {
      sendError(error);
    }

    function sendError(error: unknown) {
      if (!(error instanceof StripeApiError)) {
        send(500, { error: { type: 'api_error', message: String(error) } });
        return;
      }
      const { status, ...details } = error.body;
      send(status, { error: { type: 'invalid_request_error', ...details } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    secretKey,
    publishableKey,
    stripeJsUrl: `http://127.0.0.1:${port}/v3`,
    deliveries,
    requests,
    customers,
    products,
    prices,
    subscriptions,
    setSubscription,
    fail(method, path, status = 500) {
      outages.set(`${method} ${path}`, status);
      return () => outages.delete(`${method} ${path}`);
    },
    event: eventOf,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
