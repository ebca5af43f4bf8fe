// @ts-check
// What every part of the local Stripe shares: its API version, the test cards, the known prices,
// ids and clock, the error shapes and Stripe's form encoding.
import { randomBytes } from 'node:crypto';

export const API_VERSION = '2026-10-28.endive';
export const CARD_OK = '4242424242424242';
export const CARD_DECLINED = '4000000000000002';
// Attaches fine but every later charge is declined: Stripe's test card for failed renewals.
export const CARD_FAILS_LATER = '4000000000000341';

/**
 * The plans' monthly prices, as a Stripe test account would hold them; the default settings and
 * the seed name these ids. Others can be created through POST /v1/prices.
 */
export const KNOWN_PRICES = [
  { id: 'price_tasklane_starter_monthly', unit_amount: 9_900, nickname: 'Tasklane Starter' },
  { id: 'price_tasklane_pro_monthly', unit_amount: 19_900, nickname: 'Tasklane Pro' },
  { id: 'price_tasklane_business_monthly', unit_amount: 39_900, nickname: 'Tasklane Business' },
];

/**
 * @typedef {{ id: string, object: 'event', api_version: string, created: number, type: string, livemode: boolean,
 *   pending_webhooks: number, data: { object: any, previous_attributes?: any } }} StripeEvent
 */

export const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export const fail = (status, message, extra = {}) => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
export const missing = (kind, key) => fail(404, `No such ${kind}: '${key}'`, { code: 'resource_missing' });

export function makePrice(p) {
  return {
    id: p.id ?? id('price'),
    object: 'price',
    active: true,
    currency: p.currency ?? 'cad',
    unit_amount: Number(p.unit_amount),
    nickname: p.nickname ?? null,
    product: p.product ?? `prod_${String(p.id ?? 'x').replace(/^price_/, '')}`,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    metadata: p.metadata ?? {},
    created: now(),
    livemode: false,
  };
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
/**
 * @param {string} body
 * @returns {Record<string, any>} Nested objects and arrays of strings, as Stripe's API reads them.
 */
export function parseStripeForm(body) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? '');
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}
