// @ts-check
// A local Stripe for `npm start` and the tests: a small stateful HTTP server speaking the part of
// Stripe's REST API that Tasklane calls (customers, tax rates, Checkout sessions in payment and
// subscription mode, payment intents, charges, refunds, prices, subscriptions, invoices, customer
// portal sessions, events), plus a hosted checkout page where a person types a test card and a
// portal page where they replace it. Tests move a subscription to its next period through
// POST /test/subscriptions/{id}/advance, as Stripe's test clocks do.
// The official `stripe` client reaches it through its host/port/protocol options, and webhooks
// are signed with the library's own test-header helper, so the production code path runs as is.
// State lives in memory; restarting it forgets everything, as a fresh Stripe test account would.
// The server and its state live here; each part of the API is its own module under stripe-standin/.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { HOST, PROJECT_ID, REGION, ports } from './ports.mjs';
import { STRIPE_LOCAL_SECRET_KEY } from './stripe-keys.mjs';
import { makeApi } from './stripe-standin/api.mjs';
import { makeCharges } from './stripe-standin/charges.mjs';
import { makeCheckout } from './stripe-standin/checkout.mjs';
import {
  API_VERSION,
  CARD_DECLINED,
  CARD_FAILS_LATER,
  CARD_OK,
  KNOWN_PRICES,
  id,
  makePrice,
  parseStripeForm,
} from './stripe-standin/common.mjs';
import { makeEvents } from './stripe-standin/events.mjs';
import { makeInvoices } from './stripe-standin/invoices.mjs';
import { TEXT, makePages } from './stripe-standin/pages.mjs';
import { makeSubscriptions } from './stripe-standin/subscriptions.mjs';

export { KNOWN_PRICES, parseStripeForm };

/**
 * Starts the stand-in. `webhookUrl` receives the signed events (the Functions emulator's
 * stripeWebhook by default). Resolves with its URL and a stop().
 * @param {{ port?: number, webhookUrl?: string, quiet?: boolean }} [options]
 */
export async function startStripeStandin({ port = ports.stripe, webhookUrl, quiet = false } = {}) {
  const target = webhookUrl ?? `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/stripeWebhook`;
  const base = `http://${HOST}:${port}`;
  const db = {
    customers: new Map(),
    tax_rates: new Map(),
    sessions: new Map(),
    payment_intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    portal_sessions: new Map(),
    /** customer id → the test card number on file (what Stripe would keep as a payment method). */
    cards: new Map(),
    /** @type {import('./stripe-standin/common.mjs').StripeEvent[]} Newest first. */
    events: [],
  };
  for (const p of KNOWN_PRICES) db.prices.set(p.id, makePrice(p));
  const idempotent = new Map();
  const log = (...a) => {
    if (!quiet) console.log('[stripe-standin]', ...a);
  };

  const { emit } = makeEvents({ db, target, log });
  const ctx = { db, emit, base };
  const { chargeCard, createRefund } = makeCharges(ctx);
  const { makeInvoice, attemptInvoice } = makeInvoices(ctx, { chargeCard });
  const { paySubscriptionSession, endSubscription, advanceSubscription, updateSubscription, cardUpdated } =
    makeSubscriptions(ctx, { makeInvoice, attemptInvoice });
  const { createSession, pay } = makeCheckout(ctx, { paySubscriptionSession });
  const { api } = makeApi(ctx, { createSession, createRefund, updateSubscription, endSubscription });
  const { checkoutPage, portalPage } = makePages(ctx);

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', base);
      const send = (status, payload, headers = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          'stripe-version': API_VERSION,
          ...headers,
        });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      try {
        if (url.pathname.startsWith('/v1/')) {
          if (req.headers.authorization !== `Bearer ${STRIPE_LOCAL_SECRET_KEY}`) {
            return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          }
          const key = req.headers['idempotency-key'];
          const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
          if (cacheKey && idempotent.has(cacheKey)) {
            const hit = idempotent.get(cacheKey);
            return send(hit.status, hit.body, { 'idempotent-replayed': 'true' });
          }
          const params = req.method === 'POST' ? parseStripeForm(body) : {};
          const out = api(req.method, url.pathname.slice(4).split('/').filter(Boolean), params, url.searchParams);
          if (cacheKey && out.status < 500) idempotent.set(cacheKey, out);
          return send(out.status, out.body);
        }
        const portal = url.pathname.match(/^\/portal\/(bps_[\w]+)$/);
        if (portal) {
          const ps = db.portal_sessions.get(portal[1]);
          const html = { 'content-type': 'text/html; charset=utf-8' };
          if (!ps) return send(404, '<!doctype html><title>Not found</title><p>Unknown portal session.</p>', html);
          if (req.method === 'GET') return send(200, portalPage(ps), html);
          if (req.method === 'POST') {
            const lang = String(ps.locale).startsWith('fr') ? 'fr' : 'en';
            const card = String(new URLSearchParams(body).get('card') ?? '').replace(/\D/g, '');
            if (card === CARD_DECLINED) return send(402, portalPage(ps, TEXT[lang].declined, true), html);
            if (card !== CARD_OK && card !== CARD_FAILS_LATER)
              return send(400, portalPage(ps, TEXT[lang].invalid, true), html);
            db.cards.set(ps.customer, card);
            log(`card updated for ${ps.customer}`);
            cardUpdated(ps.customer);
            return send(200, portalPage(ps, TEXT[lang].portalSaved), html);
          }
        }
        // Test-only (a test clock's advance): the subscription reaches the end of its period.
        const advance = url.pathname.match(/^\/test\/subscriptions\/(sub_[\w]+)\/advance$/);
        if (advance && req.method === 'POST') {
          if (req.headers.authorization !== `Bearer ${STRIPE_LOCAL_SECRET_KEY}`)
            return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          const sub = db.subscriptions.get(advance[1]);
          if (!sub)
            return send(404, {
              error: { type: 'invalid_request_error', message: `No such subscription: '${advance[1]}'` },
            });
          const out = advanceSubscription(sub);
          return send(out.status, out.body);
        }
        const m = url.pathname.match(/^\/checkout\/(cs_[\w]+)$/);
        const entry = m ? db.sessions.get(m[1]) : null;
        if (m && !entry)
          return send(404, '<!doctype html><title>Not found</title><p>Unknown checkout session.</p>', {
            'content-type': 'text/html; charset=utf-8',
          });
        if (entry && req.method === 'GET')
          return send(200, checkoutPage(entry), { 'content-type': 'text/html; charset=utf-8' });
        if (entry && req.method === 'POST') {
          const lang = String(entry.session.locale).startsWith('fr') ? 'fr' : 'en';
          if (entry.session.status !== 'open')
            return send(409, checkoutPage(entry), { 'content-type': 'text/html; charset=utf-8' });
          const card = String(new URLSearchParams(body).get('card') ?? '').replace(/\D/g, '');
          if (card === CARD_DECLINED)
            return send(402, checkoutPage(entry, TEXT[lang].declined), { 'content-type': 'text/html; charset=utf-8' });
          if (card !== CARD_OK)
            return send(400, checkoutPage(entry, TEXT[lang].invalid), { 'content-type': 'text/html; charset=utf-8' });
          const session = pay(entry, card);
          log(`paid ${session.id} (${session.amount_total} ${session.currency})`);
          return send(303, '', {
            location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
            'content-type': 'text/plain',
          });
        }
        if (url.pathname === '/') return send(200, { ok: true, name: 'Tasklane local Stripe stand-in' });
        return send(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
      } catch (err) {
        log('error', err);
        return send(500, { error: { type: 'api_error', message: err instanceof Error ? err.message : String(err) } });
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  return {
    url: base,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * Runs the stand-in in its own process, for launchers that block their event loop while a test
 * runner works (spawnSync), which would freeze an in-process server. Resolves once it listens.
 */
export async function launchStripeStandin({ quiet = false } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...(quiet ? ['--quiet'] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The Stripe stand-in exited (code ${code}) before listening`)));
    child.stdout.on('data', (b) => {
      const text = b.toString();
      if (!quiet) process.stdout.write(text);
      if (text.includes('Stripe stand-in on')) resolve(undefined);
    });
  });
  return {
    url: `http://${HOST}:${ports.stripe}`,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

// `node scripts/support/stripe-standin.mjs [--quiet]` runs it alone, until SIGTERM / Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await startStripeStandin({ quiet: process.argv.includes('--quiet') });
  console.log(`Stripe stand-in on ${s.url}`);
  const bye = () => void s.stop().then(() => process.exit(0));
  process.on('SIGTERM', bye);
  process.on('SIGINT', bye);
}
