// Admin task management: cancel with a full refund (credits or card), reassign the reviewer,
// resend the delivery e-mail, adjust a customer's credits. Each with a reason, audited.
import { toMillis, type AuditLog, type LedgerEntry, type StoredFile, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import { buyer, payAt, stripeTest, until } from '../support/stripe';
import {
  auditFor,
  balanceOf,
  deliveredTask,
  giveWallet,
  putTask,
  setSettings,
  cardTaskOrder,
} from '../support/task-helpers';

const H = 3_600_000;
const REASON = 'Customer asked us by phone';
let admin: TestClient;
let otherAdmin: TestClient;
let customer: TestClient;
const opened: TestClient[] = [];
beforeAll(async () => {
  await setSettings();
  [admin, otherAdmin, customer] = await Promise.all([
    signedInClient({ admin: true }),
    signedInClient({ admin: true }),
    signedInClient(),
  ]);
  opened.push(admin, otherAdmin, customer);
  await giveWallet(customer.uid as string, 10);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const uid = () => customer.uid as string;
const taskOf = async (taskId: string) => (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
const active = (overrides: Partial<Task> = {}): Partial<Task> => ({
  queueStatus: 'active',
  queuePosition: null,
  activatedAt: new Date(),
  dueAt: new Date(Date.now() + 12 * H),
  ...overrides,
});

describe('adminCancelTask', () => {
  it('cancels a task in review and returns its credits, with history, ledger and audit entries', async () => {
    const before = await balanceOf(uid());
    const taskId = await putTask(
      uid(),
      active({ status: 'in_review', queueStatus: null, reviewerId: admin.uid, priceCredits: 3 }),
    );
    expect(await admin.call('adminCancelTask', { taskId, reason: REASON })).toEqual({
      refundedCredits: 3,
      cardRefundPending: false,
    });
    expect(await balanceOf(uid())).toBe(before + 3);
    const task = await taskOf(taskId);
    expect(task).toMatchObject({ status: 'cancelled', queueStatus: null });
    expect(task.history.at(-1)).toMatchObject({
      by: admin.uid,
      from: 'in_review',
      to: 'cancelled',
      note: `Cancelled by Tasklane: ${REASON}`,
    });
    // Closed when cancelled: the file-retention job deletes its files after the retention period.
    expect(toMillis(task.closedAt)).toBe(toMillis(task.history.at(-1)!.at));
    const ledger = await adminDb.collection(`wallets/${uid()}/ledger`).where('taskId', '==', taskId).get();
    expect(ledger.docs.map((d) => (d.data() as LedgerEntry).credits)).toEqual([3]);
    const cancelled = (await auditFor(uid(), 'task_cancelled')).filter((a) => a.entityId === taskId) as AuditLog[];
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      actorUserId: admin.uid,
      metadata: { reason: REASON, refundedCredits: 3, from: 'in_review' },
    });
  });

  it('cancels a queued task: it leaves the queue index', async () => {
    const taskId = await putTask(uid(), { priceCredits: 1 });
    await adminDb.doc(`queue/${taskId}`).set({ order: 'x' });
    await admin.call('adminCancelTask', { taskId, reason: REASON });
    expect((await adminDb.doc(`queue/${taskId}`).get()).exists).toBe(false);
    expect((await taskOf(taskId)).status).toBe('cancelled');
  });

  it('never returns credits twice: a late delivery already refunded them', async () => {
    const before = await balanceOf(uid());
    const taskId = await putTask(uid(), active({ status: 'ai_drafted', lateRefunded: true, priceCredits: 2 }));
    expect(await admin.call('adminCancelTask', { taskId, reason: REASON })).toEqual({
      refundedCredits: 0,
      cardRefundPending: false,
    });
    expect(await balanceOf(uid())).toBe(before);
  });

  it('refuses a delivered or cancelled task, and a second cancellation', async () => {
    const delivered = await putTask(uid(), deliveredTask(1));
    const err = await errorOf(admin.call('adminCancelTask', { taskId: delivered, reason: REASON }));
    expect(err.code).toBe('functions/failed-precondition');
    expect(err.details).toMatchObject({ reason: 'not_cancellable' });
    const taskId = await putTask(uid(), active({ status: 'in_review', queueStatus: null }));
    const before = await balanceOf(uid());
    await admin.call('adminCancelTask', { taskId, reason: REASON });
    expect((await errorOf(admin.call('adminCancelTask', { taskId, reason: REASON }))).code).toBe(
      'functions/failed-precondition',
    );
    expect(await balanceOf(uid())).toBe(before + 1);
    expect((await errorOf(admin.call('adminCancelTask', { taskId: 'no-such-task', reason: REASON }))).code).toBe(
      'functions/not-found',
    );
  });

  it('refunds a card-paid task to the card, through Stripe', async () => {
    const c = await buyer({ province: 'ON' });
    opened.push(c);
    const { requestId, task } = cardTaskOrder();
    const { url, sessionId } = await c.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en' });
    expect((await payAt(url)).status).toBe(303);
    const paid = await c.call('confirmCheckoutSession', { sessionId });
    const taskId = paid.taskId as string;
    const paymentId = paid.paymentId as string;
    expect(await admin.call('adminCancelTask', { taskId, reason: REASON })).toEqual({
      refundedCredits: 0,
      cardRefundPending: true,
    });
    await until(
      async () => (await adminDb.doc(`cardRefunds/${taskId}`).get()).get('status') === 'succeeded',
      'the card refund',
    );
    const refunds = (await stripeTest.refunds.list({ payment_intent: paymentId })).data;
    expect(refunds.map((r) => r.amount)).toEqual([paid.totalCents]);
    expect((await taskOf(taskId)).status).toBe('cancelled');
  });
});

describe('reassignReviewer', () => {
  it('hands a task in review to another admin, with a history note and an audit entry', async () => {
    const taskId = await putTask(uid(), active({ status: 'in_review', queueStatus: null, reviewerId: admin.uid }));
    expect(
      await admin.call('reassignReviewer', { taskId, reviewerId: otherAdmin.uid as string, reason: REASON }),
    ).toEqual({ reviewerId: otherAdmin.uid });
    const task = await taskOf(taskId);
    expect(task.reviewerId).toBe(otherAdmin.uid);
    expect(task.history.at(-1)).toMatchObject({
      from: 'in_review',
      to: 'in_review',
      note: `Reviewer reassigned: ${REASON}`,
    });
    const audit = (await auditFor(uid(), 'task_reviewer_reassigned')).filter((a) => a.entityId === taskId);
    expect(audit[0]?.metadata).toEqual({ before: admin.uid, after: otherAdmin.uid, reason: REASON });
  });

  it('refuses a reviewer who is not an admin, and a task with no review under way', async () => {
    const taskId = await putTask(uid(), active({ status: 'in_review', queueStatus: null, reviewerId: admin.uid }));
    const notAdmin = await errorOf(admin.call('reassignReviewer', { taskId, reviewerId: uid(), reason: REASON }));
    expect(notAdmin).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'reviewer_not_admin' },
    });
    const queued = await putTask(uid());
    const early = await errorOf(
      admin.call('reassignReviewer', { taskId: queued, reviewerId: otherAdmin.uid as string, reason: REASON }),
    );
    expect(early).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'not_reassignable' } });
    expect((await taskOf(taskId)).reviewerId).toBe(admin.uid);
  });
});

describe('resendDeliveryEmail', () => {
  it("sends the delivery e-mail again, in the customer's language, and audits it", async () => {
    const c = await signedInClient();
    opened.push(c);
    await adminDb.doc(`profiles/${c.uid}`).set({
      name: 'Jeanne Roy',
      email: c.email,
      locale: 'fr',
      role: 'customer',
      emailNotifications: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // Two delivery rounds: the resent mail links the files of the latest, as the first mail did.
    const file = (id: string, name: string, round: number): StoredFile => ({
      id,
      name,
      kind: 'png',
      contentType: 'image/png',
      size: 1200,
      sha256: 'a'.repeat(64),
      round,
      uploadedBy: admin.uid as string,
      uploadedAt: new Date(),
    });
    const deliverables = [file('old1', 'menu-v1.png', 1), file('new1', 'menu-v2.png', 2)];
    const taskId = await putTask(c.uid as string, deliveredTask(2, { title: 'Menu du midi', deliverables }));
    expect(await admin.call('resendDeliveryEmail', { taskId, reason: REASON })).toEqual({ to: c.email });
    const [mail] = await waitForMails(c.email as string, { where: (m) => m.subject.includes('Menu du midi') });
    expect(mail?.subject).toBe('Votre tâche est livrée : « Menu du midi »');
    expect(mail?.html).toContain(`/tasks/${taskId}?download=new1`);
    expect(mail?.html).toContain('menu-v2.png');
    expect(mail?.html).not.toContain('download=old1');
    expect((await auditFor(c.uid as string, 'delivery_email_resent')).map((a) => a.entityId)).toEqual([taskId]);
  });

  it('refuses a task that is not delivered', async () => {
    const taskId = await putTask(uid(), active({ status: 'in_review', queueStatus: null }));
    expect(await errorOf(admin.call('resendDeliveryEmail', { taskId, reason: REASON }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'not_delivered' },
    });
  });
});

describe('adjustCredits', () => {
  it('adds and removes credits with an adjusted ledger entry and an audit entry holding the reason', async () => {
    const c = await signedInClient();
    opened.push(c);
    await giveWallet(c.uid as string, 2);
    expect(await admin.call('adjustCredits', { accountId: c.uid as string, credits: 5, reason: REASON })).toEqual({
      balance: 7,
    });
    expect(
      await admin.call('adjustCredits', {
        accountId: c.uid as string,
        credits: -3,
        reason: 'Duplicate goodwill credit',
      }),
    ).toEqual({ balance: 4 });
    const ledger = (await adminDb.collection(`wallets/${c.uid}/ledger`).get()).docs.map((d) => d.data() as LedgerEntry);
    expect(ledger.map((l) => [l.type, l.credits]).sort()).toEqual([
      ['adjusted', -3],
      ['adjusted', 5],
    ]);
    const audit = await auditFor(c.uid as string, 'credits_adjusted');
    expect(audit.map((a) => a.metadata.reason).sort()).toEqual(['Duplicate goodwill credit', REASON].sort());
    expect(audit.every((a) => a.actorUserId === admin.uid)).toBe(true);
  });

  it('never takes a balance below zero, and refuses a user without a wallet', async () => {
    const c = await signedInClient();
    opened.push(c);
    await giveWallet(c.uid as string, 2);
    expect(
      (await errorOf(admin.call('adjustCredits', { accountId: c.uid as string, credits: -3, reason: REASON }))).code,
    ).toBe('functions/failed-precondition');
    expect(await balanceOf(c.uid as string)).toBe(2);
    expect(
      (await errorOf(admin.call('adjustCredits', { accountId: 'no-wallet-user', credits: 1, reason: REASON }))).code,
    ).toBe('functions/failed-precondition');
  });
});

describe('admin task callables: who may call, and bad input', () => {
  const calls = {
    adminCancelTask: { taskId: 't1', reason: REASON },
    reassignReviewer: { taskId: 't1', reviewerId: 'u1', reason: REASON },
    resendDeliveryEmail: { taskId: 't1', reason: REASON },
    adjustCredits: { accountId: 'u1', credits: 1, reason: REASON },
  } as const;

  it('refuses a customer (permission-denied) and a signed-out caller (unauthenticated) on each, changing nothing', async () => {
    const taskId = await putTask(uid(), active({ status: 'in_review', queueStatus: null, reviewerId: admin.uid }));
    const before = await balanceOf(uid());
    const anon = anonymousClient();
    for (const [name, input] of Object.entries(calls)) {
      const data = { ...input, ...('taskId' in input ? { taskId } : { userId: uid() }) };
      expect((await errorOf(customer.callRaw(name, data))).code, name).toBe('functions/permission-denied');
      expect((await errorOf(anon.callRaw(name, data))).code, name).toBe('functions/unauthenticated');
    }
    await anon.close();
    expect(await taskOf(taskId)).toMatchObject({ status: 'in_review', reviewerId: admin.uid });
    expect(await balanceOf(uid())).toBe(before);
  });

  it('rejects a missing reason, a bad id and a bad credit amount with field codes', async () => {
    for (const [name, input] of Object.entries(calls)) {
      const err = await errorOf(admin.callRaw(name, { ...input, reason: ' ' }));
      expect(err.code, name).toBe('functions/invalid-argument');
      expect(err.details, name).toMatchObject({ fields: { reason: 'admin_reason_required' } });
    }
    expect((await errorOf(admin.callRaw('adminCancelTask', { taskId: 'a/b', reason: REASON }))).details).toMatchObject({
      fields: { taskId: 'id_invalid' },
    });
    expect(
      (await errorOf(admin.callRaw('adjustCredits', { accountId: 'u1', credits: 0, reason: REASON }))).details,
    ).toMatchObject({ fields: { credits: 'credits_adjustment_invalid' } });
    expect(
      (await errorOf(admin.callRaw('adjustCredits', { accountId: 'u1', credits: 5000, reason: REASON }))).details,
    ).toMatchObject({ fields: { credits: 'credits_adjustment_too_large' } });
    expect(
      (await errorOf(admin.callRaw('adjustCredits', { accountId: 'u1', credits: 1.5, reason: REASON }))).details,
    ).toMatchObject({ fields: { credits: 'credits_adjustment_invalid' } });
  });
});
