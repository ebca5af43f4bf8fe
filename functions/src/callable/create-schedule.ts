import type { Schedule } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { idleFields, occurrencePrice, plannedFields, plannedOutput } from '../lib/schedules/access.js';
import { prepareScheduleApprovalFor } from '../lib/schedules/approval.js';
import { copyTaskFilesToSchedule, taskFilesForSchedule } from '../lib/schedules/files.js';
import { readSettings } from '../lib/settings.js';
import { taskIdFor } from '../lib/submission/task-id.js';
import { resolveAccount } from '../lib/teams.js';

/**
 * A new schedule for the caller's account (their own, or a team they are in): the task form's
 * fields plus a rhythm. The caller is its creator; each occurrence acts as them. Idempotent per
 * requestId. A member's schedule the team's approval rule catches at the price of one occurrence
 * is held (paused, awaiting approval) and an owner is asked, in the same transaction. With
 * fromTaskId (a task of the same account), the task's attached files are copied to the schedule.
 */
export const createSchedule = defineCallable('createSchedule', 'user', async (input, { uid }) => {
  const scheduleId = taskIdFor(uid, `schedule:${input.requestId}`);
  const ref = col.schedule(scheduleId);
  const now = Date.now();
  const written = await db.runTransaction(async (tx) => {
    const acting = await resolveAccount(uid, input.accountId ?? uid, tx);
    const [existing, settings] = await Promise.all([tx.get(ref), readSettings(tx)]);
    const prior = existing.data();
    if (prior) return prior;
    const files = input.fromTaskId ? await taskFilesForSchedule(tx, input.fromTaskId, acting.accountId) : [];
    const priceCredits = occurrencePrice(input.template, settings);
    const approval = await prepareScheduleApprovalFor(tx, acting, {
      scheduleId,
      uid,
      createdBy: uid,
      title: input.template.title,
      priceCredits,
      approved: null,
    });
    const planned = plannedFields(input.timing, { afterMs: now, nowMs: now, skipDates: [], done: 0 });
    const schedule: Schedule = {
      accountId: acting.accountId,
      createdBy: uid,
      template: input.template,
      timing: input.timing,
      pausedReason: approval.hold,
      occurrencesDone: 0,
      priceCredits,
      approvedPriceCredits: approval.approvedPriceCredits,
      ...(files.length ? { attachments: files } : {}),
      ...planned,
      ...(approval.hold && planned.status === 'active'
        ? { status: 'paused' as const, ...idleFields, upcoming: [] }
        : {}),
      createdAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
    };
    tx.create(ref, schedule);
    approval.commit();
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: acting.accountId,
      action: 'schedule_created',
      entityType: 'schedule',
      entityId: scheduleId,
      metadata: {
        rhythm: input.timing.rhythm.kind,
        priceCredits,
        requestId: input.requestId,
        ...(files.length ? { fromTaskId: input.fromTaskId, files: files.length } : {}),
        ...(approval.hold ? { heldFor: approval.hold } : {}),
      },
    });
    return schedule;
  });
  if (input.fromTaskId && written.attachments?.length)
    await copyTaskFilesToSchedule(scheduleId, input.fromTaskId, written.attachments);
  return plannedOutput(scheduleId, written);
});
