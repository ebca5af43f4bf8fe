// Each schedule callable: success, signed out, wrong role, bad input. A team's schedule made by
// its owner: a plain member reads it but may not change it; an outsider may not make one for the team.
// Schedules under a team's approval rule are approvals.test.ts's; the scheduler's runs are schedules-tick's.
import { occurrenceTaskId, type CallableName } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { bucket, objectsUnder } from '../support/files';
import {
  createInput,
  futureTiming,
  occurrenceOf,
  scheduleOf,
  seedDue,
  seedTeam,
  taskWithFile,
  teamWith,
  template,
} from '../support/schedules';
import { buyer } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

const opened: TestClient[] = [];
/** The schedules this file made, deleted after it. */
const ours: string[] = [];
let owner: TestClient;
let member: TestClient;
let teamId: string;
let scheduleId: string;
/** A customer outside the team. */
let outsider: TestClient;
let admin: TestClient;
const anon = anonymousClient();

beforeAll(async () => {
  const [team] = await Promise.all([
    teamWith(5, opened),
    (async () => opened.push((outsider = await buyer())))(),
    (async () => opened.push((admin = await signedInClient({ admin: true }))))(),
    setSettings(),
  ]);
  ({ owner, member, teamId } = team);
  scheduleId = (await owner.call('createSchedule', createInput({ accountId: teamId }))).scheduleId;
  ours.push(scheduleId);
});
afterAll(async () => {
  await Promise.all(ours.map((id) => adminDb.recursiveDelete(adminDb.doc(`schedules/${id}`))));
  await Promise.all([...opened, anon].map((c) => c.close()));
});

const ref = () => ({ scheduleId });
type Case = { name: CallableName; input: () => unknown; bad: unknown; wrongRole?: () => TestClient };
const CASES: Case[] = [
  {
    name: 'createSchedule',
    input: () => createInput({ accountId: teamId }),
    bad: { requestId: 'short', template: { ...template, title: '' }, timing: futureTiming },
    // Not a member of the team.
    wrongRole: () => outsider,
  },
  {
    name: 'updateSchedule',
    input: () => ({ ...ref(), template, timing: futureTiming }),
    bad: { ...ref(), template, timing: { ...futureTiming, time: '25:00' } },
  },
  {
    name: 'skipScheduleDate',
    input: () => ({ ...ref(), localDate: '2031-01-06', skip: true }),
    bad: { ...ref(), localDate: 'tomorrow', skip: true },
  },
  { name: 'pauseSchedule', input: ref, bad: { scheduleId: 'a/b' } },
  { name: 'resumeSchedule', input: ref, bad: { scheduleId: '' } },
  { name: 'submitSkippedOccurrence', input: () => ({ ...ref(), localDate: '2031-01-13' }), bad: { ...ref() } },
];

describe('schedule callables', () => {
  for (const c of CASES) {
    it(`${c.name}: refuses the signed out, a wrong role and bad input`, async () => {
      expect((await errorOf(anon.callRaw(c.name, c.input()))).code).toBe('functions/unauthenticated');
      expect((await errorOf(owner.callRaw(c.name, c.bad))).code).toBe('functions/invalid-argument');
      const wrong = c.wrongRole ? c.wrongRole() : member;
      expect((await errorOf(wrong.callRaw(c.name, c.input()))).code).toBe('functions/permission-denied');
    });
  }

  it('a member makes a schedule for the team; its creator or an owner edits, skips, pauses, resumes and deletes it (with its files)', async () => {
    const made = await member.call('createSchedule', createInput({ accountId: teamId }));
    expect(made.priceCredits).toBe(1);
    expect(made.upcoming.map((o) => o.localDate)).toEqual([
      '2031-01-06',
      '2031-01-13',
      '2031-01-20',
      '2031-01-27',
      '2031-02-03',
    ]);
    expect(await scheduleOf(made.scheduleId)).toMatchObject({ accountId: teamId, createdBy: member.uid });

    const edited = await member.call('updateSchedule', {
      scheduleId: made.scheduleId,
      template: { ...template, tier: 'premium' },
      timing: { ...futureTiming, rhythm: { kind: 'monthly_day', day: 31 } },
    });
    expect(edited.priceCredits).toBe(3);
    expect(edited.upcoming[1]?.localDate).toBe('2031-02-28');
    const skipped = await owner.call('skipScheduleDate', {
      scheduleId: made.scheduleId,
      localDate: '2031-01-31',
      skip: true,
    });
    expect(skipped.upcoming[0]?.localDate).toBe('2031-02-28');
    expect(await owner.call('pauseSchedule', { scheduleId: made.scheduleId })).toEqual({ ok: true });
    expect(await scheduleOf(made.scheduleId)).toMatchObject({ status: 'paused', nextRunAt: null });
    const resumed = await member.call('resumeSchedule', { scheduleId: made.scheduleId });
    expect(resumed.upcoming[0]?.localDate).toBe('2031-02-28');

    // Deleting: the schedule and its occurrences go; an outsider and a plain member may not.
    expect((await errorOf(anon.call('deleteSchedule', { scheduleId: made.scheduleId }))).code).toBe(
      'functions/unauthenticated',
    );
    expect((await errorOf(owner.callRaw('deleteSchedule', { scheduleId: '__x__' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(outsider.call('deleteSchedule', { scheduleId: made.scheduleId }))).code).toBe(
      'functions/permission-denied',
    );
    // Its files go with it (as a repeated task's copy leaves them), and a task it submitted keeps its own copy.
    const kept = `tasks/${occurrenceTaskId(made.scheduleId, '2031-01-06')}/attachments/f1`;
    await Promise.all(
      [`schedules/${made.scheduleId}/attachments/f1`, kept].map((path) =>
        bucket().file(path).save(Buffer.from('menu')),
      ),
    );
    expect(await owner.call('deleteSchedule', { scheduleId: made.scheduleId })).toEqual({ ok: true });
    expect((await adminDb.doc(`schedules/${made.scheduleId}`).get()).exists).toBe(false);
    expect(await objectsUnder(`schedules/${made.scheduleId}/`)).toEqual([]);
    expect(await objectsUnder(kept)).toEqual([kept]);
  });

  it("createSchedule from a task copies the task's files into the schedule; another account's task is refused", async () => {
    const { taskId, fileId } = await taskWithFile(owner.uid as string, Buffer.from('Soupe de la semaine'));
    const { scheduleId: id } = await owner.call('createSchedule', createInput({ fromTaskId: taskId }));
    ours.push(id);
    expect((await scheduleOf(id)).attachments?.map((f) => f.id)).toEqual([fileId]);
    // The original task's file goes (retention, or the task deleted): the schedule keeps its copy.
    await bucket().file(`tasks/${taskId}/attachments/${fileId}`).delete();
    expect(await objectsUnder(`schedules/${id}/`)).toEqual([`schedules/${id}/attachments/${fileId}`]);
    const refused = await errorOf(outsider.callRaw('createSchedule', createInput({ fromTaskId: taskId })));
    expect(refused.code).toBe('functions/not-found');
  });

  it('submitSkippedOccurrence submits a skipped occurrence by hand, once however often asked', async () => {
    // As the scheduler leaves an occurrence the wallet could not pay: skipped, submittable for a while.
    await adminDb.doc(`schedules/${scheduleId}/occurrences/2031-01-20`).set({
      accountId: teamId,
      localDate: '2031-01-20',
      runAt: Timestamp.now(),
      at: Timestamp.now(),
      outcome: 'skipped',
      reason: 'insufficient_credits',
      submitBy: Timestamp.fromMillis(Date.now() + 3_600_000),
      taskId: null,
      priceCredits: 1,
      lateByMs: 0,
    });
    const input = { scheduleId, localDate: '2031-01-20' };
    const taskId = occurrenceTaskId(scheduleId, '2031-01-20');
    expect(await owner.call('submitSkippedOccurrence', input)).toMatchObject({ taskId, priceCredits: 1, balance: 4 });
    expect(await occurrenceOf(scheduleId, '2031-01-20')).toMatchObject({ outcome: 'submitted_by_hand', taskId });
    expect((await adminDb.doc(`tasks/${taskId}`).get()).data()).toMatchObject({ accountId: teamId, scheduleId });
    // Asked again, nothing more is charged.
    await owner.call('submitSkippedOccurrence', input).catch(() => null);
    expect(await balanceOf(teamId)).toBe(4);
  });

  it("resumeSchedule: an owner resuming a schedule whose creator left the team adopts it; a member's schedule held for approval stays held", async () => {
    // In 2031, so that no scheduler run of schedules-tick finds them due or announces them.
    const paused = { timing: futureTiming, status: 'paused' as const, nextRunAt: null, nextLocalDate: null };
    const ruled = await seedTeam(owner, member, { balance: 0, rule: { mode: 'all' } });
    const [gone, held] = await Promise.all([
      // As removeMember leaves it (schedules-tick proves that): paused, its creator gone.
      seedDue(teamId, 'someone-who-left', Date.now(), { ...paused, pausedReason: 'creator_gone' }),
      // As createSchedule leaves a member's under a rule that holds all their spending (approvals.test.ts).
      seedDue(ruled, member.uid as string, Date.now(), {
        ...paused,
        pausedReason: 'awaiting_approval',
        approvedPriceCredits: null,
      }),
    ]);
    ours.push(gone.id, held.id);
    const refused = await errorOf(member.call('resumeSchedule', { scheduleId: held.id }));
    expect(refused.details).toMatchObject({ reason: 'approval_required' });
    await owner.call('resumeSchedule', { scheduleId: gone.id });
    expect(await scheduleOf(gone.id)).toMatchObject({
      status: 'active',
      pausedReason: null,
      createdBy: owner.uid,
      nextLocalDate: '2031-01-06',
    });
  });

  it('submitSkippedOccurrence refuses an occurrence that was not skipped, or whose window has closed', async () => {
    const now = Timestamp.now();
    const base = {
      accountId: teamId,
      localDate: '2031-01-13',
      runAt: now,
      at: now,
      taskId: null,
      priceCredits: 1,
      lateByMs: 0,
    };
    const occ = adminDb.doc(`schedules/${scheduleId}/occurrences/2031-01-13`);
    await occ.set({ ...base, outcome: 'missed', reason: null, submitBy: null });
    const notSkipped = await errorOf(owner.call('submitSkippedOccurrence', { scheduleId, localDate: '2031-01-13' }));
    expect(notSkipped.details).toMatchObject({ reason: 'occurrence_not_skipped' });
    await occ.set({ ...base, outcome: 'skipped', reason: 'insufficient_credits', submitBy: Timestamp.fromMillis(1) });
    const late = await errorOf(owner.call('submitSkippedOccurrence', { scheduleId, localDate: '2031-01-13' }));
    expect(late.details).toMatchObject({ reason: 'occurrence_expired' });
  });

  it('runScheduleTickDev: admins only, with a valid time', async () => {
    expect((await errorOf(anon.call('runScheduleTickDev', {}))).code).toBe('functions/unauthenticated');
    expect((await errorOf(member.call('runScheduleTickDev', {}))).code).toBe('functions/permission-denied');
    expect((await errorOf(admin.callRaw('runScheduleTickDev', { nowMs: 'now' }))).code).toBe(
      'functions/invalid-argument',
    );
    // Success is the scheduler's own file (schedules-tick); here, a run long ago finds nothing due.
    expect(await admin.call('runScheduleTickDev', { nowMs: 0 })).toMatchObject({ due: 0, submitted: 0 });
  });
});
