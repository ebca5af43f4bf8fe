import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { idleFields, manageableSchedule } from '../lib/schedules/access.js';

/** Pauses a schedule: nothing is submitted or noticed until it is resumed. */
export const pauseSchedule = defineCallable('pauseSchedule', 'user', async ({ scheduleId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const { ref, schedule } = await manageableSchedule(tx, uid, scheduleId);
    if (schedule.status !== 'active')
      throw new HttpsError('failed-precondition', 'This schedule is not running', { reason: 'schedule_not_active' });
    tx.update(ref, {
      status: 'paused',
      pausedReason: 'by_user',
      ...idleFields,
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_paused',
      entityType: 'schedule',
      entityId: scheduleId,
    });
  });
  return { ok: true as const };
});
