// The local Stripe stand-in, as the tests see it: pay on its hosted page the way a browser posts
// the form, read the events it sent, and deliver signed (or badly signed) webhooks ourselves.
import type { CallableInput, Province } from '@tasklane/domain';
import Stripe from 'stripe';
import { STRIPE_LOCAL_SECRET_KEY, STRIPE_LOCAL_WEBHOOK_SECRET } from '../../scripts/support/stripe-keys.mjs';
import { HOST, PORTS, PROJECT_ID, REGION } from './emulators';
import { adminDb, signedInClient, type TestClient } from './functions-client';

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
export const STRIPE_API = process.env.TASKLANE_STRIPE_API ?? `http://${HOST}:${12111 + offset}`;
export const WEBHOOK_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/stripeWebhook`;
export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

const api = new URL(STRIPE_API);
/** The official client against the stand-in, as the functions use it. */
export const stripeTest = new Stripe(STRIPE_LOCAL_SECRET_KEY, {
  host: api.hostname,
  port: Number(api.port),
  protocol: 'http',
});

/** A signed-in customer with a profile (billing province), a wallet and the given balance. */
export async function buyer(
  opts: { locale?: 'en' | 'fr'; province?: Province | null; balance?: number } = {},
): Promise<TestClient> {
  const client = await signedInClient();
  const uid = client.uid as string;
  const now = new Date();
  await adminDb.doc(`profiles/${uid}`).set({
    name: 'Camille Tremblay',
    email: client.email,
    company: '',
    phone: '',
    locale: opts.locale ?? 'en',
    role: 'customer',
    emailNotifications: true,
    ...(opts.province === null ? {} : { province: opts.province ?? 'ON' }),
    createdAt: now,
    updatedAt: now,
  });
  await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance: opts.balance ?? 0, updatedAt: now });
  return client;
}

export function packInput(packId = 'pack_5', locale: 'en' | 'fr' = 'en'): CallableInput<'createCheckoutSession'> {
  return { kind: 'pack', packId, locale };
}

/**
 * Posts the hosted checkout form, as the browser does; returns the status and the redirect.
 *
 * A paid checkout makes the stand-in deliver `checkout.session.completed` to the webhook at once,
 * while a test usually calls the success page's confirm next: both fulfil the same payment, and
 * the loser of their transaction backs off for a second or more. So by default this waits until
 * the webhook has handled the event, and the confirm that follows reads what it wrote. The one
 * test per card flow that proves the race itself passes `{ race: true }`.
 */
export async function payAt(
  url: string,
  card = CARD_OK,
  opts: { race?: boolean } = {},
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12 / 34', cvc: '123', holder: 'Camille Tremblay' }),
  });
  const answer = { status: res.status, location: res.headers.get('location'), html: await res.text() };
  if (answer.status === 303 && !opts.race) await webhookSettled(new URL(url).pathname.split('/').pop() as string);
  return answer;
}

/** Waits until the webhook has handled (or failed) the session's completed event. */
export async function webhookSettled(sessionId: string): Promise<void> {
  const [event] = await until(async () => {
    const found = await eventsAbout(sessionId, 'checkout.session.completed');
    return found.length > 0 ? found : null;
  }, `the completed event of ${sessionId}`);
  await until(
    async () =>
      ['processed', 'failed'].includes((await adminDb.doc(`stripeEvents/${event!.id}`).get()).get('status') as string),
    `the webhook to handle ${event!.id}`,
  );
}

/** The events the stand-in emitted about one object (newest first). */
export async function eventsAbout(objectId: string, type?: string): Promise<Stripe.Event[]> {
  const list = await stripeTest.events.list({ limit: 100, ...(type ? { type } : {}) });
  return list.data.filter(
    (e) =>
      (e.data.object as { id?: string }).id === objectId ||
      (e.data.object as { payment_intent?: string }).payment_intent === objectId,
  );
}

/** Delivers an event to the webhook with a signature made from `secret` (the right one by default). */
export async function deliver(event: unknown, opts: { secret?: string; body?: string } = {}): Promise<number> {
  const payload = JSON.stringify(event);
  const header = stripeTest.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? STRIPE_LOCAL_WEBHOOK_SECRET,
  });
  const res = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: opts.body ?? payload,
  });
  await res.arrayBuffer();
  return res.status;
}

/** A fresh signed event of our own making (for types the stand-in does not emit by itself). */
export function craftEvent(type: string, object: Record<string, unknown>): Stripe.Event {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

export async function paymentsOf(uid: string) {
  return (await adminDb.collection('payments').where('userId', '==', uid).get()).docs;
}

export async function purchasedLedger(uid: string) {
  return (await adminDb.collection(`wallets/${uid}/ledger`).where('type', '==', 'purchased').get()).docs.map((d) =>
    d.data(),
  );
}

export async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Waits until the webhook has handled every event the stand-in emitted about an object (of one
 * type, if given): each is marked processed in stripeEvents/{evt_…}, as the webhook marks it once
 * its handling has committed. The stand-in lists an event as it emits it, before delivering it,
 * so an event still on its way is waited for, not missed. A webhook that fails on the event never
 * marks it processed, and the wait times out.
 */
export async function webhookHandled(objectId: string, type?: string): Promise<Stripe.Event[]> {
  return until(
    async () => {
      const events = await eventsAbout(objectId, type);
      if (events.length === 0) return null;
      const states = await Promise.all(
        events.map(async (e) => (await adminDb.doc(`stripeEvents/${e.id}`).get()).get('status') as unknown),
      );
      return states.every((s) => s === 'processed') ? events : null;
    },
    `the webhook to handle ${type ?? 'every event'} about ${objectId}`,
  );
}

/** Starts a plan's Checkout and pays it on the stand-in's page; returns the Stripe ids. */
export async function subscribe(c: TestClient, planId = 'pro', locale: 'en' | 'fr' = 'en') {
  const { url, sessionId } = await c.call('startSubscription', { planId, locale });
  const paid = await payAt(url);
  if (
    paid.status !== 303 ||
    !new RegExp(`/subscription-success\\?session_id=${sessionId}$`).test(paid.location ?? '')
  ) {
    throw new Error(`paying ${sessionId} answered ${paid.status} to ${paid.location ?? 'nowhere'}`);
  }
  const session = await stripeTest.checkout.sessions.retrieve(sessionId);
  return { sessionId, subscriptionId: session.subscription as string, invoiceId: session.invoice as string };
}

/** The stand-in's test clock: the subscription reaches the end of its period. */
export async function advance(
  subscriptionId: string,
): Promise<{ subscription: Stripe.Subscription; invoice: Stripe.Invoice | null }> {
  const res = await fetch(`${STRIPE_API}/test/subscriptions/${subscriptionId}/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STRIPE_LOCAL_SECRET_KEY}` },
  });
  if (res.status !== 200) throw new Error(`advancing ${subscriptionId} answered ${res.status}`);
  return (await res.json()) as { subscription: Stripe.Subscription; invoice: Stripe.Invoice | null };
}

/** Waits until the webhook (or the success page) has granted a plan invoice. */
export const granted = (invoiceId: string) =>
  until(async () => (await adminDb.doc(`invoices/${invoiceId}`).get()).exists, `invoice ${invoiceId} to be granted`);

/** A card-paid task order for createCheckoutSession, for a team when `accountId` is given. */
export const cardTaskInput = (accountId?: string): CallableInput<'createCheckoutSession'> => ({
  kind: 'task',
  requestId: `card-${Math.random().toString(36).slice(2)}`,
  task: {
    title: 'Menu du midi',
    category: 'admin_docs',
    tier: 'standard',
    brief: 'Translate our lunch menu, keep the dish names.',
    sourceText: 'Soupe du jour',
    deliverableType: 'text',
    language: 'fr',
  },
  locale: 'en',
  ...(accountId ? { accountId } : {}),
});
