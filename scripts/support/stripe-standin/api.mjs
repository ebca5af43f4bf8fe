// @ts-check
// The REST API under /v1/: one route handler per Stripe resource, each answering { status, body }
// for the requests it knows and undefined for the rest (a 404, as Stripe answers).
import { fail, id, makePrice, missing, now } from './common.mjs';

export function makeApi({ db, emit, base }, { createSession, createRefund, updateSubscription, endSubscription }) {
  function expand(obj, paths) {
    const out = structuredClone(obj);
    for (const p of paths) {
      const [head, sub] = p.split('.');
      if (head === 'payment_intent' && typeof out.payment_intent === 'string') {
        out.payment_intent = structuredClone(db.payment_intents.get(out.payment_intent));
        if (sub === 'latest_charge' && out.payment_intent?.latest_charge)
          out.payment_intent.latest_charge = structuredClone(db.charges.get(out.payment_intent.latest_charge));
      }
      if (head === 'latest_charge' && typeof out.latest_charge === 'string')
        out.latest_charge = structuredClone(db.charges.get(out.latest_charge));
      if (head === 'customer' && typeof out.customer === 'string')
        out.customer = structuredClone(db.customers.get(out.customer));
      if (head === 'subscription' && typeof out.subscription === 'string')
        out.subscription = structuredClone(db.subscriptions.get(out.subscription));
      if (head === 'latest_invoice' && typeof out.latest_invoice === 'string')
        out.latest_invoice = structuredClone(db.invoices.get(out.latest_invoice));
      if (head === 'invoice' && typeof out.invoice === 'string')
        out.invoice = structuredClone(db.invoices.get(out.invoice));
    }
    return out;
  }

  const routes = {
    customers({ method, key, params, got }) {
      if (method === 'POST' && !key) {
        const c = {
          id: id('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          preferred_locales: params.preferred_locales ?? [],
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        db.customers.set(c.id, c);
        return { status: 200, body: c };
      }
      if (method === 'GET' && key) return got(db.customers, 'customer');
      return undefined;
    },
    tax_rates({ method, key, params, got }) {
      if (method === 'POST' && !key) {
        const percentage = Number(params.percentage);
        if (!(percentage >= 0 && percentage <= 100))
          return fail(400, 'percentage must be between 0 and 100', { param: 'percentage' });
        const r = {
          id: id('txr'),
          object: 'tax_rate',
          display_name: params.display_name,
          percentage,
          inclusive: params.inclusive === 'true',
          jurisdiction: params.jurisdiction ?? null,
          country: params.country ?? null,
          state: params.state ?? null,
          active: true,
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        db.tax_rates.set(r.id, r);
        return { status: 200, body: r };
      }
      if (method === 'GET' && key) return got(db.tax_rates, 'tax_rate');
      return undefined;
    },
    checkout({ method, key, action, parts, params, expandList }) {
      if (key !== 'sessions') return undefined;
      const sid = action;
      const sub = parts[3];
      if (method === 'POST' && !sid) return createSession(params);
      const entry = db.sessions.get(sid);
      if (!entry) return missing('checkout.session', sid);
      if (method === 'GET' && !sub) return { status: 200, body: expand(entry.session, expandList) };
      if (method === 'POST' && sub === 'expire') {
        if (entry.session.status !== 'open') return fail(400, 'Only open sessions can be expired');
        entry.session.status = 'expired';
        emit('checkout.session.expired', entry.session);
        return { status: 200, body: entry.session };
      }
      return undefined;
    },
    prices({ method, key, params, got }) {
      if (method === 'POST' && !key) {
        if (!Number.isInteger(Number(params.unit_amount)))
          return fail(400, 'unit_amount must be an integer', { param: 'unit_amount' });
        const price = makePrice({ ...params, nickname: params.nickname ?? params.product_data?.name });
        db.prices.set(price.id, price);
        return { status: 200, body: price };
      }
      if (method === 'GET' && key) return got(db.prices, 'price');
      return undefined;
    },
    subscriptions({ method, key, action, params, query, expandList }) {
      if (method === 'GET' && !key) {
        const customer = query.get('customer');
        const data = [...db.subscriptions.values()].filter((x) => !customer || x.customer === customer).reverse();
        return { status: 200, body: { object: 'list', has_more: false, data: structuredClone(data) } };
      }
      const sub = db.subscriptions.get(key);
      if (!sub) return missing('subscription', key);
      if (method === 'GET') return { status: 200, body: expand(sub, expandList) };
      if (method === 'POST' && !action) return updateSubscription(sub, params);
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return fail(400, `Subscription ${sub.id} is already canceled`);
        endSubscription(sub, now());
        return { status: 200, body: sub };
      }
      return undefined;
    },
    invoices({ method, key, query, got }) {
      if (method === 'GET' && key) return got(db.invoices, 'invoice');
      if (method === 'GET' && !key) {
        const subscription = query.get('subscription');
        const customer = query.get('customer');
        const data = [...db.invoices.values()]
          .filter(
            (x) =>
              (!subscription || x.parent?.subscription_details?.subscription === subscription) &&
              (!customer || x.customer === customer),
          )
          .reverse();
        return { status: 200, body: { object: 'list', has_more: false, data: structuredClone(data) } };
      }
      return undefined;
    },
    billing_portal({ method, key, action, params }) {
      if (!(key === 'sessions' && method === 'POST' && !action)) return undefined;
      if (!db.customers.has(params.customer)) return missing('customer', params.customer);
      const psId = id('bps');
      const ps = {
        id: psId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? 'auto',
        created: now(),
        livemode: false,
        url: `${base}/portal/${psId}`,
      };
      db.portal_sessions.set(ps.id, ps);
      return { status: 200, body: ps };
    },
    payment_intents({ method, key, got }) {
      if (method === 'GET' && key) return got(db.payment_intents, 'payment_intent');
      return undefined;
    },
    charges({ method, key, got }) {
      if (method === 'GET' && key) return got(db.charges, 'charge');
      return undefined;
    },
    refunds({ method, key, params, query, got }) {
      if (method === 'POST' && !key) return createRefund(params);
      if (method === 'GET' && key) return got(db.refunds, 'refund');
      if (method === 'GET' && !key) {
        const pi = query.get('payment_intent');
        return {
          status: 200,
          body: {
            object: 'list',
            has_more: false,
            data: [...db.refunds.values()].filter((r) => !pi || r.payment_intent === pi),
          },
        };
      }
      return undefined;
    },
    events({ method, key, query }) {
      if (method !== 'GET') return undefined;
      if (key) {
        const e = db.events.find((x) => x.id === key);
        return e ? { status: 200, body: e } : missing('event', key);
      }
      const type = query.get('type');
      const limit = Number(query.get('limit') ?? 10);
      return {
        status: 200,
        body: {
          object: 'list',
          has_more: false,
          data: db.events.filter((e) => !type || e.type === type).slice(0, limit),
        },
      };
    },
  };

  /** The REST API: returns { status, body } for /v1/… */
  function api(method, parts, params, query) {
    const [resource, key, action] = parts;
    const expandList = [...(params.expand ?? []), ...query.getAll('expand[]'), ...query.getAll('expand[0]')].filter(
      Boolean,
    );
    const got = (map, kind) =>
      map.has(key) ? { status: 200, body: expand(map.get(key), expandList) } : missing(kind, key);
    const route = Object.hasOwn(routes, resource) ? routes[resource] : undefined;
    return (
      route?.({ method, key, action, parts, params, query, expandList, got }) ??
      fail(404, `Unrecognized request URL (${method}: /v1/${parts.join('/')}) in the local Stripe stand-in`)
    );
  }

  return { api };
}
