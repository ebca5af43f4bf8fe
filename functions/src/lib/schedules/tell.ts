import type { NotificationPayload, Schedule } from '@tasklane/domain';
import { afterCommit } from '../after-commit.js';
import { writeNotification } from '../notify.js';
import { scheduleRecipients } from './recipients.js';

type ScheduleEvent = NonNullable<NotificationPayload['schedule_event']>;

/**
 * Tells the schedule's people at once (its creator and a team's owners) what became of an
 * occurrence: skipped (with the reason and, on the screen, a link to buy credits), submitted late,
 * missed, or the schedule paused because its creator left. One notice per person and event (the
 * id derives from the schedule, the date and the event), so a run repeated tells once.
 */
export async function tellSchedule(
  scheduleId: string,
  schedule: Pick<Schedule, 'accountId' | 'createdBy' | 'template'>,
  localDate: string,
  event: ScheduleEvent,
  reason?: string,
): Promise<void> {
  await afterCommit(
    `schedule ${scheduleId}: tell ${event}`,
    async () => {
      const to = await scheduleRecipients(schedule);
      await Promise.all(
        to.map((uid) =>
          writeNotification({
            id: `sched_${scheduleId}_${localDate}_${event}_${uid}`,
            userId: uid,
            templateKey: 'schedule_update',
            payload: {
              schedule_id: scheduleId,
              task_title: schedule.template.title,
              schedule_event: event,
              ...(reason ? { schedule_reason: reason } : {}),
              message: localDate,
            },
          }),
        ),
      );
    },
    undefined,
  );
}
