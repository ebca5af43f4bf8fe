import type { CallableInput } from '@tasklane/domain';
import { limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';

/** At most this many schedules are listed for one account (each card listens to its skipped occurrences). */
export const SCHEDULES_SHOWN = 20;
/** Skipped occurrences shown per schedule (each can be submitted by hand for a day or so). */
const SKIPPED_SHOWN = 10;

/** The account's schedules, live (rules: the person's own, or a team they are in now). */
export function useSchedules(accountId: string) {
  const db = useFirestore();
  return useLiveQuery(
    `schedules/${accountId}`,
    query(webRefs.schedules(db), where('accountId', '==', accountId), limit(SCHEDULES_SHOWN)),
    (d) => d.data(),
  );
}

/** A schedule's skipped occurrences, live: each can be submitted by hand until its window closes. */
export function useSkippedOccurrences(scheduleId: string, accountId: string) {
  const db = useFirestore();
  return useLiveQuery(
    `schedule-skipped/${scheduleId}`,
    query(
      webRefs.occurrences(db, scheduleId),
      where('accountId', '==', accountId),
      where('outcome', '==', 'skipped'),
      limit(SKIPPED_SHOWN),
    ),
    (d) => d.data(),
  );
}

/** The task a new schedule repeats (/schedules?from=<taskId>), live; refused or absent when not the caller's to read. */
export function useRepeatedTask(taskId: string) {
  const db = useFirestore();
  return useLiveDoc(`schedule-from/${taskId}`, webRefs.task(db, taskId));
}

export const createSchedule = (input: CallableInput<'createSchedule'>) => call('createSchedule', input);
export const updateSchedule = (input: CallableInput<'updateSchedule'>) => call('updateSchedule', input);
export const pauseSchedule = (scheduleId: string) => call('pauseSchedule', { scheduleId });
export const resumeSchedule = (scheduleId: string) => call('resumeSchedule', { scheduleId });
export const deleteSchedule = (scheduleId: string) => call('deleteSchedule', { scheduleId });
export const skipScheduleDate = (scheduleId: string, localDate: string, skip: boolean) =>
  call('skipScheduleDate', { scheduleId, localDate, skip });
export const submitSkipped = (scheduleId: string, localDate: string) =>
  call('submitSkippedOccurrence', { scheduleId, localDate });

/** The caller's membership in the space's team (its role decides who may change a schedule); none for a personal space. */
export function useMyRole(teamId: string | null, uid: string) {
  const db = useFirestore();
  const member = useLiveDoc(teamId ? `schedule-role/${teamId}/${uid}` : '', webRefs.teamMember(db, teamId ?? '_', uid));
  return teamId ? (member.data?.role ?? null) : 'owner';
}
