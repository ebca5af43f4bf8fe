import {
  LIMITS,
  SLA_OPEN_STATUSES,
  needsDraftNudge,
  slaAction,
  slaWarningLookaheadMs,
  type Settings,
  accountOf,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import { writeAudit } from '../audit.js';
import { moveCredits, readWallet } from '../credits.js';
import { ledgerText } from '../ledger-text.js';
import { logs } from '../logs.js';
import { SYSTEM_ACTOR, fillFreeSlots } from '../queue.js';
import { flagAtRiskTasks } from './at-risk.js';
import { readSettings } from '../settings.js';
import { planTaskCardRefund } from '../payments/refunds.js';
import { readSpending } from '../cancel-queued.js';
import { recordStats } from '../stats.js';
import { nudgeConverter, refs, slaConverter, taskConverter } from '../collections.js';

export { SYSTEM_ACTOR };

export interface TickDeps {
  db?: Firestore;
  /** Settings to use instead of reading settings/app (benchmarks, tests). */
  settings?: Settings;
}

export interface TickResult {
  activated: number;
  warned: number;
  refunded: number;
  /** Active tasks whose drafting run was lost, asked again (draftRequestedAt). */
  nudged: number;
  /** Tasks in review newly flagged at risk (staff told). */
  atRisk: number;
  /** Every document this tick wrote (tasks, queue index, lease, queue state, wallet, ledger, audit). */
  writes: number;
}

/** At most this many tasks per tick are warned or refunded; the rest wait for the next tick. */
export const SLA_SCAN_LIMIT = 200;

const tasks = (db: Firestore) => refs(db).tasks().withConverter(taskConverter);

/**
 * One scheduler tick (the safety net behind submissions, which start a task at once when a slot
 * is free): activate queued tasks up to capacity, earliest deadline first; raise the 80% SLA
 * warning; refund late tasks once; tell staff of tasks in review at risk, once per due time.
 *
 * Its cost follows what changed, not the queue's length: positions are not stored, so an
 * activation writes only the activated tasks (and their queue index entries); the SLA scans are
 * range queries on the due time, so they read only tasks due in the window. An idle tick reads
 * the production slots and writes nothing.
 *
 * Safe to run twice at once: activation is one transaction guarded by a lease document
 * (fillFreeSlots); warnings and refunds re-check their flag inside their own transaction.
 */
export async function runQueueTick(now: number = Date.now(), deps: TickDeps = {}): Promise<TickResult> {
  const db = deps.db ?? defaultDb;
  const settings = deps.settings ?? (await readSettings());
  const result: TickResult = { activated: 0, warned: 0, refunded: 0, nudged: 0, atRisk: 0, writes: 0 };

  const filled = await fillFreeSlots(db, settings, now);
  result.activated = filled.activated;
  result.writes += filled.writes;

  const open = [...SLA_OPEN_STATUSES];
  const at = Timestamp.fromMillis(now);
  const lookahead = slaWarningLookaheadMs(
    Object.values(settings.tiers).map((t) => t.hours),
    LIMITS.slaWarningFraction,
  );
  const [late, warnable, active] = await Promise.all([
    tasks(db)
      .withConverter(slaConverter)
      .where('lateRefunded', '==', false)
      .where('status', 'in', open)
      .where('dueAt', '<', at)
      .orderBy('dueAt')
      .limit(SLA_SCAN_LIMIT)
      .get(),
    tasks(db)
      .withConverter(slaConverter)
      .where('slaWarned', '==', false)
      .where('status', 'in', open)
      .where('dueAt', '>=', at)
      .where('dueAt', '<=', Timestamp.fromMillis(now + lookahead))
      .orderBy('dueAt')
      .limit(SLA_SCAN_LIMIT)
      .get(),
    // Bounded by the capacity: only tasks holding a slot before their draft are 'active'.
    tasks(db).withConverter(nudgeConverter).where('queueStatus', '==', 'active').get(),
  ]);

  for (const snap of late.docs) {
    try {
      if (!slaAction(snap.data(), now).refund) continue;
      const writes = await refundLate(db, snap.id, now);
      if (writes > 0) {
        result.refunded++;
        result.writes += writes;
      }
    } catch (err) {
      logs.tickTaskFailed(snap.id, err);
    }
  }
  for (const snap of warnable.docs) {
    try {
      if (!slaAction(snap.data(), now).warn) continue;
      if (await raiseWarning(db, snap.id, now)) {
        result.warned++;
        result.writes++;
      }
    } catch (err) {
      logs.tickTaskFailed(snap.id, err);
    }
  }
  for (const snap of active.docs) {
    try {
      if (!needsDraftNudge(snap.data(), now)) continue;
      // Precondition: if the draft landed since this tick read the task, leave it alone.
      await snap.ref.update({ draftRequestedAt: Timestamp.fromMillis(now) }, { lastUpdateTime: snap.updateTime });
      result.nudged++;
      result.writes++;
    } catch (err) {
      logs.tickTaskFailed(snap.id, err);
    }
  }
  try {
    const risk = await flagAtRiskTasks(db, settings, now);
    result.atRisk = risk.flagged;
    result.writes += risk.writes;
  } catch (err) {
    logs.tickTaskFailed('at-risk scan', err);
  }
  if (result.activated || result.refunded || result.warned || result.nudged || result.atRisk) logs.tick(result);
  return result;
}

/** Sets slaWarned once; the notifications issue's trigger turns the flag into the owner's notification. */
async function raiseWarning(db: Firestore, taskId: string, now: number): Promise<boolean> {
  const ref = tasks(db).doc(taskId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const task = snap.data();
    if (!task || !slaAction(task, now).warn) return false;
    tx.update(ref, { slaWarned: true, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * Late delivery is free, the service guarantee customers pay for: returns the task's credits once, in one transaction that
 * re-reads the flag, so two ticks at the same moment refund exactly once. The status is left as
 * it is: the task still gets done. A card-paid task gets a cardRefunds/{taskId} document in the
 * same transaction, which a trigger sends to Stripe.
 * Returns the number of documents written (0 when another tick got there first).
 */
async function refundLate(db: Firestore, taskId: string, now: number): Promise<number> {
  const ref = tasks(db).doc(taskId);
  return db.runTransaction(async (tx) => {
    const task = (await tx.get(ref)).data();
    if (!task) return 0;
    if (!slaAction(task, now).refund) return 0;
    const wallet =
      task.paymentMethod === 'credits' && task.priceCredits > 0 ? await readWallet(tx, accountOf(task)) : null;
    const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, taskId, 'late_delivery') : null;
    const giveSpendingBack = wallet ? await readSpending(tx, task) : () => undefined;
    let writes = 1;
    let note: string;
    if (wallet) {
      moveCredits(tx, wallet, {
        credits: task.priceCredits,
        type: 'refunded',
        description: ledgerText.lateRefund(),
        actorUserId: SYSTEM_ACTOR,
        taskId,
        metadata: { reason: 'late_delivery' },
      });
      giveSpendingBack(task.priceCredits);
      writes += 3;
      note = `Late delivery refund: ${task.priceCredits} credit(s) returned`;
    } else {
      writeAudit(tx, {
        actorUserId: SYSTEM_ACTOR,
        subjectUserId: task.userId,
        action: 'refund_decided',
        entityType: 'task',
        entityId: taskId,
        metadata: {
          reason: 'late_delivery',
          automatic: true,
          paymentMethod: task.paymentMethod,
          cardRefundPending: Boolean(cardRefund),
        },
      });
      writes += 1;
      if (cardRefund) {
        cardRefund();
        writes += 1;
      }
      note = cardRefund ? 'Late delivery: refund to the card under way' : 'Late delivery: nothing to refund';
    }
    recordStats(tx, { kind: 'late_refund', at: now, accountId: accountOf(task) });
    tx.update(ref, {
      lateRefunded: true,
      lateRefundedAt: Timestamp.fromMillis(now),
      history: FieldValue.arrayUnion({
        at: Timestamp.fromMillis(now),
        by: SYSTEM_ACTOR,
        from: task.status,
        to: task.status,
        note,
      }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return writes;
  });
}
