// The scheduler: each occurrence submitted once through the one submission path, acting as the
// schedule's creator, paid with credits; a short wallet or a member's cap skips it (told at once,
// submittable by hand); downtime under 6 hours submits late, beyond records it missed; a creator
// who left the team pauses the schedule; the 24-hour notice; account deletion.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@tasklane/domain';
import { adminDb, errorOf, type TestClient } from '../support/functions-client';
import {
  closeTickClient,
  createInput,
  dropSchedules,
  occurrenceOf,
  scheduleNotices,
  scheduleOf,
  seedDue,
  taskWithFile,
  teamWith,
  tick,
} from '../support/schedules';
import { bucket, objectsUnder } from '../support/files';
import { waitForMails } from '../support/maildev';
import { buyer } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

const H = 3_600_000;
const opened: TestClient[] = [];
const made: string[] = [];
beforeAll(setSettings);
afterEach(() => dropSchedules(made));
afterAll(async () => {
  await closeTickClient();
  await Promise.all(opened.map((c) => c.close()));
});
async function person(balance: number, locale: 'en' | 'fr' = 'en') {
  const c = await buyer({ balance, locale });
  opened.push(c);
  return c;
}
const tasksOf = async (scheduleId: string) =>
  (await adminDb.collection('tasks').where('scheduleId', '==', scheduleId).get()).docs;

describe('the scheduler', () => {
  it('submits an occurrence exactly once under two overlapping runs, as the creator, and moves to the next', async () => {
    const c = await person(5);
    const uid = c.uid as string;
    const now = Date.now();
    const due = await seedDue(uid, uid, now - 60_000);
    made.push(due.id);

    const [a, b] = await Promise.all([tick(now), tick(now)]);
    expect(a.submitted + b.submitted).toBe(1);

    const tasks = await tasksOf(due.id);
    expect(tasks.map((t) => t.id)).toEqual([due.taskId]);
    expect(tasks[0]?.data()).toMatchObject({ userId: uid, accountId: uid, paymentMethod: 'credits', priceCredits: 1 });
    expect(await balanceOf(uid)).toBe(4);
    expect(await occurrenceOf(due.id, due.localDate)).toMatchObject({ outcome: 'submitted', taskId: due.taskId });
    const after = await scheduleOf(due.id);
    expect(after.occurrencesDone).toBe(1);
    expect(after.nextLocalDate! > due.localDate).toBe(true);
    // A third run at the same instant finds nothing due.
    expect((await tick(now)).submitted).toBe(0);
    expect(await balanceOf(uid)).toBe(4);
  });

  it('skips an occurrence the wallet cannot pay, with no debt, tells the person, and lets them submit it by hand', async () => {
    const c = await person(0);
    const uid = c.uid as string;
    const now = Date.now();
    const due = await seedDue(uid, uid, now - 60_000);
    made.push(due.id);

    expect((await tick(now)).skipped).toBe(1);
    expect(await tasksOf(due.id)).toHaveLength(0);
    expect(await balanceOf(uid)).toBe(0);
    const skipped = await occurrenceOf(due.id, due.localDate);
    expect(skipped).toMatchObject({ outcome: 'skipped', reason: 'insufficient_credits' });
    // Until its time plus the standard tier's 24 hours.
    expect(skipped?.submitBy.toMillis()).toBe(now - 60_000 + 24 * H);
    expect(await scheduleNotices(uid)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ schedule_id: due.id, schedule_event: 'skipped' }),
      }),
    ]);

    await adminDb.doc(`wallets/${uid}`).update({ balance: 2 });
    const out = await c.call('submitSkippedOccurrence', { scheduleId: due.id, localDate: due.localDate });
    expect(out).toMatchObject({ taskId: due.taskId, priceCredits: 1, balance: 1 });
    expect(await occurrenceOf(due.id, due.localDate)).toMatchObject({ outcome: 'submitted_by_hand' });
    // Asked again, nothing more is charged.
    await c.call('submitSkippedOccurrence', { scheduleId: due.id, localDate: due.localDate }).catch(() => null);
    expect(await balanceOf(uid)).toBe(1);
  });

  it("skips a member's occurrence over their monthly cap, and tells the team's owners", async () => {
    const { owner, member, teamId } = await teamWith(10, opened);
    await adminDb.doc(`teams/${teamId}/members/${member.uid}`).update({ monthlyCapCredits: 0 });
    const now = Date.now();
    const due = await seedDue(teamId, member.uid as string, now - 60_000);
    made.push(due.id);

    expect((await tick(now)).skipped).toBe(1);
    expect(await occurrenceOf(due.id, due.localDate)).toMatchObject({ outcome: 'skipped', reason: 'spending_cap' });
    expect(await balanceOf(teamId)).toBe(10);
    expect(await scheduleNotices(owner.uid as string)).toHaveLength(1);
    expect(await scheduleNotices(member.uid as string)).toHaveLength(1);
  });

  it('submits an occurrence missed by under 6 hours late, saying so, and records an older one as missed', async () => {
    const c = await person(5);
    const uid = c.uid as string;
    const now = Date.now();
    const late = await seedDue(uid, uid, now - 2 * H);
    const old = await seedDue(uid, uid, now - 7 * H);
    made.push(late.id, old.id);

    const r = await tick(now);
    expect([r.late, r.missed]).toEqual([1, 1]);
    expect(await occurrenceOf(late.id, late.localDate)).toMatchObject({ outcome: 'submitted', lateByMs: 2 * H });
    expect(await tasksOf(late.id)).toHaveLength(1);
    expect(await occurrenceOf(old.id, old.localDate)).toMatchObject({ outcome: 'missed', taskId: null });
    expect(await tasksOf(old.id)).toHaveLength(0);
    expect(await balanceOf(uid)).toBe(4);
    const events = (await scheduleNotices(uid)).map((n) => n.payload.schedule_event).sort();
    expect(events).toEqual(['missed', 'submitted_late']);
  });

  it('pauses the schedules of a creator who leaves the team and tells the owners; an owner resumes and adopts one', async () => {
    const { owner, member, teamId } = await teamWith(10, opened);
    const made1 = await member.call('createSchedule', createInput({ accountId: teamId }));
    made.push(made1.scheduleId);
    // A schedule whose creator is already gone when it falls due: the run pauses it instead of ordering.
    const now = Date.now();
    const stray = await seedDue(teamId, 'someone-who-left', now - 60_000);
    made.push(stray.id);

    await member.call('removeMember', { teamId, uid: member.uid as string });
    expect(await scheduleOf(made1.scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'creator_gone',
      nextRunAt: null,
    });
    expect((await tick(now)).paused).toBe(1);
    expect(await scheduleOf(stray.id)).toMatchObject({ status: 'paused', pausedReason: 'creator_gone' });
    expect(await tasksOf(stray.id)).toHaveLength(0);
    const told = await scheduleNotices(owner.uid as string);
    expect(told.filter((n) => n.payload.schedule_event === 'paused_creator_gone')).toHaveLength(2);

    await owner.call('resumeSchedule', { scheduleId: made1.scheduleId });
    expect(await scheduleOf(made1.scheduleId)).toMatchObject({ status: 'active', createdBy: owner.uid });
  });

  it("carries the repeated task's files: each occurrence gets its own copy; deleting the schedule deletes its own", async () => {
    const c = await person(5);
    const uid = c.uid as string;
    const { taskId, fileId } = await taskWithFile(uid, Buffer.from('Soupe de la semaine'));
    const { scheduleId } = await c.call('createSchedule', createInput({ fromTaskId: taskId }));
    made.push(scheduleId);
    expect((await scheduleOf(scheduleId)).attachments?.map((f) => f.id)).toEqual([fileId]);
    // The original task's file goes (retention, or the task deleted): the schedule keeps its copy.
    await bucket().file(`tasks/${taskId}/attachments/${fileId}`).delete();
    expect(await objectsUnder(`schedules/${scheduleId}/`)).toEqual([`schedules/${scheduleId}/attachments/${fileId}`]);

    const now = Date.now();
    const localDate = localDateOf(now);
    await adminDb.doc(`schedules/${scheduleId}`).update({
      nextRunAt: Timestamp.fromMillis(now - 60_000),
      nextLocalDate: localDate,
    });
    expect((await tick(now)).submitted).toBe(1);
    const [task] = await tasksOf(scheduleId);
    expect(task?.data()).toMatchObject({ filesHeld: true, attachments: [{ id: fileId, name: 'menu.txt' }] });
    const [bytes] = await bucket().file(`tasks/${task?.id}/attachments/${fileId}`).download();
    expect(bytes.toString()).toBe('Soupe de la semaine');

    // A task of another account is refused.
    const other = await person(0);
    const refused = await errorOf(other.callRaw('createSchedule', createInput({ fromTaskId: taskId })));
    expect(refused.code).toBe('functions/not-found');

    await c.call('deleteSchedule', { scheduleId });
    expect(await objectsUnder(`schedules/${scheduleId}/`)).toEqual([]);
    expect(await objectsUnder(`tasks/${task?.id}/`)).toHaveLength(1);
  });

  it('sends the 24-hour notice once per account, with price, delivery and balance, flagged over the balance, e-mailed in French', async () => {
    const c = await person(1, 'fr');
    const uid = c.uid as string;
    const now = Date.now();
    const runAt = now + 23 * H;
    const a = await seedDue(uid, uid, runAt, { noticeAt: Timestamp.fromMillis(now - 60_000) });
    const b = await seedDue(uid, uid, runAt + H, { noticeAt: Timestamp.fromMillis(now - 60_000) });
    made.push(a.id, b.id);

    const [r1, r2] = [await tick(now), await tick(now)];
    expect(r1.notices + r2.notices).toBe(1);
    const notices = await scheduleNotices(uid, 'schedule_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({ credits_remaining: 1, over_balance: true });
    expect(notices[0]?.payload.schedule_items).toEqual([
      { title: 'Monday captions', runAtMs: runAt, priceCredits: 1, dueAtMs: runAt + 24 * H },
      { title: 'Monday captions', runAtMs: runAt + H, priceCredits: 1, dueAtMs: runAt + 25 * H },
    ]);
    expect((await scheduleOf(a.id)).noticeAt).toBeNull();
    // E-mailed once, in the person's language.
    const mails = await waitForMails(c.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Demain');
    expect(mails[0]?.text).toContain('Votre solde est de 1 crédit.');
    expect(mails[0]?.text).toContain('coûtent plus que votre solde');
  });

  it("deletes a person's own schedules with their account; a team's schedule they made stays, paused", async () => {
    const { owner, member, teamId } = await teamWith(10, opened);
    const { taskId } = await taskWithFile(member.uid as string, Buffer.from('menu'));
    const mine = await member.call('createSchedule', createInput({ fromTaskId: taskId }));
    expect(await objectsUnder(`schedules/${mine.scheduleId}/`)).toHaveLength(1);
    const team = await member.call('createSchedule', createInput({ accountId: teamId }));
    made.push(team.scheduleId);
    await adminDb.doc(`schedules/${mine.scheduleId}/occurrences/2031-01-06`).set({ accountId: member.uid });

    await member.call('deleteAccount', { confirm: 'DELETE' });
    expect((await adminDb.doc(`schedules/${mine.scheduleId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`schedules/${mine.scheduleId}/occurrences/2031-01-06`).get()).exists).toBe(false);
    expect(await objectsUnder(`schedules/${mine.scheduleId}/`)).toEqual([]);
    expect(await scheduleOf(team.scheduleId)).toMatchObject({
      accountId: teamId,
      createdBy: 'deleted-user',
      status: 'paused',
      pausedReason: 'creator_gone',
    });
    expect(await scheduleNotices(owner.uid as string)).toHaveLength(1);
  });
});
