import { SLOT_STATUSES, activationFields, freeSlots, needsDraftNudge, occupiesSlot, slaAction, type Settings, type Task } from '@tasklane/domain';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import { writeAudit } from '../audit.js';
import { moveCredits, readWallet } from '../credits.js';
import { logs } from '../logs.js';
import { queueLooksStale, renumberQueue } from '../queue.js';
import { readSettings } from '../settings.js';
import { planTaskCardRefund } from '../payments/refunds.js';

export const SYSTEM_ACTOR = 'system';

export interface TickDeps {
  db?: Firestore;
  /** Settings to use instead of reading settings/app (benchmarks, tests). */
  settings?: Settings;
}

export interface TickResult {
  activated: number;
  renumbered: number;
  warned: number;
  refunded: number;
  /** Active tasks whose drafting run was lost, asked again (draftRequestedAt). */
  nudged: number;
  /** Every document this tick wrote (tasks, lease, wallet, ledger, audit), for the "cheap" promise. */
  writes: number;
}

const tasks = (db: Firestore) => db.collection('tasks');
/** Written only when the tick activates tasks: concurrent ticks serialize on it. */
const leaseRef = (db: Firestore) => db.collection('system').doc('queue');

/**
 * One scheduler tick (DECISIONS.md, Queue): activate queued tasks up to capacity, earliest
 * deadline first; keep positions right; raise the 80% SLA warning; refund late tasks once.
 *
 * Safe to run twice at once: activation happens in one transaction that re-reads the slots and
 * the queue head and writes a lease document, so a concurrent tick conflicts and re-runs on the
 * new state; warnings and refunds re-check their flag inside their own transaction.
 * Cheap: with nothing to do it reads the production slots plus a three-read queue probe, and writes nothing.
 */
export async function runQueueTick(now: number = Date.now(), deps: TickDeps = {}): Promise<TickResult> {
  const db = deps.db ?? defaultDb;
  const settings = deps.settings ?? (await readSettings());
  const result: TickResult = { activated: 0, renumbered: 0, warned: 0, refunded: 0, nudged: 0, writes: 0 };

  const production = await readProduction(db);
  const free = freeSlots(settings.queueCapacity, production.length);
  if (free > 0) {
    const head = await queueHead(db, free).get();
    if (!head.empty) {
      const activated = await activate(db, settings, now);
      result.activated = activated;
      if (activated > 0) result.writes += activated + 1;
    }
  }

  if (result.activated > 0 || (await queueLooksStale(db))) {
    result.renumbered = await renumberQueue(db);
    result.writes += result.renumbered;
  }

  for (const snap of production) {
    const action = slaAction(snap.data() as Task, now);
    try {
      if (action.refund) {
        const writes = await refundLate(db, snap.ref.id, now);
        if (writes > 0) {
          result.refunded++;
          result.writes += writes;
        }
      } else if (action.warn) {
        if (await raiseWarning(db, snap.ref.id, now)) {
          result.warned++;
          result.writes++;
        }
      }
      if (needsDraftNudge(snap.data() as Task, now)) {
        // Precondition: if the draft landed since this tick read the task, leave it alone.
        await snap.ref.update({ draftRequestedAt: Timestamp.fromMillis(now) }, { lastUpdateTime: snap.updateTime });
        result.nudged++;
        result.writes++;
      }
    } catch (err) {
      logs.tickTaskFailed(snap.ref.id, err);
    }
  }
  if (result.activated || result.refunded || result.warned || result.nudged) logs.tick(result);
  return result;
}

/** Tasks holding a production slot (domain occupiesSlot): active submitted ones, plus ai_drafted / in_review / reopened. */
async function readProduction(db: Firestore): Promise<DocumentSnapshot[]> {
  const [active, working] = await Promise.all([
    tasks(db).where('queueStatus', '==', 'active').get(),
    tasks(db).where('status', 'in', [...SLOT_STATUSES]).get(),
  ]);
  const byId = new Map<string, DocumentSnapshot>();
  for (const d of [...active.docs, ...working.docs]) if (occupiesSlot(d.data() as Task)) byId.set(d.id, d);
  return [...byId.values()];
}

function queueHead(db: Firestore, n: number) {
  return tasks(db).where('queueStatus', '==', 'queued').orderBy('queueKey').orderBy('submittedAt').limit(n);
}

async function activate(db: Firestore, settings: Settings, now: number): Promise<number> {
  return db.runTransaction(async (tx) => {
    await tx.get(leaseRef(db));
    const [active, working] = await Promise.all([
      tx.get(tasks(db).where('queueStatus', '==', 'active')),
      tx.get(tasks(db).where('status', 'in', [...SLOT_STATUSES])),
    ]);
    const occupied = new Set([...active.docs, ...working.docs].filter((d) => occupiesSlot(d.data() as Task)).map((d) => d.id));
    const free = freeSlots(settings.queueCapacity, occupied.size);
    if (free === 0) return 0;
    const head = await tx.get(queueHead(db, free));
    const at = Timestamp.fromMillis(now);
    for (const d of head.docs) {
      const task = d.data() as Task;
      const fields = activationFields(now, task.tier, settings);
      tx.update(d.ref, {
        queueStatus: fields.queueStatus,
        queuePosition: fields.queuePosition,
        activatedAt: at,
        dueAt: Timestamp.fromMillis(fields.dueAtMs),
        history: FieldValue.arrayUnion({ at, by: SYSTEM_ACTOR, from: 'submitted', to: 'submitted', note: 'Activated: left the queue' }),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (head.size > 0) tx.set(leaseRef(db), { lastActivationAt: at, lastActivated: head.size });
    return head.size;
  });
}

/** Sets slaWarned once; the notifications issue's trigger turns the flag into the owner's notification. */
async function raiseWarning(db: Firestore, taskId: string, now: number): Promise<boolean> {
  const ref = tasks(db).doc(taskId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || !slaAction(snap.data() as Task, now).warn) return false;
    tx.update(ref, { slaWarned: true, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * Late delivery is free (DECISIONS.md): returns the task's credits once, in one transaction that
 * re-reads the flag, so two ticks at the same moment refund exactly once. The status is left as
 * it is: the task still gets done. A card-paid task gets a cardRefunds/{taskId} document in the
 * same transaction, which a trigger sends to Stripe.
 * Returns the number of documents written (0 when another tick got there first).
 */
async function refundLate(db: Firestore, taskId: string, now: number): Promise<number> {
  const ref = tasks(db).doc(taskId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 0;
    const task = snap.data() as Task;
    if (!slaAction(task, now).refund) return 0;
    const wallet = task.paymentMethod === 'credits' && task.priceCredits > 0 ? await readWallet(tx, task.userId) : null;
    const cardRefund = task.paymentMethod === 'card' ? await planTaskCardRefund(tx, taskId, 'late_delivery') : null;
    let writes = 1;
    let note: string;
    if (wallet) {
      moveCredits(tx, wallet, {
        credits: task.priceCredits,
        type: 'refunded',
        description: 'Late delivery refund',
        actorUserId: SYSTEM_ACTOR,
        taskId,
        metadata: { reason: 'late_delivery' },
      });
      writes += 3;
      note = `Late delivery refund: ${task.priceCredits} credit(s) returned`;
    } else {
      writeAudit(tx, {
        actorUserId: SYSTEM_ACTOR,
        subjectUserId: task.userId,
        action: 'refund_decided',
        entityType: 'task',
        entityId: taskId,
        metadata: { reason: 'late_delivery', automatic: true, paymentMethod: task.paymentMethod, cardRefundPending: Boolean(cardRefund) },
      });
      writes += 1;
      if (cardRefund) {
        cardRefund();
        writes += 1;
      }
      note = cardRefund ? 'Late delivery: refund to the card under way' : 'Late delivery: nothing to refund';
    }
    tx.update(ref, {
      lateRefunded: true,
      history: FieldValue.arrayUnion({ at: Timestamp.fromMillis(now), by: SYSTEM_ACTOR, from: task.status, to: task.status, note }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return writes;
  });
}
