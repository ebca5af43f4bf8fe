import type { Task } from '@tasklane/domain';
import { db } from './admin.js';

/**
 * Renumbers the queued tasks 1..n in earliest-deadline-first order (queueKey, then submission),
 * writing only the tasks whose position changed. Called after a submission or a cancellation,
 * and by the scheduler tick, so positions are never stale.
 * Returns how many documents it wrote.
 */
export async function renumberQueue(): Promise<number> {
  const snap = await db.collection('tasks').where('queueStatus', '==', 'queued').orderBy('queueKey').get();
  const docs = snap.docs
    .map((d) => ({ ref: d.ref, task: d.data() as Task }))
    .sort((a, b) => a.task.queueKey - b.task.queueKey || toMs(a.task.submittedAt) - toMs(b.task.submittedAt));
  const writer = db.bulkWriter();
  let writes = 0;
  docs.forEach(({ ref, task }, i) => {
    if (task.queuePosition !== i + 1) {
      writes++;
      void writer.update(ref, { queuePosition: i + 1 });
    }
  });
  await writer.close();
  return writes;
}

function toMs(v: Task['submittedAt']): number {
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  return v.toMillis();
}
