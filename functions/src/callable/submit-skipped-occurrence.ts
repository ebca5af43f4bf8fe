import { occurrenceTaskId, toMillis } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { manageableSchedule } from '../lib/schedules/access.js';
import { copyScheduleFilesToTask, occurrenceFiles } from '../lib/schedules/files.js';
import { afterOrder, prepareOrder } from '../lib/submission/submit.js';

/**
 * "Submit now" on an occurrence skipped for want of credits (or the cap): the creator or an owner
 * submits it by hand, paid with credits, until its scheduled time plus its tier's hours. It goes
 * through the one submission path as the caller, as the occurrence's own task id, so it is
 * submitted at most once however often it is asked.
 */
export const submitSkippedOccurrence = defineCallable(
  'submitSkippedOccurrence',
  'user',
  async ({ scheduleId, localDate }, { uid }) => {
    const taskId = occurrenceTaskId(scheduleId, localDate);
    const placed = await db.runTransaction(async (tx) => {
      const { schedule } = await manageableSchedule(tx, uid, scheduleId);
      const ref = col.occurrence(scheduleId, localDate);
      const occurrence = (await tx.get(ref)).data();
      if (!occurrence || occurrence.outcome !== 'skipped')
        throw new HttpsError('failed-precondition', 'This occurrence was not skipped', {
          reason: 'occurrence_not_skipped',
        });
      if ((toMillis(occurrence.submitBy) ?? 0) < Date.now())
        throw new HttpsError('failed-precondition', 'Too late to submit this occurrence', {
          reason: 'occurrence_expired',
        });
      const prepared = await prepareOrder(tx, {
        actor: { uid, accountId: schedule.accountId, via: 'schedule' },
        taskId,
        input: schedule.template,
        payment: { method: 'credits' },
        scheduleId,
        attachments: occurrenceFiles(schedule, Date.now()),
        auditMetadata: { scheduleId, localDate, byHand: true },
      });
      const out = prepared.commit();
      tx.update(ref, {
        outcome: 'submitted_by_hand',
        taskId,
        priceCredits: out.priceCredits,
        at: FieldValue.serverTimestamp(),
      });
      return out;
    });
    if (!placed.duplicate && placed.task?.attachments?.length)
      await copyScheduleFilesToTask(scheduleId, taskId, placed.task.attachments);
    await afterOrder('submitSkippedOccurrence', taskId, placed);
    return { taskId, priceCredits: placed.priceCredits, balance: placed.balance ?? 0 };
  },
);
