// Refunds to the card, against the emulators and the local Stripe stand-in: decided in a
// transaction (money-back approval, late delivery, cancellation, pack credits sent to the card),
// made at Stripe by a trigger, filed under Stripe's refund id with a credit note.
import { DEFAULT_SETTINGS, type Payment, type Task } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { H } from '../support/pipeline';
import { buyer, packInput, payAt, stripeTest, until, webhookHandled } from '../support/stripe';
import { putTask, setSettings, cardTaskOrder, submitInput } from '../support/task-helpers';

let admin: TestClient;
const opened: TestClient[] = [];
beforeAll(async () => {
  await setSettings();
  admin = await signedInClient({ admin: true });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function customer(balance = 0) {
  const c = await buyer({ province: 'ON', balance });
  opened.push(c);
  return c;
}

/** A standard admin_docs task (1 credit = 29 $, + 13 % HST = 32.77 $) bought by card. */
async function paidCardTask(c: TestClient): Promise<{ taskId: string; paymentId: string }> {
  const { requestId, task } = cardTaskOrder();
  const { url, sessionId } = await c.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en' });
  expect((await payAt(url)).status).toBe(303);
  const out = await c.call('confirmCheckoutSession', { sessionId });
  return { taskId: out.taskId as string, paymentId: out.paymentId as string };
}

async function refundsAtStripe(paymentId: string) {
  return (await stripeTest.refunds.list({ payment_intent: paymentId })).data;
}

/** Waits until the card refund is made and filed, then returns what Stripe and Firestore hold. */
async function settled(key: string, paymentId: string) {
  await until(
    async () => (await adminDb.doc(`cardRefunds/${key}`).get()).get('status') === 'succeeded',
    `cardRefunds/${key} to succeed`,
  );
  await until(
    async () => (await adminDb.collection('refunds').where('paymentId', '==', paymentId).get()).size > 0,
    'the refund to be filed',
  );
  // The stand-in's charge.refunded webhook must not file it a second time: wait until it is handled.
  await webhookHandled(paymentId, 'charge.refunded');
  return {
    stripe: await refundsAtStripe(paymentId),
    filed: (await adminDb.collection('refunds').where('paymentId', '==', paymentId).get()).docs,
    creditNotes: (
      await adminDb.collection('receipts').where('paymentId', '==', paymentId).where('kind', '==', 'credit_note').get()
    ).docs,
    payment: (await adminDb.doc(`payments/${paymentId}`).get()).data() as Payment,
  };
}

async function deliverAndRequestRefund(taskId: string, uid: string) {
  await adminDb.doc(`tasks/${taskId}`).update({
    status: 'delivered',
    queueStatus: null,
    queuePosition: null,
    deliveredAt: Timestamp.now(),
    result: 'Done.',
  });
  await adminDb.doc(`refundRequests/${taskId}`).set({
    taskId,
    userId: uid,
    taskTitle: 'Polish my About page',
    credits: 1,
    paymentMethod: 'card',
    reason: 'Not what I asked for',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: Timestamp.now(),
    decidedAt: null,
  });
}

describe('card refunds', () => {
  it('an approved money-back refunds the card exactly once, even with two admins deciding at once', async () => {
    const c = await customer();
    const { taskId, paymentId } = await paidCardTask(c);
    await deliverAndRequestRefund(taskId, c.uid as string);

    const outcomes = await Promise.allSettled([
      admin.call('decideRefund', { taskId, decision: 'approved', reason: 'Fair request' }),
      admin.call('decideRefund', { taskId, decision: 'approved', reason: 'Fair request' }),
    ]);
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    expect((ok[0] as PromiseFulfilledResult<unknown>).value).toEqual({
      status: 'approved',
      refundedCredits: 0,
      cardRefundPending: true,
    });

    const s = await settled(taskId, paymentId);
    expect(s.stripe).toHaveLength(1);
    expect(s.stripe[0]).toMatchObject({ amount: 3_277, status: 'succeeded' });
    expect(s.filed).toHaveLength(1);
    expect(s.filed[0]!.id).toBe(s.stripe[0]!.id);
    expect(s.filed[0]!.data()).toMatchObject({ userId: c.uid, taskId, amountCents: 3_277, reason: 'money_back' });
    expect(s.creditNotes).toHaveLength(1);
    expect(s.payment).toMatchObject({ status: 'refunded', refundedCents: 3_277 });
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    expect(task.history.filter((h) => h.note === 'Card refunded: 32.77 CAD')).toHaveLength(1);
  });

  it('a late task refunds the card exactly once under two ticks at the same moment, and a later money-back adds nothing', async () => {
    const c = await customer();
    const { taskId, paymentId } = await paidCardTask(c);
    const activated = Date.now() - H;
    await adminDb.doc(`tasks/${taskId}`).update({
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: Timestamp.fromMillis(activated),
      dueAt: Timestamp.fromMillis(activated + 12 * H),
      slaWarned: true,
    });
    const late = activated + 12 * H + 60_000;
    const settings = { ...DEFAULT_SETTINGS, queueCapacity: 1000 };
    const [one, two] = await Promise.all([runQueueTick(late, { settings }), runQueueTick(late, { settings })]);
    expect(one.refunded + two.refunded).toBe(1);

    const s = await settled(taskId, paymentId);
    expect(s.stripe).toHaveLength(1);
    expect(s.filed.map((d) => d.get('reason'))).toEqual(['late_delivery']);
    expect(s.payment.status).toBe('refunded');

    await deliverAndRequestRefund(taskId, c.uid as string);
    await adminDb.doc(`tasks/${taskId}`).update({ lateRefunded: true });
    const out = await admin.call('decideRefund', { taskId, decision: 'approved', reason: 'Fair request' });
    expect(out).toEqual({ status: 'approved', refundedCredits: 0, cardRefundPending: false });
    // The decision wrote no second card refund for the trigger to send to Stripe (the only way a
    // decision reaches Stripe), and Stripe holds the first refund alone.
    expect(
      (await adminDb.collection('cardRefunds').where('paymentId', '==', paymentId).get()).docs.map((d) => d.id),
    ).toEqual([taskId]);
    expect(await refundsAtStripe(paymentId)).toHaveLength(1);
  });

  it('cancelling a queued card task refunds the card', async () => {
    const c = await customer();
    // One production slot, taken, so the paid task waits in the queue.
    await adminDb.doc('settings/app').set({ ...DEFAULT_SETTINGS, queueCapacity: 1 });
    await putTask(c.uid as string, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 12 * H),
    });
    const { taskId, paymentId } = await paidCardTask(c).finally(() => setSettings());
    expect(await c.call('cancelTask', { taskId })).toMatchObject({ refundedCredits: 0 });
    const s = await settled(taskId, paymentId);
    expect(s.stripe).toHaveLength(1);
    expect(s.filed[0]!.get('reason')).toBe('cancelled');
    expect(((await adminDb.doc(`tasks/${taskId}`).get()).data() as Task).status).toBe('cancelled');
  });

  it('pack credits go back as credits by default, or to the pack card when the admin chooses', async () => {
    const c = await customer(0);
    const uid = c.uid as string;
    const { url, sessionId } = await c.call('createCheckoutSession', packInput('pack_5'));
    await payAt(url);
    const { paymentId } = await c.call('confirmCheckoutSession', { sessionId });
    const paymentIdStr = paymentId as string;

    async function creditTaskWithRequest() {
      const { taskId } = await c.call(
        'submitTask',
        submitInput(c.uid!, { category: 'marketing_content', tier: 'express' }),
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
        userId: uid,
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
      return taskId;
    }

    const asCredits = await creditTaskWithRequest();
    expect(await admin.call('decideRefund', { taskId: asCredits, decision: 'approved', reason: 'Fair' })).toEqual({
      status: 'approved',
      refundedCredits: 2,
      cardRefundPending: false,
    });
    expect((await adminDb.doc(`wallets/${uid}`).get()).get('balance')).toBe(5);

    const toCard = await creditTaskWithRequest();
    expect(
      await admin.call('decideRefund', { taskId: toCard, decision: 'approved', reason: 'Fair', refundTo: 'card' }),
    ).toEqual({ status: 'approved', refundedCredits: 0, cardRefundPending: true });
    expect((await adminDb.doc(`wallets/${uid}`).get()).get('balance')).toBe(3);
    // The decision records what it gave back, which the customer's notice repeats.
    expect((await adminDb.doc(`refundRequests/${asCredits}`).get()).data()).toMatchObject({
      creditsReturned: 2,
      toCard: false,
    });
    expect((await adminDb.doc(`refundRequests/${toCard}`).get()).data()).toMatchObject({
      creditsReturned: 0,
      toCard: true,
    });
    const s = await settled(`credits_${toCard}`, paymentIdStr);
    // Two of the pack's five credits: 2/5 of 152.55 $ (135 $ + 13 % HST).
    expect(s.stripe.map((r) => r.amount)).toEqual([6_102]);
    expect(s.payment).toMatchObject({ status: 'partially_refunded', refundedCents: 6_102 });
    expect(s.filed[0]!.get('reason')).toBe('pack_credits');
  });

  it('files a refund made in Stripe directly (charge.refunded), once', async () => {
    const c = await customer();
    const { url, sessionId } = await c.call('createCheckoutSession', packInput('pack_1'));
    await payAt(url);
    const { paymentId } = await c.call('confirmCheckoutSession', { sessionId });
    const refund = await stripeTest.refunds.create({ payment_intent: paymentId as string, amount: 1_000 });
    await until(async () => (await adminDb.doc(`refunds/${refund.id}`).get()).exists, 'the webhook to file the refund');
    expect((await adminDb.doc(`refunds/${refund.id}`).get()).data()).toMatchObject({
      amountCents: 1_000,
      reason: 'stripe',
    });
    expect(((await adminDb.doc(`payments/${paymentId}`).get()).data() as Payment).refundedCents).toBe(1_000);
  });

  it('refuses a refund destination that does not exist', async () => {
    const err = await errorOf(
      admin.callRaw('decideRefund', { taskId: 't1', decision: 'approved', reason: 'Fair', refundTo: 'bank' }),
    );
    expect(err.code).toBe('functions/invalid-argument');
  });
});
