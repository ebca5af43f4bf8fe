import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { manageableSchedule, plannedFields, plannedOutput } from '../lib/schedules/access.js';
import { isApprovalHold } from '../lib/schedules/approval.js';

/**
 * Resumes a paused schedule from now on: occurrences that fell while it was paused are not
 * submitted. One paused because its creator left (or was removed, or deleted their account) is
 * resumed by an owner, who becomes its creator: its occurrences then act as them. One held for
 * approval is resumed by an owner only, which approves it at its current price.
 */
export const resumeSchedule = defineCallable('resumeSchedule', 'user', async ({ scheduleId }, { uid }) => {
  const now = Date.now();
  const out = await db.runTransaction(async (tx) => {
    const { ref, schedule, acting } = await manageableSchedule(tx, uid, scheduleId);
    if (schedule.status !== 'paused')
      throw new HttpsError('failed-precondition', 'This schedule is not paused', { reason: 'schedule_not_paused' });
    const adopt = schedule.pausedReason === 'creator_gone' && schedule.createdBy !== uid;
    const owner = acting.kind !== 'team' || acting.member.role === 'owner';
    if (adopt && !owner) throw new HttpsError('permission-denied', 'Owner role required', { reason: 'owner_required' });
    const held = isApprovalHold(schedule.pausedReason);
    if (held && !owner)
      throw new HttpsError('failed-precondition', "This schedule waits for an owner's approval", {
        reason: 'approval_required',
      });
    const plan = plannedFields(schedule.timing, {
      afterMs: now,
      nowMs: now,
      skipDates: schedule.skipDates,
      done: schedule.occurrencesDone,
    });
    tx.update(ref, {
      ...plan,
      pausedReason: null,
      ...(adopt ? { createdBy: uid } : {}),
      ...(held && schedule.createdBy !== uid ? { approvedPriceCredits: schedule.priceCredits } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_resumed',
      entityType: 'schedule',
      entityId: scheduleId,
      metadata: adopt ? { newCreator: uid, previousCreator: schedule.createdBy } : {},
    });
    return { priceCredits: schedule.priceCredits, upcoming: plan.upcoming };
  });
  return plannedOutput(scheduleId, out);
});
