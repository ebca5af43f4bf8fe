// Approvals meet schedules (DECISIONS, "Approvals in a team"): a member's schedule is approved once,
// at the price of one occurrence; it is held until then; its occurrences then run as tasks, not
// requests; an edit that raises the price asks again. Owners' and personal schedules are never
// held and have no price ceiling.
import { DEFAULT_SETTINGS, localDateOf, occurrenceTaskId, priceOf, scheduleApprovalId } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, type TestClient } from '../support/functions-client';
import { approvalTeam, reasonOf, requestOf } from '../support/approvals';
import { closeTickClient, createInput, dropSchedules, scheduleOf, template, tick } from '../support/schedules';
import { runApprovalExpiry } from '../../functions/src/lib/approvals/expiry';
import { buyer } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

const PRICE = priceOf(template.category, template.tier, DEFAULT_SETTINGS).credits;
const PREMIUM = priceOf(template.category, 'premium', DEFAULT_SETTINGS).credits;
const opened: TestClient[] = [];
const made: string[] = [];
beforeAll(setSettings);
afterEach(() => dropSchedules(made));
afterAll(async () => {
  await closeTickClient();
  await Promise.all(opened.map((c) => c.close()));
});

/** Makes a schedule's next occurrence due a minute ago, as the scheduler would find it. */
async function makeDue(scheduleId: string, fields: Record<string, unknown> = {}) {
  const runAtMs = Date.now() - 60_000;
  const localDate = localDateOf(runAtMs);
  await adminDb
    .doc(`schedules/${scheduleId}`)
    .update({ nextRunAt: Timestamp.fromMillis(runAtMs), nextLocalDate: localDate, ...fields });
  return occurrenceTaskId(scheduleId, localDate);
}

describe('a member schedule under the team rule', () => {
  it('is held with a request; once an owner approves, the next run submits its occurrence as a task', async () => {
    const { owner, member, teamId } = await approvalTeam('Held Co', { credits: 20, rule: { mode: 'all' } }, opened);
    const { scheduleId } = await member.call('createSchedule', createInput({ accountId: teamId }));
    made.push(scheduleId);
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'awaiting_approval',
      approvedPriceCredits: null,
      nextRunAt: null,
    });
    const requestId = scheduleApprovalId(scheduleId, PRICE);
    expect(await requestOf(requestId)).toMatchObject({
      kind: 'schedule',
      status: 'pending',
      userId: member.uid,
      priceCredits: PRICE,
      schedule: { scheduleId },
    });
    // The member cannot run it past the owners.
    const resumed = await errorOf(member.call('resumeSchedule', { scheduleId }));
    expect(reasonOf(resumed)).toBe('approval_required');

    await owner.call('approveRequest', { requestId });
    const approved = await scheduleOf(scheduleId);
    expect(approved).toMatchObject({ status: 'active', pausedReason: null, approvedPriceCredits: PRICE });
    expect(approved.nextRunAt).not.toBeNull();

    const taskId = await makeDue(scheduleId);
    expect((await tick(Date.now())).submitted).toBe(1);
    expect((await adminDb.doc(`tasks/${taskId}`).get()).data()).toMatchObject({ userId: member.uid, scheduleId });
    expect(await requestOf(taskId)).toBeUndefined();
    expect(await balanceOf(teamId)).toBe(20 - PRICE);
  });

  it('keeps running after an edit at the same price; asks again after one that raises it, and after a decline', async () => {
    const { owner, member, teamId } = await approvalTeam('Edit Co', { credits: 20, rule: { mode: 'all' } }, opened);
    const input = createInput({ accountId: teamId });
    const { scheduleId } = await member.call('createSchedule', input);
    made.push(scheduleId);
    await owner.call('approveRequest', { requestId: scheduleApprovalId(scheduleId, PRICE) });

    const renamed = { ...input.template, title: 'Tuesday captions' };
    await member.call('updateSchedule', { scheduleId, template: renamed, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'active', approvedPriceCredits: PRICE });

    const dearer = { ...renamed, tier: 'premium' as const };
    await member.call('updateSchedule', { scheduleId, template: dearer, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'awaiting_approval',
      priceCredits: PREMIUM,
      approvedPriceCredits: PRICE,
    });
    const again = scheduleApprovalId(scheduleId, PREMIUM);
    expect(await requestOf(again)).toMatchObject({ kind: 'schedule', status: 'pending', priceCredits: PREMIUM });

    await owner.call('declineRequest', { requestId: again, reason: 'Premium is too dear for captions' });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'paused', pausedReason: 'approval_declined' });
    // An edit asks again, with a new request.
    await member.call('updateSchedule', { scheduleId, template: dearer, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'paused', pausedReason: 'awaiting_approval' });
    expect(await requestOf(`${again}_r2`)).toMatchObject({ status: 'pending', priceCredits: PREMIUM });
  });

  it("is left paused when the member withdraws its request, and when the edit's new request expires", async () => {
    const { owner, member, teamId } = await approvalTeam('Lapse Co', { credits: 20, rule: { mode: 'all' } }, opened);
    const input = createInput({ accountId: teamId });
    const { scheduleId } = await member.call('createSchedule', input);
    made.push(scheduleId);
    const first = scheduleApprovalId(scheduleId, PRICE);
    await member.call('withdrawRequest', { requestId: first });
    expect(await requestOf(first)).toMatchObject({ kind: 'schedule', status: 'withdrawn' });
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'approval_withdrawn',
      nextRunAt: null,
    });

    // An edit asks again; undecided for 7 days (for this request only), it expires.
    await member.call('updateSchedule', { scheduleId, template: input.template, timing: input.timing });
    const second = `${first}_r2`;
    expect(await requestOf(second)).toMatchObject({ status: 'pending' });
    await adminDb.doc(`approvalRequests/${second}`).update({ expiresAt: Date.now() - 1 });
    expect((await runApprovalExpiry(Date.now())).expired).toBeGreaterThanOrEqual(1);
    expect(await requestOf(second)).toMatchObject({ status: 'expired', decidedBy: 'system' });
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'approval_expired',
      approvedPriceCredits: null,
    });
    // Neither can be approved any more, and nothing runs.
    for (const requestId of [first, second])
      expect(reasonOf(await errorOf(owner.call('approveRequest', { requestId })))).toBe('request_closed');
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'paused', nextRunAt: null });
  });
});

describe('schedules no approval covers', () => {
  it("an owner's schedule in a team with a rule is never held, and has no ceiling", async () => {
    const { owner, teamId } = await approvalTeam('Owner Co', { credits: 20, rule: { mode: 'all' } }, opened);
    const { scheduleId } = await owner.call('createSchedule', createInput({ accountId: teamId }));
    made.push(scheduleId);
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'active', approvedPriceCredits: null });
    expect(await requestOf(scheduleApprovalId(scheduleId, PRICE))).toBeUndefined();
  });

  it("a personal schedule's occurrence still runs after a price rise", async () => {
    const c = await buyer({ balance: 20 });
    opened.push(c);
    const { scheduleId } = await c.call('createSchedule', createInput());
    made.push(scheduleId);
    expect((await scheduleOf(scheduleId)).approvedPriceCredits).toBeNull();
    // Written when one occurrence cost less than today's price.
    const taskId = await makeDue(scheduleId, { priceCredits: PRICE - 1 });
    expect((await tick(Date.now())).submitted).toBe(1);
    expect((await adminDb.doc(`tasks/${taskId}`).get()).get('priceCredits')).toBe(PRICE);
  });
});
