import * as logger from 'firebase-functions/logger';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { SYSTEM_ACTOR } from '../queue.js';
import { prepareScheduleDecision } from '../schedules/approval.js';

/** At most this many requests expire per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Requests no owner decided within 7 days expire (the member is told by the approvals trigger).
 * The plain function behind the scheduled approvalTick and `npm run tick`. Each request moves in
 * its own transaction that re-checks it, so an owner approving at the same moment wins or loses
 * cleanly, never both.
 */
export async function runApprovalExpiry(nowMs: number): Promise<{ expired: number }> {
  const due = await col
    .approvalRequests()
    .where('status', '==', 'pending')
    .where('expiresAt', '<=', nowMs)
    .limit(BATCH)
    .get();
  let expired = 0;
  for (const doc of due.docs) {
    try {
      const moved = await db.runTransaction(async (tx) => {
        const request = (await tx.get(doc.ref)).data();
        if (!request || request.status !== 'pending' || request.expiresAt > nowMs) return false;
        (await prepareScheduleDecision(tx, request)).commit('expired');
        tx.update(doc.ref, {
          status: 'expired',
          decidedBy: SYSTEM_ACTOR,
          decidedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        writeAudit(tx, {
          actorUserId: SYSTEM_ACTOR,
          subjectUserId: request.accountId,
          action: 'approval_expired',
          entityType: 'approval_request',
          entityId: doc.id,
          metadata: { kind: request.kind, priceCredits: request.priceCredits, requestedBy: request.userId },
        });
        return true;
      });
      if (moved) expired += 1;
    } catch (err) {
      logger.error('approval expiry: this request could not move', {
        requestId: doc.id,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return { expired };
}
