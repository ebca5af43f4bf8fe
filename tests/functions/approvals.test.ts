// Approvals in a team (DECISIONS, "Approvals in a team"): a member's order the team's rule catches
// becomes a request (nothing charged, no task); an owner's approval charges the team at the fixed
// price within the member's cap and starts the task, once even when two owners approve at once; a
// short wallet or a reached cap leaves the request open; decline, withdrawal and expiry close it.
import { approvedTaskId, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApprovalExpiry } from '../../functions/src/lib/approvals/expiry';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import { until } from '../support/stripe';
import { balanceOf, setSettings, submitInput } from '../support/task-helpers';
import { TASK_PRICE, approvalNotices, approvalTeam, reasonOf, requestOf } from '../support/approvals';

const opened: TestClient[] = [];
beforeAll(() => setSettings());
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const taskOf = async (id: string) => (await adminDb.doc(`tasks/${id}`).get()).data() as Task | undefined;

/** A member's order held by a rule that catches everything; returns the request id. */
async function heldOrder(member: TestClient, teamId: string, title = 'Flyer for the fall sale') {
  const out = await member.call('submitTask', submitInput(teamId, { title }));
  expect(out.approval?.requestId).toBeTruthy();
  return out.approval?.requestId as string;
}

describe('setApprovalRule', () => {
  it('an owner sets the rule (audited); a member, a stranger and the signed-out are refused; bad input is refused', async () => {
    const { owner, member, teamId } = await approvalTeam('Rule Co', {}, opened);
    await owner.call('setApprovalRule', { teamId, rule: { mode: 'above', credits: 3 } });
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('approvalRule')).toEqual({ mode: 'above', credits: 3 });
    const audit = await adminDb.collection('auditLogs').where('entityId', '==', teamId).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('team_approval_rule_set');

    const asMember = await errorOf(member.call('setApprovalRule', { teamId, rule: { mode: 'none' } }));
    expect([asMember.code, reasonOf(asMember)]).toEqual(['functions/permission-denied', 'owner_required']);
    const anon = await errorOf(anonymousClient().call('setApprovalRule', { teamId, rule: { mode: 'all' } }));
    expect(anon.code).toBe('functions/unauthenticated');
    const bad = await errorOf(owner.callRaw('setApprovalRule', { teamId, rule: { mode: 'above', credits: -1 } }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('approvalRule')).toEqual({ mode: 'above', credits: 3 });
  });
});

describe('the gate in the submission path', () => {
  it('holds a member above N as a request (nothing charged, no task, owners told); below N and owners go through', async () => {
    const { owner, owner2, member, teamId } = await approvalTeam(
      'Gate Co',
      { credits: 20, rule: { mode: 'above', credits: TASK_PRICE - 1 } },
      opened,
    );
    const out = await member.call('submitTask', submitInput(teamId));
    expect(out).toMatchObject({ priceCredits: TASK_PRICE, queueStatus: null, duplicate: false });
    const requestId = out.approval?.requestId as string;
    expect(await taskOf(out.taskId)).toBeUndefined();
    expect(await balanceOf(teamId)).toBe(20);
    expect(await requestOf(requestId)).toMatchObject({
      accountId: teamId,
      userId: member.uid,
      kind: 'task',
      status: 'pending',
      priceCredits: TASK_PRICE,
    });
    // Each owner hears of it in the bell and by e-mail, in their language, linking to the team's requests.
    await until(async () => (await approvalNotices(owner.uid as string, requestId)).length === 1, 'owner notice');
    const [en] = await waitForMails(owner.email as string);
    expect(en?.subject).toContain('Approval needed');
    expect(en?.text).toContain(`/team/approvals?team=${teamId}`);
    const [fr] = await waitForMails(owner2.email as string);
    expect(fr?.subject).toContain('Approbation requise');

    // An owner's own order never waits.
    const mine = await owner.call('submitTask', submitInput(teamId));
    expect(mine.approval).toBeUndefined();
    expect(await taskOf(mine.taskId)).toBeTruthy();
    // At the threshold or under it, a member's order goes through.
    await adminDb.doc(`teams/${teamId}`).update({ approvalRule: { mode: 'above', credits: TASK_PRICE } });
    const small = await member.call('submitTask', submitInput(teamId));
    expect(small.approval).toBeUndefined();
    expect(await balanceOf(teamId)).toBe(20 - 2 * TASK_PRICE);
  });
});

describe('approveRequest', () => {
  it('two owners approving at once charge once and start one task, derived from the request, audited with who asked and who decided', async () => {
    const { owner, owner2, member, teamId } = await approvalTeam(
      'Twin Co',
      { credits: 10, rule: { mode: 'all' } },
      opened,
    );
    const requestId = await heldOrder(member, teamId);
    const [a, b] = await Promise.all([
      owner.call('approveRequest', { requestId }),
      owner2.call('approveRequest', { requestId }),
    ]);
    const taskId = approvedTaskId(requestId);
    expect(a.taskId).toBe(taskId);
    expect(b.taskId).toBe(taskId);
    expect(await balanceOf(teamId)).toBe(10 - TASK_PRICE);
    expect(await taskOf(taskId)).toMatchObject({ userId: member.uid, accountId: teamId, priceCredits: TASK_PRICE });
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).where('taskId', '==', taskId).get();
    expect(ledger.size).toBe(1);
    const request = await requestOf(requestId);
    expect(request).toMatchObject({ status: 'approved', taskId });
    expect([owner.uid, owner2.uid]).toContain(request?.decidedBy);
    const audit = await adminDb.collection('auditLogs').where('entityId', '==', requestId).get();
    const approved = audit.docs.map((d) => d.data()).filter((d) => d.action === 'approval_approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]?.metadata).toMatchObject({ requestedBy: member.uid, priceCredits: TASK_PRICE });
    // The member hears of it.
    await until(async () => (await approvalNotices(member.uid as string, requestId)).length === 1, 'member notice');
  });

  it('refuses all but owners; charges the price fixed at request time, refuses a wallet emptied meanwhile and a reached cap, leaving the request open', async () => {
    const { owner, member, teamId } = await approvalTeam('Short Co', { credits: 10, rule: { mode: 'all' } }, opened);
    const requestId = await heldOrder(member, teamId);
    // Only an owner decides: the signed-out, the member who asked, and bad input are refused.
    const anon = await errorOf(anonymousClient().call('approveRequest', { requestId }));
    expect(anon.code).toBe('functions/unauthenticated');
    const self = await errorOf(member.call('approveRequest', { requestId }));
    expect([self.code, reasonOf(self)]).toEqual(['functions/permission-denied', 'owner_required']);
    const bad = await errorOf(member.callRaw('approveRequest', { requestId: 'a/b' }));
    expect(bad.code).toBe('functions/invalid-argument');

    await adminDb.doc(`wallets/${teamId}`).update({ balance: TASK_PRICE - 1 });
    const short = await errorOf(owner.call('approveRequest', { requestId }));
    expect([short.code, reasonOf(short)]).toEqual(['functions/failed-precondition', 'wallet_short']);
    expect(await requestOf(requestId)).toMatchObject({ status: 'pending', taskId: null });
    expect(await taskOf(approvedTaskId(requestId))).toBeUndefined();

    await adminDb.doc(`wallets/${teamId}`).update({ balance: 10 });
    await owner.call('setSpendingCap', { teamId, uid: member.uid as string, monthlyCapCredits: TASK_PRICE - 1 });
    const capped = await errorOf(owner.call('approveRequest', { requestId }));
    expect(reasonOf(capped)).toBe('spending_cap');
    expect((await requestOf(requestId))?.status).toBe('pending');

    // A price raised in the settings meanwhile does not change what approval charges.
    await owner.call('setSpendingCap', { teamId, uid: member.uid as string, monthlyCapCredits: null });
    await adminDb.doc(`approvalRequests/${requestId}`).update({ priceCredits: TASK_PRICE + 1 });
    await owner.call('approveRequest', { requestId });
    expect(await balanceOf(teamId)).toBe(10 - TASK_PRICE - 1);
  });
});

describe('declineRequest, withdrawRequest and expiry', () => {
  it('an owner declines with a reason; then nothing can approve it; the member is told', async () => {
    const { owner, member, teamId } = await approvalTeam('No Co', { credits: 10, rule: { mode: 'all' } }, opened);
    const requestId = await heldOrder(member, teamId);
    const asMember = await errorOf(member.call('declineRequest', { requestId, reason: 'Not now' }));
    expect(reasonOf(asMember)).toBe('owner_required');
    const anon = await errorOf(anonymousClient().call('declineRequest', { requestId, reason: 'Not now' }));
    expect(anon.code).toBe('functions/unauthenticated');
    const bad = await errorOf(owner.call('declineRequest', { requestId, reason: 'x' }));
    expect(bad.code).toBe('functions/invalid-argument');

    await owner.call('declineRequest', { requestId, reason: 'We already have a flyer.' });
    expect(await requestOf(requestId)).toMatchObject({
      status: 'declined',
      declineReason: 'We already have a flyer.',
      decidedBy: owner.uid,
    });
    const late = await errorOf(owner.call('approveRequest', { requestId }));
    expect(reasonOf(late)).toBe('request_closed');
    expect(await balanceOf(teamId)).toBe(10);
    await until(async () => (await approvalNotices(member.uid as string, requestId)).length === 1, 'decline notice');
  });

  it('the member withdraws their own request; nobody else can; a withdrawn request cannot be approved', async () => {
    const { owner, member, teamId } = await approvalTeam('Back Co', { credits: 10, rule: { mode: 'all' } }, opened);
    const requestId = await heldOrder(member, teamId);
    const other = await errorOf(owner.call('withdrawRequest', { requestId }));
    expect(other.code).toBe('functions/not-found');
    const anon = await errorOf(anonymousClient().call('withdrawRequest', { requestId }));
    expect(anon.code).toBe('functions/unauthenticated');
    const bad = await errorOf(member.callRaw('withdrawRequest', {}));
    expect(bad.code).toBe('functions/invalid-argument');

    await member.call('withdrawRequest', { requestId });
    expect(await requestOf(requestId)).toMatchObject({ status: 'withdrawn', decidedBy: member.uid });
    expect(reasonOf(await errorOf(owner.call('approveRequest', { requestId })))).toBe('request_closed');
    expect(await balanceOf(teamId)).toBe(10);
  });

  it('a request undecided for 7 days expires, the member is told, and it can no longer be approved', async () => {
    const { owner, member, teamId } = await approvalTeam('Late Co', { credits: 10, rule: { mode: 'all' } }, opened);
    const requestId = await heldOrder(member, teamId);
    await runApprovalExpiry(Date.now());
    expect((await requestOf(requestId))?.status).toBe('pending');
    const expiresAt = (await requestOf(requestId))?.expiresAt as number;
    expect(expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Seven days on, for this request only (a run at a time 7 days ahead would expire other files' requests).
    await adminDb.doc(`approvalRequests/${requestId}`).update({ expiresAt: Date.now() - 1 });
    expect((await runApprovalExpiry(Date.now())).expired).toBeGreaterThanOrEqual(1);
    expect(await requestOf(requestId)).toMatchObject({ status: 'expired', decidedBy: 'system' });
    await until(async () => (await approvalNotices(member.uid as string, requestId)).length === 1, 'expiry notice');
    expect(reasonOf(await errorOf(owner.call('approveRequest', { requestId })))).toBe('request_closed');
  });
});
