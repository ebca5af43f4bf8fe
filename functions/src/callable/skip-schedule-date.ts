import { localDateOf } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { manageableSchedule, plannedFields, plannedOutput } from '../lib/schedules/access.js';

/** Skips one future date (a holiday), or takes the skip back. Skipped dates are not occurrences. */
export const skipScheduleDate = defineCallable('skipScheduleDate', 'user', async (input, { uid }) => {
  const now = Date.now();
  if (input.localDate < localDateOf(now))
    throw new HttpsError('invalid-argument', 'Invalid input', { fields: { localDate: 'date_in_past' } });
  const out = await db.runTransaction(async (tx) => {
    const { ref, schedule } = await manageableSchedule(tx, uid, input.scheduleId);
    const rest = schedule.skipDates.filter((d) => d !== input.localDate);
    const skipDates = input.skip ? [...rest, input.localDate] : rest;
    const plan = plannedFields(schedule.timing, {
      afterMs: now,
      nowMs: now,
      skipDates,
      done: schedule.occurrencesDone,
    });
    const active = schedule.status === 'active';
    tx.update(ref, { ...(active ? plan : { skipDates: plan.skipDates }), updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_date_skipped',
      entityType: 'schedule',
      entityId: input.scheduleId,
      metadata: { localDate: input.localDate, skip: input.skip },
    });
    return { priceCredits: schedule.priceCredits, upcoming: active ? plan.upcoming : schedule.upcoming };
  });
  return plannedOutput(input.scheduleId, out);
});
