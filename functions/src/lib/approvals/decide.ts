import { approvedTaskId, type ApprovalRequest } from '@tasklane/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { acceptQuoteWithCredits } from '../quotes/accept-credits.js';
import { prepareScheduleDecision } from '../schedules/approval.js';
import { afterOrder, prepareOrder, type PlacedOrder } from '../submission/submit.js';
import { requireTeamRole } from '../teams.js';

const closed = (status: string) =>
  new HttpsError('failed-precondition', `This request is ${status}`, { reason: 'request_closed', status });

/** Read phase shared by every decision: the request, and the caller's right to decide it. */
async function readRequest(
  tx: Transaction,
  requestId: string,
): Promise<{ ref: DocumentReference<ApprovalRequest>; request: ApprovalRequest }> {
  const ref = col.approvalRequest(requestId);
  const request = (await tx.get(ref)).data();
  if (!request) throw new HttpsError('not-found', 'Request not found', { reason: 'request_not_found' });
  return { ref, request };
}

/** A wallet short by the time an owner approves: a clear reason, and the request stays open. */
function walletShort(err: unknown): never {
  if (err instanceof HttpsError && err.message === 'Insufficient credits') {
    const details = err.details as { needed?: number; balance?: number } | undefined;
    throw new HttpsError('failed-precondition', "The team's wallet is short for this request", {
      reason: 'wallet_short',
      ...details,
    });
  }
  throw err;
}

export interface Approval {
  taskId: string | null;
  quoteId: string | null;
  balance: number | null;
}

/**
 * An owner approves: in ONE transaction the team is charged at the request's fixed price within the
 * member's cap, and the task starts (its id derived from the request's) or the quote is accepted;
 * the request records who decided. Two owners at once: the second finds it approved and charges
 * nothing. A short wallet or a reached cap refuses with the request left pending.
 */
export async function approve(requestId: string, ownerUid: string): Promise<Approval> {
  let placed: PlacedOrder | null = null;
  const out = await db
    .runTransaction(async (tx): Promise<Approval> => {
      placed = null;
      const { ref, request } = await readRequest(tx, requestId);
      await requireTeamRole(ownerUid, request.accountId, ['owner'], tx);
      if (request.status === 'approved')
        return { taskId: request.taskId, quoteId: request.quote?.quoteId ?? null, balance: null };
      if (request.status !== 'pending') throw closed(request.status);
      if (request.expiresAt <= Date.now()) throw closed('expired');
      const decided = { status: 'approved' as const, decidedBy: ownerUid, decidedAt: FieldValue.serverTimestamp() };
      const audit = (metadata: Record<string, unknown>) =>
        writeAudit(tx, {
          actorUserId: ownerUid,
          subjectUserId: request.accountId,
          action: 'approval_approved',
          entityType: 'approval_request',
          entityId: requestId,
          metadata: {
            kind: request.kind,
            priceCredits: request.priceCredits,
            requestedBy: request.userId,
            ...metadata,
          },
        });
      if (request.kind === 'task' && request.task) {
        const taskId = approvedTaskId(requestId);
        const prepared = await prepareOrder(tx, {
          actor: { uid: request.userId, accountId: request.accountId, via: 'app' },
          taskId,
          input: request.task,
          payment: { method: 'credits' },
          ...(request.briefCheck !== undefined ? { briefCheck: request.briefCheck } : {}),
          approved: { requestId, priceCredits: request.priceCredits },
          auditMetadata: { approvalRequestId: requestId, approvedBy: ownerUid },
        });
        const done = prepared.commit();
        placed = done;
        tx.update(ref, { ...decided, taskId, updatedAt: FieldValue.serverTimestamp() });
        audit({ taskId });
        return { taskId, quoteId: null, balance: done.balance };
      }
      if (request.kind === 'quote' && request.quote) {
        const { quoteId, version, creditPriceCents } = request.quote;
        const accepted = await acceptQuoteWithCredits(tx, {
          quoteId,
          version,
          userId: request.userId,
          approved: { requestId, creditPriceCents },
        });
        tx.update(ref, { ...decided, updatedAt: FieldValue.serverTimestamp() });
        audit({ quoteId, reservedCredits: accepted.reservedCredits });
        return { taskId: null, quoteId, balance: accepted.balance };
      }
      // A schedule is approved once at the price of one occurrence: nothing is charged now; the
      // schedule gets its ceiling and runs from now on (see docs/features/approvals.md).
      const schedule = await prepareScheduleDecision(tx, request);
      tx.update(ref, { ...decided, updatedAt: FieldValue.serverTimestamp() });
      schedule.commit('approved');
      audit({ scheduleId: request.schedule?.scheduleId ?? null });
      return { taskId: null, quoteId: null, balance: null };
    })
    .catch(walletShort);
  const done: PlacedOrder | null = placed;
  if (done && out.taskId) await afterOrder('approveRequest', out.taskId, done);
  return out;
}

/** An owner declines (with a reason the member reads), or the member withdraws; only a pending request. */
export async function close(
  requestId: string,
  uid: string,
  how: { to: 'declined'; reason: string } | { to: 'withdrawn' },
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const { ref, request } = await readRequest(tx, requestId);
    if (how.to === 'declined') {
      await requireTeamRole(uid, request.accountId, ['owner'], tx);
    } else if (request.userId !== uid) {
      // Only the member who asked withdraws; to anyone else the request does not exist.
      throw new HttpsError('not-found', 'Request not found', { reason: 'request_not_found' });
    }
    if (request.status !== 'pending') throw closed(request.status);
    const schedule = await prepareScheduleDecision(tx, request);
    schedule.commit(how.to);
    tx.update(ref, {
      status: how.to,
      decidedBy: uid,
      decidedAt: FieldValue.serverTimestamp(),
      declineReason: how.to === 'declined' ? how.reason : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: request.accountId,
      action: how.to === 'declined' ? 'approval_declined' : 'approval_withdrawn',
      entityType: 'approval_request',
      entityId: requestId,
      metadata: {
        kind: request.kind,
        priceCredits: request.priceCredits,
        requestedBy: request.userId,
        ...(how.to === 'declined' ? { reason: how.reason } : {}),
      },
    });
  });
}
