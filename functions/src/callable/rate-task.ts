import {
  accountOf,
  RATING_EDIT_DAYS,
  ratingId,
  ratingSchema,
  toMillis,
  type PublishedTestimonial,
} from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { readOwnedTask } from '../lib/owned-task.js';
import { recordRating } from '../lib/review-stats.js';
import { col } from '../lib/collections.js';

const DAY = 86_400_000;

/**
 * The customer rates the latest delivery of their task: 1 to 5 stars, an optional comment, and
 * optionally their consent to be quoted. One rating per delivery round (its id says which),
 * editable for 7 days after it was first given. The reviewer's and the category's figures move
 * in the same transaction. Changing a published rating takes it off the public pages: what was
 * published is no longer what the customer says, so an admin must publish it again.
 */
export const rateTask = defineCallable(
  'rateTask',
  'user',
  async ({ taskId, stars, comment, locale, quote }, { uid }) => {
    return db.runTransaction(async (tx) => {
      const { task } = await readOwnedTask(tx, taskId, uid);
      if (task.status !== 'delivered')
        throw new HttpsError('failed-precondition', 'Only a delivered task can be rated', { reason: 'not_delivered' });
      const round = task.history.filter((h) => h.to === 'delivered').length;
      const id = ratingId(taskId, round);
      const ref = col.ratings().doc(id);
      const publishedRef = col.publishedTestimonials();
      const [snap, publishedSnap] = await Promise.all([tx.get(ref), tx.get(publishedRef)]);
      const before = snap.exists ? ratingSchema.parse(snap.data()) : null;
      const now = Date.now();
      if (before && now - (toMillis(before.createdAt) ?? 0) > RATING_EDIT_DAYS * DAY) {
        throw new HttpsError('failed-precondition', 'A rating can be changed for 7 days', { reason: 'rating_locked' });
      }
      const reviewerId = task.reviewerId ?? before?.reviewerId ?? null;
      tx.set(ref, {
        taskId,
        round,
        userId: task.userId,
        // A team's task: every current member sees the rating on the task's page.
        accountId: accountOf(task),
        reviewerId,
        category: task.category,
        stars,
        comment,
        locale,
        quote,
        published: false,
        createdAt: before ? before.createdAt : FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (before?.published) {
        const items = ((publishedSnap.get('items') as PublishedTestimonial[] | undefined) ?? []).filter(
          (t) => t.id !== id,
        );
        tx.set(publishedRef, { items, updatedAt: FieldValue.serverTimestamp() });
      }
      recordRating(tx, task, reviewerId, stars, before ? before.stars : null);
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: task.userId,
        action: 'task_rated',
        entityType: 'task',
        entityId: taskId,
        metadata: { round, stars, before: before?.stars ?? null, quote: quote !== null },
      });
      return { ratingId: id, round };
    });
  },
);
