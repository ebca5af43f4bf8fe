// A credit pack bought in a team space: paid for the team (its wallet, its Stripe customer), taxed
// by the team's billing province, with a receipt in the team's legal name; only owners buy. A task
// paid by card and a plan bought in a team space are the team's the same way.
import type { Invoice, Payment, Receipt, Subscription, Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { advance, buyer, cardTaskInput, granted, payAt, stripeTest } from '../support/stripe';
import { setSettings, submitInput } from '../support/task-helpers';

const opened: TestClient[] = [];
async function customer(opts: Parameters<typeof buyer>[0] = {}) {
  const c = await buyer(opts);
  opened.push(c);
  return c;
}
beforeAll(setSettings);
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const balance = async (id: string) => (await adminDb.doc(`wallets/${id}`).get()).get('balance') as number;

/** Makes `c` a member of the team as the invitation callable would (the invitation path has its own tests). */
async function addMember(teamId: string, c: TestClient, role: 'owner' | 'member' = 'member') {
  await adminDb.doc(`teams/${teamId}/members/${c.uid}`).set({
    uid: c.uid,
    teamName: 'Team',
    email: c.email,
    name: 'Camille',
    role,
    joinedAt: new Date(),
    monthlyCapCredits: null,
    spentMonth: '2026-01',
    spentCredits: 0,
  });
}

describe('buying a pack in a team space', () => {
  it("fills the team's wallet; the receipt names the team's legal name and is taxed by its province, not the buyer's", async () => {
    // The owner lives in Ontario (HST); the team bills from Quebec (GST + QST).
    const owner = await customer({ province: 'ON', balance: 1 });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Nord',
      legalName: 'Atelier Nord S.E.N.C.',
      province: 'QC',
      address: '5 av. du Parc, Québec QC',
    });
    const { url, sessionId } = await owner.call('createCheckoutSession', {
      kind: 'pack',
      packId: 'pack_5',
      locale: 'fr',
      accountId: teamId,
    });
    const session = await stripeTest.checkout.sessions.retrieve(sessionId);
    // 135 $ + GST 6.75 + QST 13.47 (Ontario would be 135 + HST 17.55).
    expect(session).toMatchObject({ amount_subtotal: 13_500, amount_total: 15_522 });
    expect(session.metadata).toMatchObject({ accountId: teamId, uid: owner.uid });
    expect((await payAt(url)).status).toBe(303);
    const out = await owner.call('confirmCheckoutSession', { sessionId });
    expect(out).toMatchObject({ status: 'paid', credits: 5 });

    expect(await balance(teamId)).toBe(5);
    expect(await balance(owner.uid as string)).toBe(1);
    const payment = (await adminDb.doc(`payments/${out.paymentId}`).get()).data() as Payment;
    expect(payment).toMatchObject({ userId: owner.uid, accountId: teamId, province: 'QC' });
    const receipt = (await adminDb.doc(`receipts/${out.receiptId}`).get()).data() as Receipt;
    expect(receipt).toMatchObject({
      uid: teamId,
      province: 'QC',
      customer: { name: 'Atelier Nord S.E.N.C.', address: '5 av. du Parc, Québec QC', email: owner.email },
    });
    expect(receipt.taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ type: 'purchased', credits: 5, actorUserId: owner.uid }),
    ]);
  });

  it('refuses a member who is not an owner, and someone outside the team', async () => {
    const owner = await customer({ province: 'QC' });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Sud',
      legalName: 'Atelier Sud inc.',
      province: 'QC',
      address: '6 av. du Parc, Québec QC',
    });
    const outsider = await customer({ province: 'QC' });
    const err = await errorOf(
      outsider.call('createCheckoutSession', { kind: 'pack', packId: 'pack_5', locale: 'en', accountId: teamId }),
    );
    expect(err.code).toBe('functions/permission-denied');
    expect(err.details).toEqual({ reason: 'not_a_member' });
    const drafts = await adminDb.collection('checkoutDrafts').where('userId', '==', outsider.uid).get();
    expect(drafts.size).toBe(0);
  });
});

describe('a task paid by card in a team space', () => {
  it("is the team's: any member orders it, the receipt names the team and its province taxes it, the task belongs to the team", async () => {
    const owner = await customer({ province: 'QC' });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Est',
      legalName: 'Atelier Est S.E.N.C.',
      province: 'QC',
      address: '7 av. du Parc, Québec QC',
    });
    // A plain member who lives in Ontario (HST 13%): the team's Quebec taxes apply, not theirs.
    const colleague = await customer({ province: 'ON', balance: 0 });
    await addMember(teamId, colleague);
    const { url, sessionId, draftId } = await colleague.call('createCheckoutSession', cardTaskInput(teamId));
    const session = await stripeTest.checkout.sessions.retrieve(sessionId);
    // 1 credit = 29 $ + GST 1.45 + QST 2.89 (Ontario would be 29 + HST 3.77).
    expect(session).toMatchObject({ amount_subtotal: 2_900, amount_total: 3_334 });
    expect(session.metadata).toMatchObject({ accountId: teamId, uid: colleague.uid });
    expect((await payAt(url)).status).toBe(303);
    const out = await colleague.call('confirmCheckoutSession', { sessionId });
    expect(out).toMatchObject({ status: 'paid', kind: 'task', taskId: draftId });

    const task = (await adminDb.doc(`tasks/${draftId}`).get()).data() as Task;
    expect(task).toMatchObject({ userId: colleague.uid, accountId: teamId, paymentMethod: 'card', priceCredits: 1 });
    const payment = (await adminDb.doc(`payments/${out.paymentId}`).get()).data() as Payment;
    expect(payment).toMatchObject({ userId: colleague.uid, accountId: teamId, kind: 'task', province: 'QC' });
    const receipt = (await adminDb.doc(`receipts/${out.receiptId}`).get()).data() as Receipt;
    expect(receipt).toMatchObject({
      uid: teamId,
      province: 'QC',
      customer: { name: 'Atelier Est S.E.N.C.', address: '7 av. du Parc, Québec QC' },
    });
    expect(receipt.taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
    // The team's task list (by accountId) holds it; the colleague's personal account does not.
    const teamTasks = await adminDb.collection('tasks').where('accountId', '==', teamId).get();
    expect(teamTasks.docs.map((d) => d.id)).toEqual([draftId]);
    expect((await adminDb.collection('tasks').where('accountId', '==', colleague.uid).get()).size).toBe(0);
    // The owner, another member, acts on it as on any team task (cancelling a queued card task refunds the card).
    expect(await balance(teamId)).toBe(0);
  });

  it('refuses someone outside the team, and keeps a personal card task personal', async () => {
    const owner = await customer({ province: 'QC' });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Ouest',
      legalName: 'Atelier Ouest inc.',
      province: 'QC',
      address: '8 av. du Parc, Québec QC',
    });
    const outsider = await customer({ province: 'ON' });
    const err = await errorOf(outsider.call('createCheckoutSession', cardTaskInput(teamId)));
    expect(err.code).toBe('functions/permission-denied');
    expect(err.details).toEqual({ reason: 'not_a_member' });
    const { draftId } = await outsider.call('createCheckoutSession', cardTaskInput());
    const draft = (await adminDb.doc(`checkoutDrafts/${draftId}`).get()).data();
    expect(draft).toMatchObject({ userId: outsider.uid, accountId: outsider.uid, province: 'ON' });
    expect(draft?.billTo).toBeUndefined();
  });
});

describe('a plan bought in a team space', () => {
  it("is the team's: only owners buy and manage it, each paid month fills the team's wallet, receipts name the team and its province taxes them", async () => {
    // The owner lives in Ontario (HST); the team bills from Quebec (GST + QST).
    const owner = await customer({ province: 'ON' });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Plan',
      legalName: 'Atelier Plan S.E.N.C.',
      province: 'QC',
      address: '9 av. du Parc, Québec QC',
    });
    const colleague = await customer({ province: 'QC' });
    await addMember(teamId, colleague);
    const start = (c: TestClient) => c.call('startSubscription', { planId: 'pro', locale: 'fr', accountId: teamId });
    expect((await errorOf(start(colleague))).details).toEqual({ reason: 'owner_required' });

    const { url, sessionId } = await start(owner);
    const session = await stripeTest.checkout.sessions.retrieve(sessionId);
    expect(session.metadata).toMatchObject({ uid: teamId, actor: owner.uid });
    expect((await payAt(url)).status).toBe(303);
    const out = await owner.call('confirmSubscription', { sessionId });
    expect(out).toMatchObject({ status: 'active', planId: 'pro', credits: 9 });

    expect(await balance(teamId)).toBe(9);
    expect(await balance(owner.uid as string)).toBe(0);
    const plan = (await adminDb.doc(`subscriptions/${teamId}`).get()).data() as Subscription;
    expect(plan).toMatchObject({ userId: teamId, planId: 'pro', status: 'active', province: 'QC' });
    expect((await adminDb.doc(`subscriptions/${owner.uid}`).get()).exists).toBe(false);
    const invoice = (await adminDb.doc(`invoices/${out.invoiceId}`).get()).data() as Invoice;
    expect(invoice).toMatchObject({ userId: teamId, province: 'QC', subtotalCents: 19_900 });
    const receipt = (await adminDb.doc(`receipts/${out.receiptId}`).get()).data() as Receipt;
    expect(receipt).toMatchObject({
      uid: teamId,
      province: 'QC',
      customer: {
        name: 'Atelier Plan S.E.N.C.',
        address: '9 av. du Parc, Québec QC',
        email: owner.email,
        locale: 'en',
      },
    });
    expect(receipt.taxes.map((t) => t.code)).toEqual(['GST', 'QST']);
    const ledger = await adminDb.collection(`wallets/${teamId}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ type: 'plan', credits: 9, actorUserId: owner.uid }),
    ]);

    // The next month's invoice fills the team's wallet again.
    const renewal = await advance(plan.subscriptionId);
    expect(renewal.invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle' });
    await granted(renewal.invoice!.id);
    expect(await balance(teamId)).toBe(18);

    // Managed from the team space, by owners only: the owner's own space has no plan.
    expect((await errorOf(colleague.call('cancelAtPeriodEnd', { accountId: teamId }))).details).toEqual({
      reason: 'owner_required',
    });
    expect((await errorOf(owner.call('cancelAtPeriodEnd', {}))).details).toEqual({ reason: 'no_subscription' });
    expect(await owner.call('cancelAtPeriodEnd', { accountId: teamId })).toMatchObject({
      planId: 'pro',
      cancelAtPeriodEnd: true,
    });
    expect((await errorOf(colleague.call('openBillingPortal', { locale: 'en', accountId: teamId }))).details).toEqual({
      reason: 'owner_required',
    });
  });
});

describe("a team task's credits sent back to a card", () => {
  it("go to the team's pack card, never to a pack the same member bought for themself", async () => {
    const admin = await signedInClient({ admin: true });
    opened.push(admin);
    const owner = await customer({ province: 'QC', balance: 0 });
    const { teamId } = await owner.call('createTeam', {
      name: 'Atelier Carte',
      legalName: 'Atelier Carte inc.',
      province: 'QC',
      address: '10 av. du Parc, Québec QC',
    });
    const buy = async (accountId?: string) => {
      const { url, sessionId } = await owner.call('createCheckoutSession', {
        kind: 'pack',
        packId: 'pack_5',
        locale: 'en',
        ...(accountId ? { accountId } : {}),
      });
      expect((await payAt(url)).status).toBe(303);
      return (await owner.call('confirmCheckoutSession', { sessionId })).paymentId as string;
    };
    const teamPack = await buy(teamId);
    // Bought after the team's: the newest pack of the person, but not the team's.
    const personalPack = await buy();
    const { taskId } = await owner.call(
      'submitTask',
      submitInput(teamId, { category: 'marketing_content', tier: 'express' }),
    );
    await adminDb.doc(`tasks/${taskId}`).update({
      status: 'delivered',
      queueStatus: null,
      queuePosition: null,
      deliveredAt: Timestamp.now(),
      result: 'Done.',
    });
    await adminDb.doc(`refundRequests/${taskId}`).set({
      taskId,
      userId: owner.uid,
      accountId: teamId,
      taskTitle: 'Polish',
      credits: 2,
      paymentMethod: 'credits',
      reason: 'Not what I asked for',
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      createdAt: Timestamp.now(),
      decidedAt: null,
    });

    expect(
      await admin.call('decideRefund', { taskId, decision: 'approved', reason: 'Fair', refundTo: 'card' }),
    ).toEqual({ status: 'approved', refundedCredits: 0, cardRefundPending: true });
    const card = (await adminDb.doc(`cardRefunds/credits_${taskId}`).get()).data();
    // Two of the team pack's five credits: 2/5 of 155.22 $ (135 $ + GST + QST).
    expect(card).toMatchObject({ paymentId: teamPack, accountId: teamId, amountCents: 6_209, reason: 'pack_credits' });
    expect(card?.paymentId).not.toBe(personalPack);
  });
});
