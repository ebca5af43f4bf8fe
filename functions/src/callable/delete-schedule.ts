import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { manageableSchedule } from '../lib/schedules/access.js';
import { deleteScheduleFiles } from '../lib/storage.js';

/**
 * Deletes a schedule, its record of occurrences and its files. The tasks it submitted stay: they are
 * ordinary tasks of the account (their scheduleId then points nowhere).
 */
export const deleteSchedule = defineCallable('deleteSchedule', 'user', async ({ scheduleId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const { ref, schedule } = await manageableSchedule(tx, uid, scheduleId);
    tx.delete(ref);
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_deleted',
      entityType: 'schedule',
      entityId: scheduleId,
      metadata: { occurrencesDone: schedule.occurrencesDone },
    });
  });
  // The occurrence records go after the schedule (no longer due, nothing reads them).
  await db.recursiveDelete(col.occurrences(scheduleId));
  // Its files (the tasks it submitted keep their own copies).
  await deleteScheduleFiles(scheduleId);
  return { ok: true as const };
});
