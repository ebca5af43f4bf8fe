import { compareQueue, type Task } from '@tasklane/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';

const queued = (db: Firestore) => db.collection('tasks').where('queueStatus', '==', 'queued');

/**
 * Renumbers the queued tasks 1..n in earliest-deadline-first order (queueKey, then submission),
 * writing only the tasks whose position changed. Called after a submission or a cancellation,
 * and by the scheduler tick, so positions are never stale.
 *
 * Each write carries the document's read time as a precondition: if the scheduler activated
 * (or a customer cancelled) the task in between, the stale position is dropped instead of
 * being written over the new state, and the next run settles it.
 * Returns how many documents it wrote.
 */
export async function renumberQueue(db: Firestore = defaultDb): Promise<number> {
  const snap = await queued(db).orderBy('queueKey').get();
  const docs = snap.docs.map((d) => ({ snap: d, task: d.data() as Task })).sort((a, b) => compareQueue(a.task, b.task));
  const writer = db.bulkWriter();
  writer.onWriteError(() => false); // a failed precondition means someone else moved the task: skip it
  let writes = 0;
  docs.forEach(({ snap: d, task }, i) => {
    if (task.queuePosition !== i + 1) {
      void writer
        .update(d.ref, { queuePosition: i + 1 }, { lastUpdateTime: d.updateTime })
        .then(() => writes++)
        .catch(() => undefined);
    }
  });
  await writer.close();
  return writes;
}

/**
 * A cheap staleness probe (three small reads instead of the whole queue): positions are right
 * when the head is 1 and the tail equals the count. A submission or cancellation whose
 * renumbering failed breaks one of the two, so the tick renumbers only when this says so.
 */
export async function queueLooksStale(db: Firestore = defaultDb): Promise<boolean> {
  const [count, head, tail] = await Promise.all([
    queued(db).count().get(),
    queued(db).orderBy('queueKey').orderBy('submittedAt').limit(1).get(),
    queued(db).orderBy('queueKey', 'desc').orderBy('submittedAt', 'desc').limit(1).get(),
  ]);
  const n = count.data().count;
  if (n === 0) return false;
  return (head.docs[0]?.get('queuePosition') as unknown) !== 1 || (tail.docs[0]?.get('queuePosition') as unknown) !== n;
}
