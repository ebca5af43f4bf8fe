import {
  accountOf,
  QUEUE_STATE_MIN_INTERVAL_MS,
  SLOT_STATUSES,
  activationFields,
  freeSlots,
  occupiesSlot,
  taskQueueOrder,
  toMillis,
  type QueueStateDoc,
  type Settings,
  type Task,
} from '@tasklane/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';
import { recordStats } from './stats.js';
import { headConverter, refs, slotConverter } from './collections.js';

export const SYSTEM_ACTOR = 'system';

const tasks = (db: Firestore) => refs(db).tasks().withConverter(null);
const entries = (db: Firestore) => refs(db).queue();
/** Written only when tasks are activated: concurrent activations serialize on it. */
const leaseRef = (db: Firestore) => refs(db).queueLease();
const stateRef = (db: Firestore) => refs(db).queueState();

/** The order key of a task as the queue index stores it. */
export function orderOf(taskId: string, task: Pick<Task, 'queueKey' | 'submittedAt'>): string {
  return taskQueueOrder(taskId, task);
}

/**
 * Puts a new task in the queue, in the caller's transaction: the task document (queued, no
 * stored position) and its entry in the queue index. Every way a task enters the queue (credit
 * submission, a paid card checkout) goes through here, then calls `afterEnqueue` once the
 * transaction has committed. Only writes, so call it after the transaction's reads.
 */
export function enqueueTask(tx: Transaction, ref: DocumentReference, task: Task): void {
  const queued: Task = { ...task, status: 'submitted', queueStatus: 'queued', queuePosition: null };
  tx.create(ref, { ...queued, updatedAt: FieldValue.serverTimestamp() });
  tx.create(entries(ref.firestore).doc(ref.id), { order: orderOf(ref.id, queued) });
}

/**
 * Takes a task out of the queue index, in the caller's transaction (cancellation, account
 * deletion). The caller updates the task itself.
 */
export function dequeueTask(tx: Transaction, taskId: string, db: Firestore = defaultDb): void {
  tx.delete(entries(db).doc(taskId));
}

/** Whether any queued task is behind this order key: only then does removing or inserting it move anyone. */
async function anyoneBehind(db: Firestore, order: string): Promise<boolean> {
  const behind = await entries(db).where('order', '>', order).limit(1).get();
  return !behind.empty;
}

/**
 * After a task entered the queue: starts it (or the head of the queue) at once when a slot is
 * free, so a submission to an idle queue does not wait for the next tick, and tells the
 * customers' screens when the new task went ahead of someone. O(1) reads and writes whatever
 * the queue's length. Returns how many tasks it activated.
 */
export async function afterEnqueue(
  taskId: string,
  task: Pick<Task, 'queueKey' | 'submittedAt'>,
  settings: Settings,
  db: Firestore = defaultDb,
): Promise<FillResult> {
  const filled = await fillFreeSlots(db, settings, Date.now());
  if (filled.activated === 0 && (await anyoneBehind(db, orderOf(taskId, task)))) {
    if (await bumpQueueState(db, 'submitted')) filled.writes++;
  }
  return filled;
}

/** After a queued task left the queue without starting (cancelled): tells screens when someone moved up. */
export async function afterDequeue(
  taskId: string,
  task: Pick<Task, 'queueKey' | 'submittedAt'>,
  db: Firestore = defaultDb,
): Promise<boolean> {
  if (!(await anyoneBehind(db, orderOf(taskId, task)))) return false;
  await bumpQueueState(db, 'cancelled');
  return true;
}

/** Tasks holding a production slot (domain occupiesSlot), read in a transaction or outside. */
async function countOccupied(db: Firestore, tx?: Transaction): Promise<number> {
  const active = tasks(db).withConverter(slotConverter).where('queueStatus', '==', 'active');
  const working = tasks(db)
    .withConverter(slotConverter)
    .where('status', 'in', [...SLOT_STATUSES]);
  const [a, w] = tx
    ? await Promise.all([tx.get(active), tx.get(working)])
    : await Promise.all([active.get(), working.get()]);
  return new Set([...a.docs, ...w.docs].filter((d) => occupiesSlot(d.data())).map((d) => d.id)).size;
}

function queueHead(db: Firestore, n: number) {
  // Same order as queueOrder(): queue key, submission, then the document id Firestore adds last.
  return tasks(db)
    .withConverter(headConverter)
    .where('queueStatus', '==', 'queued')
    .orderBy('queueKey')
    .orderBy('submittedAt')
    .limit(n);
}

/**
 * Activates queued tasks up to capacity, earliest deadline first. A cheap read outside any
 * transaction skips the work when every slot is taken; otherwise one transaction re-reads the
 * lease, the occupied slots and the head, so two callers at once (two ticks, a tick and a
 * submission) conflict on the lease and the second re-runs on the new state: never over-full.
 */
export interface FillResult {
  activated: number;
  /** Documents written: per activated task its document and index entry, then the lease and the queue state. */
  writes: number;
}

export async function fillFreeSlots(db: Firestore, settings: Settings, now: number): Promise<FillResult> {
  if (freeSlots(settings.queueCapacity, await countOccupied(db)) === 0) return { activated: 0, writes: 0 };
  const activated = await db.runTransaction(async (tx) => {
    await tx.get(leaseRef(db));
    const free = freeSlots(settings.queueCapacity, await countOccupied(db, tx));
    if (free === 0) return 0;
    const head = await tx.get(queueHead(db, free));
    const at = Timestamp.fromMillis(now);
    for (const d of head.docs) {
      const fields = activationFields(now, d.data().tier, settings);
      tx.update(d.ref, {
        queueStatus: fields.queueStatus,
        queuePosition: null,
        activatedAt: at,
        dueAt: Timestamp.fromMillis(fields.dueAtMs),
        history: FieldValue.arrayUnion({
          at,
          by: SYSTEM_ACTOR,
          from: 'submitted',
          to: 'submitted',
          note: 'Activated: left the queue',
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.delete(entries(db).doc(d.id));
      recordStats(tx, { kind: 'task_activated', at: now, accountId: accountOf(d.data()) }, { db });
    }
    if (head.size > 0) tx.set(leaseRef(db), { lastActivationAt: at, lastActivated: head.size });
    return head.size;
  });
  if (activated === 0) return { activated: 0, writes: 0 };
  const bumped = await bumpQueueState(db, 'activated');
  return { activated, writes: 2 * activated + 1 + (bumped ? 1 : 0) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Tells the customers' screens that positions may have changed, at most one write per
 * QUEUE_STATE_MIN_INTERVAL_MS however many submissions, cancellations and ticks happen: a
 * caller that finds a fresh bump waits out the interval, then writes only if nobody bumped
 * after its own change. Every change is followed by a bump, so no screen stays stale.
 * Returns whether this call wrote.
 */
export async function bumpQueueState(db: Firestore, reason: QueueStateDoc['reason']): Promise<boolean> {
  const changedAt = Date.now();
  const ref = stateRef(db);
  for (let attempt = 0; attempt < 20; attempt++) {
    const snap = await ref.get();
    const last = snap.exists ? (toMillis(snap.data()?.changedAt) ?? 0) : 0;
    if (last >= changedAt) return false;
    const wait = last + QUEUE_STATE_MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      await sleep(wait);
      continue;
    }
    try {
      const data = { changedAt: Timestamp.now(), reason };
      if (snap.exists && snap.updateTime) await ref.update(data, { lastUpdateTime: snap.updateTime });
      else await ref.create(data);
      return true;
    } catch {
      // Someone else wrote in between: loop to see whether their bump covers our change.
    }
  }
  return false;
}
