import type { AuditAction, Subscription, SubscriptionRefusal, Team } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { requireTeamRole } from '../teams.js';
import { col } from '../collections.js';

/**
 * The account a plan call acts for: the caller's own, or a team they own. A team's plan is the
 * team's (its wallet gets the credits, its legal name and province are on the receipts), and
 * only its owners buy, change or cancel it, as they alone buy its packs.
 */
export async function planAccount(
  uid: string,
  accountId: string | undefined,
): Promise<{ accountId: string; team: Team | null }> {
  if (accountId === undefined || accountId === uid) return { accountId: uid, team: null };
  const acting = await requireTeamRole(uid, accountId, ['owner']);
  return { accountId: acting.accountId, team: acting.team };
}

/** A refusal the web explains: the code travels in the error's details. */
export function refuse(reason: SubscriptionRefusal): never {
  throw new HttpsError('failed-precondition', 'Subscription change refused', { reason });
}

export async function storedSubscription(uid: string): Promise<Subscription | null> {
  return (await col.subscriptions().doc(uid).get()).data() ?? null;
}

/** What the subscription callables answer: the state as now stored. */
export function stateOf(s: Subscription | null): {
  planId: string;
  status: Subscription['status'];
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number;
} {
  if (!s) throw new Error('No subscription stored after the change');
  return {
    planId: s.planId,
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodEnd: s.currentPeriodEnd,
  };
}

/** The customer's own request, in the audit log (its own small transaction: Stripe did the change). */
export function auditSubscription(
  uid: string,
  action: AuditAction,
  entityId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  return db.runTransaction(async (tx) => {
    writeAudit(tx, { actorUserId: uid, subjectUserId: uid, action, entityType: 'subscription', entityId, metadata });
  });
}
