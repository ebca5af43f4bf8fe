import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import {
  idleFields,
  manageableSchedule,
  occurrencePrice,
  plannedFields,
  plannedOutput,
} from '../lib/schedules/access.js';
import { prepareScheduleApprovalFor } from '../lib/schedules/approval.js';
import { readSettings } from '../lib/settings.js';

/**
 * An edit of a schedule's template and rhythm, for future occurrences only: those already
 * submitted, skipped or missed stay as they were. A paused schedule stays paused. An edit by a
 * member that the team's rule catches above the approved price asks again, and holds the schedule
 * until an owner approves; one at or under it keeps running.
 */
export const updateSchedule = defineCallable('updateSchedule', 'user', async (input, { uid }) => {
  const now = Date.now();
  const out = await db.runTransaction(async (tx) => {
    const { ref, schedule, acting } = await manageableSchedule(tx, uid, input.scheduleId);
    const settings = await readSettings(tx);
    const priceCredits = occurrencePrice(input.template, settings);
    const approval = await prepareScheduleApprovalFor(tx, acting, {
      scheduleId: input.scheduleId,
      uid,
      createdBy: schedule.createdBy,
      title: input.template.title,
      priceCredits,
      approved: schedule.approvedPriceCredits,
    });
    const plan = plannedFields(input.timing, {
      afterMs: now,
      nowMs: now,
      skipDates: schedule.skipDates,
      done: schedule.occurrencesDone,
    });
    const paused = schedule.status === 'paused' || (approval.hold !== null && plan.status === 'active');
    const held = approval.hold ? { status: 'paused' as const, pausedReason: approval.hold, ...idleFields } : {};
    const fields = {
      template: input.template,
      timing: input.timing,
      priceCredits,
      approvedPriceCredits: approval.approvedPriceCredits,
      ...(paused ? { skipDates: plan.skipDates } : plan),
      ...(approval.hold && plan.status === 'active' ? held : {}),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, fields);
    approval.commit();
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: schedule.accountId,
      action: 'schedule_updated',
      entityType: 'schedule',
      entityId: input.scheduleId,
      metadata: {
        rhythm: input.timing.rhythm.kind,
        priceCredits,
        ...(approval.hold ? { heldFor: approval.hold } : {}),
      },
    });
    return { priceCredits, upcoming: paused ? [] : plan.upcoming };
  });
  return plannedOutput(input.scheduleId, out);
});
