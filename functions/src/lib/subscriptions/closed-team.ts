import { isLiveSubscription } from '@tasklane/domain';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { logs } from '../logs.js';
import { storedSubscription } from './access.js';
import { setCancelAtPeriodEnd } from './cancel.js';
import { col } from '../collections.js';

const SYSTEM_ACTOR = 'system';

/**
 * A closed team acts for nobody, so its plan must stop renewing: each month would charge the card
 * for credits no member can spend. It stops at the end of the paid period, as the owner's own
 * cancel does; credits already granted stay in the team's wallet for the admins' settlement.
 * Runs after the closing transaction committed (Stripe calls cannot be inside one), from the
 * trigger on the team document. Exactly once per plan: the audit entry has a fixed id and is read
 * first, and the Stripe request carries an idempotency key, so a trigger delivered twice (or
 * retried after a crash between the two) neither cancels twice nor audits twice.
 */
export async function stopPlanOfClosedTeam(
  teamId: string,
): Promise<'no_plan' | 'stopped' | 'already_stopped' | 'failed'> {
  const team = (await col.team(teamId).get()).data();
  if (team?.status !== 'closed') return 'no_plan';
  const current = await storedSubscription(teamId);
  if (!current || !isLiveSubscription(current.status)) return 'no_plan';
  const auditRef = col.auditLogs().doc(`team_plan_stopped_${current.subscriptionId}`);
  if ((await auditRef.get()).exists) return 'already_stopped';
  const base = {
    actorUserId: SYSTEM_ACTOR,
    subjectUserId: teamId,
    entityType: 'subscription' as const,
    entityId: current.subscriptionId,
  };
  if (!current.cancelAtPeriodEnd) {
    try {
      await setCancelAtPeriodEnd(current.subscriptionId, true, `tasklane-team-closed-${current.subscriptionId}`);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      // Stripe refused the request itself (4xx other than a rate limit): retrying sends the same
      // refusal, so admins get the audit entry to act on. Anything else is retried by the trigger.
      const retried = status === undefined || status === 429 || status >= 500;
      logs.teamPlanStopFailed(teamId, current.subscriptionId, retried, err);
      await db.runTransaction(async (tx) => {
        writeAudit(tx, {
          ...base,
          action: 'team_plan_stop_failed',
          metadata: {
            teamId,
            planId: current.planId,
            retried,
            error: err instanceof Error ? err.message : String(err),
          },
        });
      });
      if (retried) throw err;
      return 'failed';
    }
  }
  const written = await db.runTransaction(async (tx) => {
    if ((await tx.get(auditRef)).exists) return false;
    writeAudit(
      tx,
      {
        ...base,
        action: 'team_plan_stopped',
        metadata: {
          teamId,
          planId: current.planId,
          periodEnd: current.currentPeriodEnd,
          alreadyCancelling: current.cancelAtPeriodEnd,
        },
      },
      auditRef.id,
    );
    return true;
  });
  logs.teamPlanStopped(teamId, current.subscriptionId, written);
  return written ? 'stopped' : 'already_stopped';
}
