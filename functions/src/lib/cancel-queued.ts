import { accountOf, adminCanCancel, occupiesSlot, spendingMonth, toMillis, type Task } from '@tasklane/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db as defaultDb } from './admin.js';
import { writeAudit } from './audit.js';
import { moveCredits, type WalletSnapshot } from './credits.js';
import { syncKitAccess } from './kit-access.js';
import { ledgerText } from './ledger-text.js';
import { planTaskCardRefund } from './payments/refunds.js';
import { afterDequeue, bumpQueueState, dequeueTask, fillFreeSlots, SYSTEM_ACTOR } from './queue.js';
import { readSettings } from './settings.js';
import { recordStats } from './stats.js';
import { col } from './collections.js';

/**
 * Read phase of giving a team member's monthly spending back: a team task paid with credits
 * counted in its submitter's spending, and the cap counts only credits spent, so credits given
 * back (by any path) return to the month they were spent in. A later month's counter, which
 * started from zero, is left alone; a submitter who left the team has no counter. Returns the
 * write phase, to call with the credits given back.
 */
export async function readSpending(tx: Transaction, task: Task): Promise<(credits: number) => void> {
  const accountId = accountOf(task);
  if (task.paymentMethod !== 'credits' || accountId === task.userId) return () => undefined;
  const snap = await tx.get(col.teamMember(accountId, task.userId));
  const spender = snap.data();
  const submittedAt = toMillis(task.submittedAt);
  if (!spender || submittedAt === null || spender.spentMonth !== spendingMonth(submittedAt)) return () => undefined;
  return (credits) => {
    if (credits > 0) tx.update(snap.ref, { spentCredits: Math.max(0, spender.spentCredits - credits) });
  };
}

export interface Cancellation {
  /** Who cancels: the customer, an admin, or the system (an unanswered question, a team's closure). */
  actorUserId: string;
  /**
   * 'queued': only a task still waiting in the queue (the customer, account deletion, a team's
   * closure). 'open': any task not delivered yet (staff, an unanswered question).
   */
  scope: 'queued' | 'open';
  /** The history note; none for the customer's own cancellation. */
  note?: string;
  /** The audit entry's action and extra metadata (the reason, who asked). */
  audit?: { action?: 'task_cancelled' | 'task_waiting_expired'; metadata?: Record<string, unknown> };
  /** Extra metadata on the ledger entry. */
  ledgerMetadata?: Record<string, unknown>;
  /** Other task fields closed in the same write (a question's wait ending). */
  extra?: Record<string, unknown>;
  nowMs?: number;
}

export interface CancelOutcome {
  task: Task;
  wasQueued: boolean;
  refundedCredits: number;
  /** The paying account's balance after the refund; null when it keeps no wallet. */
  balance: number | null;
  cardRefundPending: boolean;
}

/**
 * THE cancellation with a refund, for every path that cancels a task (the customer, staff, an
 * unanswered question, account deletion, a team's closure). Read phase here, inside the caller's
 * transaction; the returned function is the write phase:
 * - credits back to the paying account's wallet (the team's for a team task), with ledger and
 *   audit entries through moveCredits; credits a late refund already returned are not returned
 *   twice; a card-paid task gets its cardRefunds/{taskId} document, which a trigger sends to Stripe;
 * - the submitter's monthly spending back for the month it was spent (readSpending);
 * - the task leaves the queue (and its queue index entry) and becomes cancelled, with history;
 * - statistics under the paying account, and the audit entry.
 * After the commit, call afterCancel so the queue moves on.
 */
export async function prepareCancel(
  tx: Transaction,
  ref: DocumentReference,
  task: Task,
  how: Cancellation,
): Promise<() => CancelOutcome> {
  const wasQueued = task.status === 'submitted' && task.queueStatus === 'queued';
  if (how.scope === 'queued' ? !wasQueued : !adminCanCancel(task.status)) {
    throw new HttpsError(
      'failed-precondition',
      how.scope === 'queued' ? 'Only a queued task can be cancelled' : `A ${task.status} task cannot be cancelled`,
      { reason: 'not_cancellable' },
    );
  }
  const accountId = accountOf(task);
  const owedCredits = task.paymentMethod === 'credits' && !task.lateRefunded ? task.priceCredits : 0;
  // Read even when nothing is owed: the customer's answer shows the balance.
  const walletSnap = await tx.get(col.wallet(accountId));
  const held = walletSnap.data();
  if (owedCredits > 0 && !held) throw new HttpsError('failed-precondition', 'Credit wallet not found');
  const wallet: WalletSnapshot | null = held ? { ref: walletSnap.ref, accountId, balance: held.balance } : null;
  const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, ref.id, 'cancelled') : null;
  const giveSpendingBack = await readSpending(tx, task);

  return () => {
    const nowMs = how.nowMs ?? Date.now();
    const at = Timestamp.fromMillis(nowMs);
    const balance =
      wallet && owedCredits > 0
        ? moveCredits(tx, wallet, {
            credits: owedCredits,
            type: 'refunded',
            description: ledgerText.asWritten(task.title),
            actorUserId: how.actorUserId,
            taskId: ref.id,
            ...(how.ledgerMetadata ? { metadata: how.ledgerMetadata } : {}),
          })
        : (wallet?.balance ?? null);
    giveSpendingBack(owedCredits);
    cardRefund?.();
    if (wasQueued) dequeueTask(tx, ref.id, ref.firestore);
    tx.update(ref, {
      ...how.extra,
      status: 'cancelled',
      queueStatus: null,
      queuePosition: null,
      // Closed: the file-retention job counts its period from here.
      closedAt: at,
      history: FieldValue.arrayUnion({
        at,
        by: how.actorUserId,
        from: task.status,
        to: 'cancelled',
        ...(how.note ? { note: how.note } : {}),
      }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // A cancelled task is nobody's work any more: its reviewer (or the pool) no longer reads the kit.
    syncKitAccess(tx, ref.id, { ...task, status: 'cancelled' }, ref.firestore);
    recordStats(tx, { kind: 'task_cancelled', at: nowMs, accountId }, { db: ref.firestore });
    writeAudit(tx, {
      actorUserId: how.actorUserId,
      subjectUserId: task.userId,
      action: how.audit?.action ?? 'task_cancelled',
      entityType: 'task',
      entityId: ref.id,
      metadata: {
        from: task.status,
        refundedCredits: owedCredits,
        paymentMethod: task.paymentMethod,
        cardRefundPending: Boolean(cardRefund),
        ...how.audit?.metadata,
      },
    });
    return { task, wasQueued, refundedCredits: owedCredits, balance, cardRefundPending: Boolean(cardRefund) };
  };
}

/**
 * After a cancellation committed: tasks behind a queued one move up (their screens re-count); a
 * freed production slot starts the next task.
 */
export async function afterCancel(
  taskId: string,
  out: Pick<CancelOutcome, 'task' | 'wasQueued'>,
  db: Firestore = defaultDb,
): Promise<void> {
  if (out.wasQueued) await afterDequeue(taskId, out.task, db);
  else if (occupiesSlot(out.task)) await fillFreeSlots(db, await readSettings(), Date.now());
}

/**
 * Cancels every task of an account still waiting in the queue, each in its own transaction, as
 * its customer's cancellation would (the account being deleted, or the team closed): credits back
 * to the account's wallet, card-paid prices to the card. Returns how many it cancelled.
 */
export async function cancelQueuedOf(
  accountId: string,
  opts: { actorUserId?: string; note: string; reason: string },
): Promise<number> {
  const queued = await col.tasks().where('accountId', '==', accountId).where('queueStatus', '==', 'queued').get();
  let cancelled = 0;
  for (const doc of queued.docs) {
    const done = await defaultDb.runTransaction(async (tx) => {
      const task = (await tx.get(doc.ref)).data();
      if (!task || accountOf(task) !== accountId || task.status !== 'submitted' || task.queueStatus !== 'queued')
        return false;
      const write = await prepareCancel(tx, doc.ref, task, {
        actorUserId: opts.actorUserId ?? SYSTEM_ACTOR,
        scope: 'queued',
        note: opts.note,
        audit: { metadata: { reason: opts.reason } },
      });
      write();
      return true;
    });
    if (done) cancelled++;
  }
  // The tasks behind them moved up: one bump tells their screens to re-count.
  if (cancelled > 0) await bumpQueueState(defaultDb, 'cancelled');
  return cancelled;
}

/**
 * A closed team acts for nobody, so its tasks still waiting in the queue are cancelled, their
 * credits back to the team's wallet (then settled by the refund rules with the rest of its
 * balance) and the submitters' spending back. Every way a team closes calls this after the commit.
 */
export function cancelQueuedOfClosedTeam(teamId: string): Promise<number> {
  return cancelQueuedOf(teamId, { note: 'Cancelled: the team was closed', reason: 'team_closed' });
}
