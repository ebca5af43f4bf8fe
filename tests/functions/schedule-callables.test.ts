// Each schedule callable: success, signed out, wrong role, bad input. A team's schedule made by
// its owner: a plain member reads it but may not change it; an outsider may not make one for the team.
import type { CallableName } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createInput, futureTiming, scheduleOf, teamWith, template } from '../support/schedules';
import { buyer } from '../support/stripe';
import { setSettings } from '../support/task-helpers';

const opened: TestClient[] = [];
let owner: TestClient;
let member: TestClient;
let teamId: string;
let scheduleId: string;
const anon = anonymousClient();

beforeAll(async () => {
  await setSettings();
  ({ owner, member, teamId } = await teamWith(5, opened));
  scheduleId = (await owner.call('createSchedule', createInput({ accountId: teamId }))).scheduleId;
});
afterAll(async () => {
  await adminDb.recursiveDelete(adminDb.doc(`schedules/${scheduleId}`));
  await Promise.all([...opened, anon].map((c) => c.close()));
});

const ref = () => ({ scheduleId });
type Case = { name: CallableName; input: () => unknown; bad: unknown; wrongRole?: () => Promise<TestClient> };
const CASES: Case[] = [
  {
    name: 'createSchedule',
    input: () => createInput({ accountId: teamId }),
    bad: { requestId: 'short', template: { ...template, title: '' }, timing: futureTiming },
    // Not a member of the team.
    wrongRole: async () => {
      const outsider = await buyer();
      opened.push(outsider);
      return outsider;
    },
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
      const wrong = c.wrongRole ? await c.wrongRole() : member;
      expect((await errorOf(wrong.callRaw(c.name, c.input()))).code).toBe('functions/permission-denied');
    });
  }

  it('a member makes a schedule for the team; its creator or an owner edits, skips, pauses and resumes it', async () => {
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
    const third = await buyer();
    opened.push(third);
    expect((await errorOf(third.call('deleteSchedule', { scheduleId: made.scheduleId }))).code).toBe(
      'functions/permission-denied',
    );
    expect(await owner.call('deleteSchedule', { scheduleId: made.scheduleId })).toEqual({ ok: true });
    expect((await adminDb.doc(`schedules/${made.scheduleId}`).get()).exists).toBe(false);
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
    const admin = await signedInClient({ admin: true });
    opened.push(admin);
    expect((await errorOf(admin.callRaw('runScheduleTickDev', { nowMs: 'now' }))).code).toBe(
      'functions/invalid-argument',
    );
    // Success is the scheduler's own file (schedules-tick); here, a run long ago finds nothing due.
    expect(await admin.call('runScheduleTickDev', { nowMs: 0 })).toMatchObject({ due: 0, submitted: 0 });
  });
});
