// Shared pieces for the schedules' tests: a valid input, a schedule seeded due at a chosen time,
// a team with members, and a scheduler run through the dev callable.
import {
  localDateOf,
  occurrenceTaskId,
  type ApprovalRule,
  type CallableInput,
  type Schedule,
  type ScheduleTiming,
} from '@tasklane/domain';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, signedInClient, type TestClient } from './functions-client';
import { bucket } from './files';
import { buyer } from './stripe';
import { putTask } from './task-helpers';
import { writeTeam } from './teams';

export const template = {
  title: 'Monday captions',
  category: 'marketing_content' as const,
  tier: 'standard' as const,
  brief: 'Write three captions for our weekly specials, friendly and short.',
  sourceText: 'Soup of the week: squash.',
  deliverableType: 'text' as const,
  language: 'en' as const,
};

/** Far in the future, so no scheduler run of another test ever finds it due. */
export const futureTiming: ScheduleTiming = {
  rhythm: { kind: 'weekly', weekdays: [1] },
  time: '09:00',
  startDate: '2031-01-01',
  end: { kind: 'never' },
};

export function createInput(overrides: Partial<CallableInput<'createSchedule'>> = {}): CallableInput<'createSchedule'> {
  return { requestId: randomUUID(), template, timing: futureTiming, ...overrides };
}

/**
 * A schedule written with the Admin SDK whose next occurrence falls at `runAtMs` (its local date
 * that instant's), as the scheduler finds it. Returns its id and the occurrence's task id.
 */
export async function seedDue(
  accountId: string,
  createdBy: string,
  runAtMs: number,
  overrides: Partial<Schedule> = {},
): Promise<{ id: string; localDate: string; taskId: string }> {
  const ref = adminDb.collection('schedules').doc();
  const localDate = localDateOf(runAtMs);
  const schedule: Schedule = {
    accountId,
    createdBy,
    template,
    timing: { ...futureTiming, startDate: '2026-01-01' },
    status: 'active',
    pausedReason: null,
    skipDates: [],
    nextRunAt: Timestamp.fromMillis(runAtMs),
    nextLocalDate: localDate,
    noticeAt: null,
    upcoming: [{ localDate, runAtMs }],
    occurrencesDone: 0,
    priceCredits: 1,
    approvedPriceCredits: 1,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...overrides,
  };
  await ref.set(schedule);
  return { id: ref.id, localDate, taskId: occurrenceTaskId(ref.id, localDate) };
}

export const scheduleOf = async (id: string) => (await adminDb.doc(`schedules/${id}`).get()).data() as Schedule;
export const occurrenceOf = async (id: string, localDate: string) =>
  (await adminDb.doc(`schedules/${id}/occurrences/${localDate}`).get()).data();

/** The notifications a person got about a schedule. */
export async function scheduleNotices(uid: string, templateKey = 'schedule_update') {
  const snap = await adminDb
    .collection('notifications')
    .where('userId', '==', uid)
    .where('templateKey', '==', templateKey)
    .get();
  return snap.docs.map((d) => d.data());
}

/**
 * A team of an owner and a member, written directly as createTeam leaves it (its own tests cover
 * it), in one batch: the team (with an approval rule, when given), both memberships, the wallet.
 */
export async function seedTeam(
  owner: TestClient,
  member: TestClient,
  opts: { balance: number; rule?: ApprovalRule },
): Promise<string> {
  return writeTeam({
    name: 'Café du Canal',
    province: 'QC',
    members: [
      { ...owner, name: 'Dominique', role: 'owner' },
      { ...member, name: 'Camille', role: 'member' },
    ],
    balance: opts.balance,
    rule: opts.rule,
  });
}

/** A team whose owner and member are new customers with profiles; the team's wallet holds `balance`. */
export async function teamWith(balance: number, opened: TestClient[]) {
  const [owner, member] = await Promise.all([buyer(), buyer()]);
  opened.push(owner, member);
  return { owner, member, teamId: await seedTeam(owner, member, { balance }) };
}

let adminClient: Promise<TestClient> | null = null;
/** One scheduler run at `nowMs`, through the emulator-only callable. */
export async function tick(nowMs: number) {
  adminClient ??= signedInClient({ admin: true });
  return (await adminClient).call('runScheduleTickDev', { nowMs });
}
export async function closeTickClient() {
  if (adminClient) await (await adminClient).close();
  adminClient = null;
}

/** Deletes the schedules a test made (never the whole collection: other files may hold some). */
export async function dropSchedules(ids: string[]) {
  await Promise.all(ids.map((id) => adminDb.recursiveDelete(adminDb.doc(`schedules/${id}`))));
  ids.length = 0;
}

/** The stored record of a text file `uid` uploaded, as the upload path writes it. */
const menuFile = (uid: string, bytes: Buffer) => ({
  id: randomUUID(),
  name: 'menu.txt',
  kind: 'txt' as const,
  contentType: 'text/plain',
  size: bytes.length,
  sha256: 'x',
  uploadedBy: uid,
  uploadedAt: Timestamp.now(),
});

/** A task of `uid` holding one attached file, its bytes in the bucket (as the upload path leaves them). */
export async function taskWithFile(uid: string, bytes: Buffer): Promise<{ taskId: string; fileId: string }> {
  const file = menuFile(uid, bytes);
  const fileId = file.id;
  const taskId = await putTask(uid, { attachments: [file], filesHeld: true });
  await bucket().file(`tasks/${taskId}/attachments/${fileId}`).save(bytes, { contentType: 'text/plain' });
  return { taskId, fileId };
}

/**
 * A schedule's own copy of a file, as createSchedule leaves it when it repeats a task: the bytes under
 * `schedules/{id}/attachments/`, and the record for the schedule's `attachments`.
 */
export async function scheduleFile(scheduleId: string, uid: string, bytes: Buffer) {
  const file = menuFile(uid, bytes);
  await bucket().file(`schedules/${scheduleId}/attachments/${file.id}`).save(bytes, { contentType: 'text/plain' });
  return file;
}
