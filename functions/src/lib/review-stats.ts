import { reviewMinutesKey, toMillis, type Task } from '@tasklane/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';
import { refs } from './collections.js';

/** The two documents a review's figures go to: its reviewer's and its category's. */
export function reviewStatsRefs(task: Pick<Task, 'category'>, reviewerId: string | null, db: Firestore = defaultDb) {
  const stats = refs(db).reviewStats();
  return [
    ...(reviewerId ? [{ ref: stats.doc(`r_${reviewerId}`), kind: 'reviewer' as const }] : []),
    { ref: stats.doc(`c_${task.category}`), kind: 'category' as const },
  ];
}

/**
 * Counts one delivery in the reviewer's and the category's figures, in the delivery's
 * transaction, with increments only (no read): on time or not, first or revision, and how long
 * it spent in review since it was last picked up. The screens read two small documents instead
 * of scanning tasks.
 */
export function recordReviewDelivery(tx: Transaction, task: Task, reviewerId: string, deliveredAtMs: number): void {
  const pickedUp = [...task.history].reverse().find((h) => h.to === 'in_review');
  const pickedUpMs = pickedUp ? toMillis(pickedUp.at) : null;
  const due = toMillis(task.dueAt);
  const revision = task.history.some((h) => h.to === 'delivered');
  const inc = FieldValue.increment(1);
  for (const { ref, kind } of reviewStatsRefs(task, reviewerId)) {
    tx.set(
      ref,
      {
        kind,
        deliveries: inc,
        ...(revision ? { revisionDeliveries: inc } : { firstDeliveries: inc }),
        ...(due === null || deliveredAtMs <= due ? { onTime: inc } : {}),
        ...(pickedUpMs !== null ? { reviewMinutes: { [reviewMinutesKey(deliveredAtMs - pickedUpMs)]: inc } } : {}),
      },
      { merge: true },
    );
  }
}

/** A rating given (count and stars) or changed (stars only), in the rating's transaction. */
export function recordRating(
  tx: Transaction,
  task: Pick<Task, 'category'>,
  reviewerId: string | null,
  stars: number,
  previousStars: number | null,
): void {
  for (const { ref, kind } of reviewStatsRefs(task, reviewerId)) {
    tx.set(
      ref,
      {
        kind,
        starsSum: FieldValue.increment(stars - (previousStars ?? 0)),
        ...(previousStars === null ? { ratings: FieldValue.increment(1) } : {}),
      },
      { merge: true },
    );
  }
}
