import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createTask, readTask, setWallet } from '../support/pipeline';

let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  customer = await signedInClient();
});
afterAll(async () => {
  await admin.close();
  await customer.close();
});

/** A delivered task with a pending money-back request, as requestRefund writes it. */
async function requested(opts: { paymentMethod?: 'credits' | 'card'; credits?: number; lateRefunded?: boolean } = {}) {
  const credits = opts.credits ?? 2;
  const id = await createTask(customer.uid!, {
    status: 'delivered',
    queueStatus: null,
    queuePosition: null,
    priceCredits: credits,
    paymentMethod: opts.paymentMethod ?? 'credits',
    deliveredAt: new Date(),
    result: 'Done',
    lateRefunded: opts.lateRefunded ?? false,
  });
  await adminDb.doc(`refundRequests/${id}`).set({
    taskId: id,
    userId: customer.uid,
    taskTitle: 'Polish my About page',
    credits,
    paymentMethod: opts.paymentMethod ?? 'credits',
    reason: 'Not what I asked for',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: Timestamp.now(),
    decidedAt: null,
  });
  return id;
}

describe('decideRefund', () => {
  it('approves: returns the credits with a ledger entry, records the decision, history and audit', async () => {
    await setWallet(customer.uid!, 1);
    const id = await requested({ credits: 2 });
    const out = await admin.call('decideRefund', {
      taskId: id,
      decision: 'approved',
      reason: 'The tone was off; sorry.',
    });
    expect(out).toEqual({ status: 'approved', refundedCredits: 2, cardRefundPending: false });
    expect((await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(3);
    const ledger = await adminDb.collection(`wallets/${customer.uid}/ledger`).where('taskId', '==', id).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        type: 'refunded',
        credits: 2,
        balanceAfter: 3,
        description: 'Money-back guarantee refund',
        descriptionFr: 'Remboursement de la garantie satisfait ou remboursé',
      }),
    ]);
    expect((await adminDb.doc(`refundRequests/${id}`).get()).data()).toMatchObject({
      status: 'approved',
      decisionReason: 'The tone was off; sorry.',
      decidedBy: admin.uid,
    });
    expect((await readTask(id)).history.at(-1)?.note).toContain('Refund approved');
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', id)
      .where('action', '==', 'refund_decided')
      .get();
    expect(audit.size).toBe(1);
  });
  it('declines without moving credits, and refuses a second decision', async () => {
    await setWallet(customer.uid!, 4);
    const id = await requested();
    expect(
      await admin.call('decideRefund', { taskId: id, decision: 'declined', reason: 'Delivered as briefed.' }),
    ).toMatchObject({ status: 'declined', refundedCredits: 0 });
    expect((await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(4);
    const again = await errorOf(
      admin.call('decideRefund', { taskId: id, decision: 'approved', reason: 'Changed my mind' }),
    );
    expect(again.code).toBe('functions/failed-precondition');
  });
  it('sends nothing to a card without a card payment, and never refunds late-refunded credits twice', async () => {
    // A card task with no payment record (card refunds with real payments: card-refunds.test.ts).
    const card = await requested({ paymentMethod: 'card' });
    expect(await admin.call('decideRefund', { taskId: card, decision: 'approved', reason: 'Fair request' })).toEqual({
      status: 'approved',
      refundedCredits: 0,
      cardRefundPending: false,
    });
    expect((await adminDb.doc(`cardRefunds/${card}`).get()).exists).toBe(false);
    await setWallet(customer.uid!, 0);
    const late = await requested({ lateRefunded: true });
    expect(
      await admin.call('decideRefund', { taskId: late, decision: 'approved', reason: 'Fair request' }),
    ).toMatchObject({ refundedCredits: 0 });
    expect((await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(0);
  });
  it('says not-found without a request', async () => {
    expect(
      (await errorOf(admin.call('decideRefund', { taskId: 'nope', decision: 'declined', reason: 'Nothing here' })))
        .code,
    ).toBe('functions/not-found');
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('decideRefund', { taskId: 'x', decision: 'declined', reason: 'No' }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
  });
  it('rejects a customer (admins only), even on their own request', async () => {
    const id = await requested();
    expect(
      (await errorOf(customer.call('decideRefund', { taskId: id, decision: 'approved', reason: 'Please' }))).code,
    ).toBe('functions/permission-denied');
    expect((await adminDb.doc(`refundRequests/${id}`).get()).get('status')).toBe('pending');
  });
  it('rejects bad input with field details', async () => {
    const err = await errorOf(admin.callRaw('decideRefund', { taskId: 'x', decision: 'maybe', reason: '' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: { decision: 'decision_required', reason: 'decision_reason_required' },
    });
  });
});
