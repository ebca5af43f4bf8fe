import {
  AT_RISK_SHARE,
  REVIEWER_ACTIVE_STATUSES,
  accountOf,
  isAtRisk,
  toMillis,
  type Settings,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { setStaffNotice } from '../notify.js';
import { readAdminIds } from '../reviewers.js';
import { refs, riskConverter, taskConverter } from '../collections.js';

/** At most this many tasks per tick are flagged; the rest wait for the next tick. */
export const AT_RISK_SCAN_LIMIT = 200;

const HOUR = 3_600_000;

type RiskFields = {
  status: string;
  tier: keyof Settings['tiers'];
  dueAt: unknown;
  reviewerId: string | null;
  waiting?: unknown;
  atRiskFor?: unknown;
};

/**
 * Whether staff are owed an at-risk notice for this task now: it is with a reviewer or in the
 * pool, not paused on the customer, has less than a fifth of its tier's hours left (the desk's
 * flag, domain isAtRisk), is not yet overdue (the late-refund scan takes over), and was not
 * already flagged for this due time.
 */
export function owesAtRiskNotice(task: RiskFields, settings: Settings, nowMs: number): boolean {
  if (!(REVIEWER_ACTIVE_STATUSES as readonly string[]).includes(task.status)) return false;
  if (task.waiting) return false;
  const due = toMillis(task.dueAt as never);
  if (due === null || due <= nowMs) return false;
  if (!isAtRisk(due, settings.tiers[task.tier].hours, nowMs)) return false;
  return toMillis((task.atRiskFor ?? null) as never) !== due;
}

/**
 * The at-risk scan of the queue tick: tasks in review whose due time falls within the widest
 * tier's at-risk window, read by one range query (its cost follows the tasks due soon, not the
 * backlog). Each owed notice is written in a transaction that re-reads the task and sets
 * `atRiskFor`, so two ticks at once notify once. The assigned reviewer and every admin are told.
 * Returns the tasks flagged and the documents written.
 */
export async function flagAtRiskTasks(
  db: Firestore,
  settings: Settings,
  nowMs: number,
): Promise<{ flagged: number; writes: number }> {
  const widest = Math.max(...Object.values(settings.tiers).map((t) => t.hours)) * HOUR * AT_RISK_SHARE;
  const snap = await refs(db)
    .tasks()
    .withConverter(riskConverter)
    .where('status', 'in', [...REVIEWER_ACTIVE_STATUSES])
    .where('dueAt', '>', Timestamp.fromMillis(nowMs))
    .where('dueAt', '<=', Timestamp.fromMillis(nowMs + widest))
    .orderBy('dueAt')
    .limit(AT_RISK_SCAN_LIMIT)
    .get();
  let flagged = 0;
  let writes = 0;
  for (const doc of snap.docs) {
    if (!owesAtRiskNotice(doc.data(), settings, nowMs)) continue;
    const ref = refs(db).task(doc.id).withConverter(taskConverter);
    const written = await db.runTransaction(async (tx) => {
      const task = (await tx.get(ref)).data();
      if (!task || !owesAtRiskNotice(task, settings, nowMs)) return 0;
      const admins = await readAdminIds(tx, db);
      const dueAt = Timestamp.fromMillis(toMillis(task.dueAt) as number);
      tx.update(ref, { atRiskFor: dueAt, updatedAt: FieldValue.serverTimestamp() });
      const recipients = new Set([...(task.reviewerId ? [task.reviewerId] : []), ...admins]);
      for (const uid of recipients) {
        setStaffNotice(tx, db, {
          // One notice per due time: a retried transaction or a second tick writes the same doc.
          id: `${doc.id}_risk_${dueAt.toMillis()}_${uid}`,
          userId: uid,
          templateKey: 'review_at_risk',
          payload: { task_id: doc.id, task_title: task.title },
          aboutAccountId: accountOf(task),
        });
      }
      return 1 + recipients.size;
    });
    if (written > 0) {
      flagged++;
      writes += written;
    }
  }
  return { flagged, writes };
}
