// The setup every plans test file shares: the callables' and the webhook's emulator workers
// started before the tests (a cold start can outlast a call's timeout), customers with a wallet,
// and reads of what was stored and what Stripe says.
import type { Invoice, Subscription } from '@tasklane/domain';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { adminDb, errorOf, signedInClient, type TestClient } from './functions-client';
import { buyer, craftEvent, deliver, eventsAbout, stripeTest, until } from './stripe';
import { setSettings } from './task-helpers';

/** How many startSubscription calls race for one customer's plan (a double click, tabs). */
export const RACERS = 4;

/** Registers the file's warm-up and teardown; returns how to open a customer the teardown closes. */
export function subscriptionSuite() {
  const opened: TestClient[] = [];
  async function customer(opts: Parameters<typeof buyer>[0] = {}) {
    const c = await buyer(opts);
    opened.push(c);
    return c;
  }
  beforeAll(async () => {
    await setSettings();
    // Each function's first call starts its emulator worker, which on a loaded machine can outlast
    // the client's 70 s call timeout; one bad-input call each, in turn, starts them before the tests.
    const warm = await signedInClient();
    opened.push(warm);
    for (const name of [
      'startSubscription',
      'confirmSubscription',
      'changePlan',
      'cancelAtPeriodEnd',
      'resumeSubscription',
      'openBillingPortal',
    ]) {
      await errorOf(warm.callRaw(name, { planId: 42, sessionId: 42, locale: 42 }));
    }
    // Four startSubscription workers, so the race below runs its calls side by side: each warm-up
    // call reads the profile and the settings before it is refused, long enough to overlap.
    const warmBuyer = await customer({ province: 'ON' });
    await Promise.all(
      Array.from({ length: RACERS }, () =>
        errorOf(warmBuyer.callRaw('startSubscription', { planId: 'gold', locale: 'en' })),
      ),
    );
    await deliver(craftEvent('ping', {}), { secret: 'whsec_warm_up_only' });
  }, 600_000);
  afterAll(async () => Promise.all(opened.map((c) => c.close())));
  return { customer, opened };
}

export const balance = async (uid: string) => (await adminDb.doc(`wallets/${uid}`).get()).get('balance') as number;
export const stored = async (uid: string) =>
  (await adminDb.doc(`subscriptions/${uid}`).get()).data() as Subscription | undefined;
export const invoicesOf = async (uid: string) =>
  (await adminDb.collection('invoices').where('userId', '==', uid).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as Invoice),
  }));
export const planLedger = async (uid: string) =>
  (await adminDb.collection(`wallets/${uid}/ledger`).where('type', '==', 'plan').get()).docs.map((d) => d.data());

/** Every event the stand-in sent about an object has been handled by the webhook. */
export async function settled(objectId: string) {
  await until(async () => {
    const events = await eventsAbout(objectId);
    if (events.length === 0) return false;
    const docs = await Promise.all(events.map((e) => adminDb.doc(`stripeEvents/${e.id}`).get()));
    return docs.every((d) => d.get('status') === 'processed');
  }, `events about ${objectId} to be handled`);
}

/** What Stripe says now, in the shape we store. */
export async function stripeState(subscriptionId: string): Promise<{
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number;
  currentPeriodStart: number;
}> {
  const s = await stripeTest.subscriptions.retrieve(subscriptionId);
  const item = s.items.data[0]!;
  return {
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodEnd: item.current_period_end,
    currentPeriodStart: item.current_period_start,
  };
}
