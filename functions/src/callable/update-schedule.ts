import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { manageableSchedule, occurrencePrice, plannedFields, plannedOutput } from '../lib/schedules/access.js';
import { readSettings } from '../lib/settings.js';

/**
 * An edit of a schedule's template and rhythm, for future occurrences only: those already
 * submitted, skipped or missed stay as they were. A paused schedule stays paused. Approval hook
 * (team approvals): an edit by a member that raises the price above approvedPriceCredits asks again.
 */
export const updateSchedule = defineCallable('updateSchedule', 'user', async (input, { uid }) => {
  const now = Date.now();
  const out = await db.runTransaction(async (tx) => {
    const { ref, schedule } = await manageableSchedule(tx, uid, input.scheduleId);
    const settings = await readSettings(tx);
    const priceCredits = occurrencePrice(input.template, settings);
    const plan = plannedFields(input.timing, {
      afterMs: now,
      nowMs: now,
      skipDates: schedule.skipDates,
      done: schedule.occurrencesDone,
    });
    const paused = schedule.status === 'paused';
    const fields = {
      template: input.template,
      timing: input.timing,
      priceCredits,
      approvedPriceCredits: priceCredits,
      ...(paused ? { skipDates: plan.skipDates } : plan),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, fields);
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_updated',
      entityType: 'schedule',
      entityId: input.scheduleId,
      metadata: { rhythm: input.timing.rhythm.kind, priceCredits },
    });
    return { priceCredits, upcoming: paused ? [] : plan.upcoming };
  });
  return plannedOutput(input.scheduleId, out);
});
