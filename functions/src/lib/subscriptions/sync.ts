import {
  SUBSCRIPTION_STATUSES,
  isDuplicatePlan,
  isLiveSubscription,
  isProvince,
  planByPriceId,
  shouldStoreSubscription,
  type Province,
  type Subscription,
  type SubscriptionStatus,
} from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { stripe } from '../../services/stripe.js';
import { db } from '../admin.js';
import { logs } from '../logs.js';
import { readSettings } from '../settings.js';
import { endDuplicatePlan } from './duplicates.js';
import { col } from '../collections.js';

/** Stripe fields are an id or, when expanded, the object: the id either way. */
export function stripeIdOf(x: string | { id: string } | null | undefined): string | null {
  if (!x) return null;
  return typeof x === 'string' ? x : x.id;
}

export interface SyncResult {
  /** The plan's account: a person's uid, or a team's id. */
  uid: string | null;
  /** For a team's plan, the owner who bought it (receipts' e-mail, notices); null for a person's. */
  actor?: string | null;
  /** True when this read replaced the stored copy. */
  stored: boolean;
  /** What is stored now (this read, or the newer copy that won). */
  subscription: Subscription | null;
  /** The plan the subscription renews with, from its price. */
  planId: string | null;
  province: Province | null;
  /** Set when this subscription was a second live plan, now ended: the stored plan it lost to. */
  duplicateOf?: string;
}

function statusOf(s: Stripe.Subscription): SubscriptionStatus {
  const status = SUBSCRIPTION_STATUSES.find((x) => x === s.status);
  if (!status) throw new Error(`Unknown Stripe subscription status ${s.status}`);
  return status;
}

/**
 * Reads the subscription from Stripe and stores its current state in subscriptions/{uid}. Every
 * subscription event comes through here and never applies the event's own copy, which may be
 * stale: Stripe sends events in no guaranteed order and retries them hours later. The read time
 * is taken before the request, so of two concurrent reads the one that started later is kept.
 * Period dates come from the subscription items, where the pinned API version keeps them.
 */
export async function syncSubscription(subscriptionId: string): Promise<SyncResult> {
  const syncedAtMs = Date.now();
  const sub = await stripe().subscriptions.retrieve(subscriptionId);
  const uid = sub.metadata?.uid;
  const actor = typeof sub.metadata?.actor === 'string' && sub.metadata.actor ? sub.metadata.actor : null;
  if (!uid) {
    logs.subscriptionWithoutUser(subscriptionId);
    return { uid: null, stored: false, subscription: null, planId: null, province: null };
  }
  const item = sub.items.data[0];
  if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
  const settings = await readSettings();
  const plan = planByPriceId(settings, item.price.id);
  if (!plan) logs.subscriptionUnknownPrice(subscriptionId, item.price.id);
  // The price is the truth; the metadata only covers a price an admin has since removed from the plans.
  const planId = plan?.id ?? sub.metadata.planId ?? item.price.id;
  const customerId = stripeIdOf(sub.customer);
  if (!customerId) throw new Error(`Subscription ${subscriptionId} has no customer`);

  const ref = col.subscriptions().doc(uid);
  const profileProvince = isProvince(sub.metadata.province)
    ? null
    : ((await col.profile(uid).get()).get('province') as unknown);
  // The province is fixed at checkout (its tax rates are on the subscription item); older
  // subscriptions without it fall back to the profile.
  const province: Province = isProvince(sub.metadata.province)
    ? sub.metadata.province
    : isProvince(profileProvince)
      ? profileProvince
      : 'ON';
  const incoming = {
    userId: uid,
    customerId,
    subscriptionId: sub.id,
    planId,
    status: statusOf(sub),
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: sub.ended_at ?? null,
    province,
    syncedAtMs,
  };

  const out = await db.runTransaction(async (tx) => {
    // A team's plan belongs to the team document, a person's to their profile.
    const [snap, owner] = await Promise.all([tx.get(ref), actor ? tx.get(col.team(uid)) : tx.get(col.profile(uid))]);
    // A deleted account has no profile: Stripe's late events about its plan must not bring it back.
    if (!owner.exists) return { stored: false, subscription: null, accountGone: true };
    const existing = snap.data();
    if (isDuplicatePlan(existing, incoming))
      return {
        stored: false,
        subscription: existing ?? null,
        accountGone: false,
        duplicateOf: existing?.subscriptionId,
      };
    if (!shouldStoreSubscription(existing, incoming))
      return { stored: false, subscription: existing ?? null, accountGone: false };
    const sameSubscription = existing?.subscriptionId === sub.id;
    const next: Subscription = {
      ...incoming,
      // What the invoice grants recorded stays with its subscription; a new one starts clean.
      periodPlanId: sameSubscription ? existing.periodPlanId : null,
      lastInvoiceId: sameSubscription ? existing.lastInvoiceId : null,
      updatedAt: FieldValue.serverTimestamp() as never,
    };
    tx.set(ref, next);
    return { stored: true, subscription: next, accountGone: false };
  });
  if (out.accountGone) {
    logs.subscriptionWithoutUser(subscriptionId);
    return { uid: null, stored: false, subscription: null, planId, province };
  }
  logs.subscriptionSynced(uid, sub.id, incoming.status, out.stored);
  if (out.duplicateOf) {
    const keptId = out.duplicateOf;
    if ((await endDuplicatePlan(uid, sub.id, keptId)) === 'ended')
      return { uid, actor, stored: false, subscription: out.subscription, planId, province, duplicateOf: keptId };
    // The stored plan had ended in Stripe: store that, then this subscription as the one plan.
    await syncSubscription(keptId);
    return syncSubscription(subscriptionId);
  }
  return { uid, actor, stored: out.stored, subscription: out.subscription, planId, province };
}

/** Account deletion: a live plan is cancelled in Stripe at once (no further renewals). */
export async function endPlanOfDeletedAccount(uid: string): Promise<boolean> {
  const current = (await col.subscriptions().doc(uid).get()).data();
  if (!current || !isLiveSubscription(current.status)) return false;
  try {
    await stripe().subscriptions.cancel(current.subscriptionId);
  } catch (err) {
    // Already cancelled in Stripe (a retried deletion): nothing left to stop.
    if ((err as { statusCode?: number }).statusCode !== 400) throw err;
  }
  return true;
}
