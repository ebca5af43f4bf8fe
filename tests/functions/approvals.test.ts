// Approvals in a team (DECISIONS, "Approvals in a team"): a member's order the team's rule catches
// becomes a request (nothing charged, no task); an owner's approval charges the team at the fixed
// price within the member's cap and starts the task, once even when two owners approve at once; a
// short wallet or a reached cap leaves the request open; decline, withdrawal and expiry close it.
// Beyond the task form: a member's card task is refused before the customer pays, with the reason
// approval_required; a member's quote acceptance with credits becomes a request an owner approves;
// a member's schedule is held until an owner approves the price of one occurrence, asks again when
// an edit raises it, and stays paused when its request is declined, withdrawn or expires. Both
// expiry runs of the functions stage are in this file, so neither moves the other's request first.
// The same three people (two owners, a member) serve every test; each test seeds a team of its own.
import {
  DEFAULT_SETTINGS,
  approvedTaskId,
  priceOf,
  scheduleApprovalId,
  type ApprovalRule,
  type Quote,
  type Task,
} from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApprovalExpiry } from '../../functions/src/lib/approvals/expiry';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import { quoteDoc, versionOf } from '../support/quotes';
import { createInput, dropSchedules, scheduleOf, template } from '../support/schedules';
import { cardTaskInput, until } from '../support/stripe';
import { balanceOf, setSettings, submitInput } from '../support/task-helpers';
import {
  TASK_PRICE,
  approvalNotices,
  approvalPeople,
  reasonOf,
  requestOf,
  seedApprovalTeam,
  type ApprovalPeople,
} from '../support/approvals';

const SCHEDULE_PRICE = priceOf(template.category, template.tier, DEFAULT_SETTINGS).credits;
const PREMIUM = priceOf(template.category, 'premium', DEFAULT_SETTINGS).credits;
const opened: TestClient[] = [];
const made: string[] = [];
const anon = anonymousClient();
let people: ApprovalPeople;
beforeAll(async () => {
  [people] = await Promise.all([approvalPeople(opened), setSettings()]);
});
afterAll(async () => {
  await dropSchedules(made);
  await Promise.all([...opened, anon].map((c) => c.close()));
});

const team = (name: string, opts: { credits?: number; rule?: ApprovalRule } = {}) =>
  seedApprovalTeam(people, name, opts);
const taskOf = async (id: string) => (await adminDb.doc(`tasks/${id}`).get()).data() as Task | undefined;

/** A member's order held by a rule that catches everything; returns the request id. */
async function heldOrder(member: TestClient, teamId: string, title = 'Flyer for the fall sale') {
  const out = await member.call('submitTask', submitInput(teamId, { title }));
  expect(out.approval?.requestId).toBeTruthy();
  return out.approval?.requestId as string;
}

describe('setApprovalRule', () => {
  it('an owner sets the rule (audited); a member, a stranger and the signed-out are refused; bad input is refused', async () => {
    const { owner, member, teamId } = await team('Rule Co');
    await owner.call('setApprovalRule', { teamId, rule: { mode: 'above', credits: 3 } });
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('approvalRule')).toEqual({ mode: 'above', credits: 3 });
    const audit = await adminDb.collection('auditLogs').where('entityId', '==', teamId).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('team_approval_rule_set');

    const asMember = await errorOf(member.call('setApprovalRule', { teamId, rule: { mode: 'none' } }));
    expect([asMember.code, reasonOf(asMember)]).toEqual(['functions/permission-denied', 'owner_required']);
    const noAuth = await errorOf(anon.call('setApprovalRule', { teamId, rule: { mode: 'all' } }));
    expect(noAuth.code).toBe('functions/unauthenticated');
    const bad = await errorOf(owner.callRaw('setApprovalRule', { teamId, rule: { mode: 'above', credits: -1 } }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('approvalRule')).toEqual({ mode: 'above', credits: 3 });
  });
});

describe('the gate in the submission path', () => {
  it('holds a member above N as a request (nothing charged, no task, owners told); below N and owners go through', async () => {
    const { owner, owner2, member, teamId } = await team('Gate Co', {
      credits: 20,
      rule: { mode: 'above', credits: TASK_PRICE - 1 },
    });
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
    // An owner's own order never waits.
    const mine = await owner.call('submitTask', submitInput(teamId));
    expect(mine.approval).toBeUndefined();
    expect(await taskOf(mine.taskId)).toBeTruthy();
    // At the threshold or under it, a member's order goes through.
    await adminDb.doc(`teams/${teamId}`).update({ approvalRule: { mode: 'above', credits: TASK_PRICE } });
    const small = await member.call('submitTask', submitInput(teamId));
    expect(small.approval).toBeUndefined();
    expect(await balanceOf(teamId)).toBe(20 - 2 * TASK_PRICE);

    // Each owner hears of the request in the bell and by e-mail, in their language, linking to the
    // team's requests (the owners get other teams' mails too: this team's is the one naming it).
    await until(async () => (await approvalNotices(owner.uid as string, requestId)).length === 1, 'owner notice');
    const thisTeam = { where: (m: { text: string }) => m.text.includes(`team=${teamId}`) };
    const [en] = await waitForMails(owner.email as string, thisTeam);
    expect(en?.subject).toContain('Approval needed');
    expect(en?.text).toContain(`/team/approvals?team=${teamId}`);
    const [fr] = await waitForMails(owner2.email as string, thisTeam);
    expect(fr?.subject).toContain('Approbation requise');
  });
});

describe('approveRequest', () => {
  it('two owners approving at once charge once and start one task, derived from the request, audited with who asked and who decided', async () => {
    const { owner, owner2, member, teamId } = await team('Twin Co', { credits: 10, rule: { mode: 'all' } });
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
    const { owner, member, teamId } = await team('Short Co', { credits: 10, rule: { mode: 'all' } });
    const requestId = await heldOrder(member, teamId);
    // Only an owner decides: the signed-out, the member who asked, and bad input are refused.
    expect((await errorOf(anon.call('approveRequest', { requestId }))).code).toBe('functions/unauthenticated');
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
    await adminDb.doc(`teams/${teamId}/members/${member.uid}`).update({ monthlyCapCredits: TASK_PRICE - 1 });
    const capped = await errorOf(owner.call('approveRequest', { requestId }));
    expect(reasonOf(capped)).toBe('spending_cap');
    expect((await requestOf(requestId))?.status).toBe('pending');

    // A price raised in the settings meanwhile does not change what approval charges.
    await adminDb.doc(`teams/${teamId}/members/${member.uid}`).update({ monthlyCapCredits: null });
    await adminDb.doc(`approvalRequests/${requestId}`).update({ priceCredits: TASK_PRICE + 1 });
    await owner.call('approveRequest', { requestId });
    expect(await balanceOf(teamId)).toBe(10 - TASK_PRICE - 1);
  });
});

describe('a member schedule under the team rule', () => {
  it('is held with a request until an owner approves the price of one occurrence; runs on after an edit at the same price; asks again after one that raises it, and after a decline', async () => {
    const { owner, member, teamId } = await team('Held Co', { credits: 20, rule: { mode: 'all' } });
    const input = createInput({ accountId: teamId });
    const { scheduleId } = await member.call('createSchedule', input);
    made.push(scheduleId);
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'awaiting_approval',
      approvedPriceCredits: null,
      nextRunAt: null,
    });
    const requestId = scheduleApprovalId(scheduleId, SCHEDULE_PRICE);
    expect(await requestOf(requestId)).toMatchObject({
      kind: 'schedule',
      status: 'pending',
      userId: member.uid,
      priceCredits: SCHEDULE_PRICE,
      schedule: { scheduleId },
    });
    // (Nor can the member run it past the owners: resumeSchedule's case, in schedule-callables.)
    // Approved: it runs (its occurrences' run as tasks is schedules-tick's), nothing charged yet.
    await owner.call('approveRequest', { requestId });
    const approved = await scheduleOf(scheduleId);
    expect(approved).toMatchObject({ status: 'active', pausedReason: null, approvedPriceCredits: SCHEDULE_PRICE });
    expect(approved.nextRunAt).not.toBeNull();
    expect(await balanceOf(teamId)).toBe(20);

    const renamed = { ...input.template, title: 'Tuesday captions' };
    await member.call('updateSchedule', { scheduleId, template: renamed, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'active', approvedPriceCredits: SCHEDULE_PRICE });

    const dearer = { ...renamed, tier: 'premium' as const };
    await member.call('updateSchedule', { scheduleId, template: dearer, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({
      status: 'paused',
      pausedReason: 'awaiting_approval',
      priceCredits: PREMIUM,
      approvedPriceCredits: SCHEDULE_PRICE,
    });
    const again = scheduleApprovalId(scheduleId, PREMIUM);
    expect(await requestOf(again)).toMatchObject({ kind: 'schedule', status: 'pending', priceCredits: PREMIUM });

    await owner.call('declineRequest', { requestId: again, reason: 'Premium is too dear for captions' });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'paused', pausedReason: 'approval_declined' });
    // An edit asks again, with a new request.
    await member.call('updateSchedule', { scheduleId, template: dearer, timing: input.timing });
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'paused', pausedReason: 'awaiting_approval' });
    expect(await requestOf(`${again}_r2`)).toMatchObject({ status: 'pending', priceCredits: PREMIUM });

    // An owner's schedule in the same team is never held, and has no ceiling.
    const own = await owner.call('createSchedule', createInput({ accountId: teamId }));
    made.push(own.scheduleId);
    expect(await scheduleOf(own.scheduleId)).toMatchObject({ status: 'active', approvedPriceCredits: null });
    expect(await requestOf(scheduleApprovalId(own.scheduleId, SCHEDULE_PRICE))).toBeUndefined();
  });
});

describe('declineRequest, withdrawRequest and expiry', () => {
  it('an owner declines with a reason; then nothing can approve it; the member is told', async () => {
    const { owner, member, teamId } = await team('No Co', { credits: 10, rule: { mode: 'all' } });
    const requestId = await heldOrder(member, teamId);
    const asMember = await errorOf(member.call('declineRequest', { requestId, reason: 'Not now' }));
    expect(reasonOf(asMember)).toBe('owner_required');
    const noAuth = await errorOf(anon.call('declineRequest', { requestId, reason: 'Not now' }));
    expect(noAuth.code).toBe('functions/unauthenticated');
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
    const { owner, member, teamId } = await team('Back Co', { credits: 10, rule: { mode: 'all' } });
    const requestId = await heldOrder(member, teamId);
    const other = await errorOf(owner.call('withdrawRequest', { requestId }));
    expect(other.code).toBe('functions/not-found');
    expect((await errorOf(anon.call('withdrawRequest', { requestId }))).code).toBe('functions/unauthenticated');
    const bad = await errorOf(member.callRaw('withdrawRequest', {}));
    expect(bad.code).toBe('functions/invalid-argument');

    await member.call('withdrawRequest', { requestId });
    expect(await requestOf(requestId)).toMatchObject({ status: 'withdrawn', decidedBy: member.uid });
    expect(reasonOf(await errorOf(owner.call('approveRequest', { requestId })))).toBe('request_closed');
    expect(await balanceOf(teamId)).toBe(10);
  });

  it('a request undecided for 7 days expires, the member is told, and it can no longer be approved', async () => {
    const { owner, member, teamId } = await team('Late Co', { credits: 10, rule: { mode: 'all' } });
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
  it("leaves a member's schedule paused when its request is withdrawn, and when the edit's new request expires", async () => {
    const { owner, member, teamId } = await team('Lapse Co', { credits: 20, rule: { mode: 'all' } });
    const input = createInput({ accountId: teamId });
    const { scheduleId } = await member.call('createSchedule', input);
    made.push(scheduleId);
    const first = scheduleApprovalId(scheduleId, SCHEDULE_PRICE);
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

describe('a card task for the team', () => {
  it("is refused to a member the rule catches, before any checkout (approval_required); an owner's is not", async () => {
    const { owner, member, teamId } = await team('Card Co', { rule: { mode: 'all' } });
    const err = await errorOf(member.call('createCheckoutSession', cardTaskInput(teamId)));
    expect([err.code, reasonOf(err)]).toEqual(['functions/failed-precondition', 'approval_required']);
    const drafts = await adminDb.collection('checkoutDrafts').where('userId', '==', member.uid).get();
    expect(drafts.size).toBe(0);
    const mine = await owner.call('createCheckoutSession', cardTaskInput(teamId));
    expect(mine.url).toMatch(/^http/);
  });
});

describe('a quote accepted for the team', () => {
  it("with credits by a member: a request at the ceiling's credits, nothing reserved; an owner's approval accepts it for the member", async () => {
    const { owner, member, teamId } = await team('Quote Co', { credits: 12, rule: { mode: 'above', credits: 5 } });
    // The member's request, answered (requestQuote and answerQuote have their own tests): NTE 290 $
    // at 29 $ a credit is 10 credits, above the rule's 5.
    const quoteRef = adminDb.collection('quotes').doc();
    const quoteId = quoteRef.id;
    await quoteRef.set(
      quoteDoc(member.uid as string, {
        accountId: teamId,
        status: 'quoted',
        versions: [versionOf()],
        expiresAt: Date.now() + 14 * 86_400_000,
      }),
    );
    const out = await member.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'credits', locale: 'en' });
    expect(out).toMatchObject({ status: 'approval_pending', reservedCredits: 0 });
    const requestId = out.requestId as string;
    expect(await requestOf(requestId)).toMatchObject({ kind: 'quote', priceCredits: 10, status: 'pending' });
    expect(await balanceOf(teamId)).toBe(12);
    expect(((await quoteRef.get()).data() as Quote).status).toBe('quoted');

    // By card, the same member is refused before Stripe.
    const card = await errorOf(
      member.call('acceptQuote', { quoteId, version: 1, paymentMethod: 'card', locale: 'en' }),
    );
    expect(reasonOf(card)).toBe('approval_required');

    expect(await owner.call('approveRequest', { requestId })).toMatchObject({ quoteId, taskId: null, balance: 2 });
    const quote = (await quoteRef.get()).data() as Quote;
    expect(quote.status).toBe('accepted');
    expect(quote.accepted).toMatchObject({ paymentMethod: 'credits', reservedCredits: 10, acceptedBy: member.uid });
    expect(await balanceOf(teamId)).toBe(2);
  });
});
