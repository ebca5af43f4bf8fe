import { isLiveSubscription, type SubscriptionStatus } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { cancelQueuedOfClosedTeam } from '../lib/cancel-queued.js';
import { requireTeamRole } from '../lib/teams.js';
import { col } from '../lib/collections.js';

/**
 * Owners close a team once nothing is left in it: a zero balance and no live plan. Members keep
 * their documents (history), but a closed team acts for nobody (resolveAccount refuses it), so
 * its tasks still queued are cancelled after the commit, their credits back to the team's wallet
 * for the refund rules to settle.
 */
export const closeTeam = defineCallable('closeTeam', 'user', async ({ teamId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    await requireTeamRole(uid, teamId, ['owner'], tx);
    const [wallet, plan] = await Promise.all([tx.get(col.wallet(teamId)), tx.get(col.subscriptions().doc(teamId))]);
    const balance = (wallet.get('balance') as number | undefined) ?? 0;
    if (balance > 0)
      throw new HttpsError('failed-precondition', 'Spend or refund the balance before closing', {
        reason: 'balance_not_zero',
        balance,
      });
    const status = plan.get('status') as SubscriptionStatus | undefined;
    if (status && isLiveSubscription(status))
      throw new HttpsError('failed-precondition', 'Cancel the plan before closing', { reason: 'plan_active' });
    tx.update(col.team(teamId), {
      status: 'closed',
      closedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_closed',
      entityType: 'team',
      entityId: teamId,
      metadata: { reason: 'owner_closed', balanceLeft: 0 },
    });
  });
  await cancelQueuedOfClosedTeam(teamId);
  return { ok: true as const };
});
