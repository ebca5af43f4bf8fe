// Credits given back for a team task, by every path (the customer's cancellation, a staff
// cancellation, an unanswered question, account deletion, the team's closure, a money-back and a
// late refund): they go to the team's wallet, never the member's own, the member who spent them
// gets their monthly spending back, and every event counts in the team's statistics.
import { K, spendingMonth, type Task } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, clearTasks, createTask, readTask, setWallet, useDefaultSettings } from '../support/pipeline';
import { balanceOf } from '../support/task-helpers';

const PRICE = 2;
const clients: TestClient[] = [];
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  clients.push(admin);
});
afterAll(async () => Promise.all(clients.map((c) => c.close())));
beforeEach(async () => {
  await clearTasks();
  await useDefaultSettings();
});

async function person(personal: number): Promise<TestClient> {
  const c = await signedInClient();
  clients.push(c);
  await Promise.all([
    setWallet(c.uid as string, personal),
    adminDb.doc(`profiles/${c.uid}`).set({
      name: 'Pat Member',
      email: c.email,
      locale: 'en',
      role: 'customer',
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
  ]);
  return c;
}

const memberDoc = (teamId: string, c: TestClient, role: 'owner' | 'member', spentCredits: number) => ({
  uid: c.uid,
  teamName: 'Café du Canal',
  email: c.email,
  name: 'Pat Member',
  role,
  joinedAt: Timestamp.fromMillis(Date.now() - (role === 'owner' ? 2 : 1) * H),
  monthlyCapCredits: 10,
  spentMonth: spendingMonth(Date.now()),
  spentCredits,
});

/**
 * A team (3 credits left after the member's task took PRICE) with an owner and a member who keeps
 * 7 credits of their own and spent PRICE this month on the team's task.
 */
async function team(): Promise<{ teamId: string; owner: TestClient; member: TestClient }> {
  const [owner, member] = await Promise.all([person(0), person(7)]);
  const teamId = adminDb.collection('teams').doc().id;
  const now = Timestamp.now();
  await adminDb.doc(`teams/${teamId}`).set({
    name: 'Café du Canal',
    legalName: 'Café du Canal inc.',
    province: 'QC',
    address: '12 rue du Canal',
    status: 'active',
    createdBy: owner.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  });
  await Promise.all([
    adminDb.doc(`teams/${teamId}/members/${owner.uid}`).set(memberDoc(teamId, owner, 'owner', 0)),
    adminDb.doc(`teams/${teamId}/members/${member.uid}`).set(memberDoc(teamId, member, 'member', PRICE)),
    setWallet(teamId, 3),
  ]);
  return { teamId, owner, member };
}

const teamTask = (teamId: string, member: TestClient, overrides: Partial<Task> = {}) =>
  createTask(member.uid as string, { accountId: teamId, priceCredits: PRICE, ...overrides });
const inReview = (overrides: Partial<Task> = {}): Partial<Task> => ({
  status: 'in_review',
  queueStatus: null,
  queuePosition: null,
  activatedAt: new Date(Date.now() - 2 * H),
  dueAt: new Date(Date.now() + 20 * H),
  reviewerId: admin.uid,
  ...overrides,
});
const spentBy = async (teamId: string, uid: string) =>
  (await adminDb.doc(`teams/${teamId}/members/${uid}`).get()).get('spentCredits') as number | undefined;
const statsOf = async (id: string) =>
  ((await adminDb.doc(`customerStats/${id}`).get()).get('c') ?? {}) as Record<string, number>;

/** What every path must leave: the team's wallet credited, the member's own untouched, their spending back, the team's statistics. */
async function expectGivenBack(teamId: string, member: TestClient, counter: string, opts: { spending?: boolean } = {}) {
  expect(await balanceOf(teamId)).toBe(3 + PRICE);
  expect(await balanceOf(member.uid as string)).toBe(7);
  if (opts.spending !== false) expect(await spentBy(teamId, member.uid as string)).toBe(0);
  expect(await statsOf(teamId)).toMatchObject({ [counter]: 1, [K.creditsRefunded]: PRICE });
  expect(await statsOf(member.uid as string)).toEqual({});
  const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).get();
  expect(ledger.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({ type: 'refunded', credits: PRICE, balanceAfter: 3 + PRICE }),
  ]);
}

describe('credits given back for a team task', () => {
  it("the customer's cancellation (by the member who submitted it)", async () => {
    const { teamId, member } = await team();
    const taskId = await teamTask(teamId, member);
    expect(await member.call('cancelTask', { taskId })).toEqual({ refundedCredits: PRICE, balance: 3 + PRICE });
    expect(await readTask(taskId)).toMatchObject({ status: 'cancelled', queueStatus: null });
    await expectGivenBack(teamId, member, K.cancelled);
  });

  it('the staff cancellation', async () => {
    const { teamId, member } = await team();
    const taskId = await teamTask(teamId, member, inReview());
    expect(await admin.call('adminCancelTask', { taskId, reason: 'The source file cannot be read.' })).toEqual({
      refundedCredits: PRICE,
      cardRefundPending: false,
    });
    expect((await readTask(taskId)).status).toBe('cancelled');
    await expectGivenBack(teamId, member, K.cancelled);
  });

  it('an unanswered question whose stated outcome is a cancellation with a full refund', async () => {
    const { teamId, member } = await team();
    const taskId = await teamTask(teamId, member, inReview());
    const { expiresAtMs } = await admin.call('askCustomer', {
      taskId,
      question: 'Which of the two logos should we use?',
      outcome: 'cancel_refund',
    });
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs + 1000 })).toMatchObject({ expired: 1 });
    expect(await readTask(taskId)).toMatchObject({ status: 'cancelled', waiting: null });
    await expectGivenBack(teamId, member, K.cancelled);
  });

  it("account deletion: the team's last member deletes their account, the team closes and its queued task is cancelled", async () => {
    const { teamId, owner, member } = await team();
    const taskId = await teamTask(teamId, member);
    await member.call('removeMember', { teamId, uid: member.uid as string });
    // The member's task stays with the team while someone is left in it.
    expect((await readTask(taskId)).status).toBe('submitted');
    expect(await owner.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('status')).toBe('closed');
    expect(await readTask(taskId)).toMatchObject({ status: 'cancelled', queueStatus: null });
    // The member left: no spending counter is left to give back.
    await expectGivenBack(teamId, member, K.cancelled, { spending: false });
  });

  it("the team's closure by its owner cancels the tasks still queued", async () => {
    const { teamId, owner, member } = await team();
    const taskId = await teamTask(teamId, member);
    await setWallet(teamId, 0);
    await owner.call('closeTeam', { teamId });
    expect(await readTask(taskId)).toMatchObject({ status: 'cancelled', queueStatus: null });
    expect(await balanceOf(teamId)).toBe(PRICE);
    expect(await balanceOf(member.uid as string)).toBe(7);
    expect(await spentBy(teamId, member.uid as string)).toBe(0);
    expect(await statsOf(teamId)).toMatchObject({ [K.cancelled]: 1, [K.creditsRefunded]: PRICE });
    expect(await statsOf(member.uid as string)).toEqual({});
  });

  it('the money-back refund', async () => {
    const { teamId, member } = await team();
    const taskId = await teamTask(teamId, member, {
      status: 'delivered',
      queueStatus: null,
      queuePosition: null,
      deliveredAt: new Date(),
      result: 'Done',
    });
    await adminDb.doc(`refundRequests/${taskId}`).set({
      taskId,
      userId: member.uid,
      accountId: teamId,
      taskTitle: 'Polish my About page',
      credits: PRICE,
      paymentMethod: 'credits',
      reason: 'Not what I asked for',
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      createdAt: Timestamp.now(),
      decidedAt: null,
    });
    expect(
      await admin.call('decideRefund', { taskId, decision: 'approved', reason: 'The tone was off; sorry.' }),
    ).toMatchObject({ refundedCredits: PRICE });
    await expectGivenBack(teamId, member, K.moneyBackApproved);
  });

  it('the late refund', async () => {
    const { teamId, member } = await team();
    const now = Date.now();
    const taskId = await teamTask(teamId, member, inReview({ dueAt: new Date(now - H) }));
    expect((await runQueueTick(now)).refunded).toBe(1);
    expect((await readTask(taskId)).lateRefunded).toBe(true);
    await expectGivenBack(teamId, member, K.lateRefunds);
  });
});

describe("adjustCredits on a team's wallet", () => {
  it("takes the paying account: a team id adjusts the team's wallet, not a member's", async () => {
    const { teamId, member } = await team();
    expect(
      await admin.call('adjustCredits', { accountId: teamId, credits: 4, reason: 'Goodwill for the launch' }),
    ).toEqual({ balance: 7 });
    expect(await balanceOf(teamId)).toBe(7);
    expect(await balanceOf(member.uid as string)).toBe(7);
    expect(await statsOf(teamId)).toMatchObject({ [K.creditsAdjusted]: 4 });
  });
});
