// Every way of ordering a task goes through the one submission service: the task form (credits)
// and a card payment leave the same task, statistics and audit trail, told apart only by how the
// order came in and how it was paid. And the account an order names is checked, whichever it is.
import type { Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, type TestClient } from '../support/functions-client';
import { CARD_OK, buyer, payAt } from '../support/stripe';
import { balanceOf, holdAllSlots, setSettings, cardTaskOrder, submitInput } from '../support/task-helpers';

const opened: TestClient[] = [];
async function customer(balance: number) {
  const c = await buyer({ province: 'AB', balance });
  opened.push(c);
  return c;
}
beforeAll(setSettings);
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function submittedAudit(taskId: string) {
  const snap = await adminDb
    .collection('auditLogs')
    .where('entityId', '==', taskId)
    .where('action', '==', 'task_submitted')
    .get();
  return snap.docs.map((d) => d.data());
}

async function customerTotal(accountId: string) {
  return ((await adminDb.doc(`customerStats/${accountId}`).get()).get('c') ?? {}) as Record<string, number>;
}

/** One order paid with credits and the same order paid by card, compared once written. */
async function orderBothWays(order: { category: 'research_data'; tier: 'express'; title: string }) {
  const byCredits = await customer(3);
  const creditsUid = byCredits.uid as string;
  const out = await byCredits.call('submitTask', submitInput(creditsUid, { ...order }));
  expect(out).toMatchObject({ priceCredits: 3, balance: 0, duplicate: false });

  const byCard = await customer(0);
  const cardUid = byCard.uid as string;
  const { requestId, task } = cardTaskOrder(order);
  const { url, sessionId, draftId } = await byCard.call('createCheckoutSession', {
    kind: 'task',
    requestId,
    task,
    locale: 'en',
    accountId: cardUid,
  });
  expect((await payAt(url, CARD_OK)).status).toBe(303);
  expect(await byCard.call('confirmCheckoutSession', { sessionId })).toMatchObject({
    status: 'paid',
    taskId: draftId,
  });

  const creditsTask = (await adminDb.doc(`tasks/${out.taskId}`).get()).data() as Task;
  const cardTask = (await adminDb.doc(`tasks/${draftId}`).get()).data() as Task;
  const shared = {
    title: order.title,
    category: order.category,
    tier: order.tier,
    priceCredits: 3,
    status: 'submitted',
    queueStatus: 'queued',
  };
  expect(creditsTask).toMatchObject({
    ...shared,
    userId: creditsUid,
    accountId: creditsUid,
    paymentMethod: 'credits',
  });
  expect(cardTask).toMatchObject({ ...shared, userId: cardUid, accountId: cardUid, paymentMethod: 'card' });
  expect(creditsTask.history).toEqual([expect.objectContaining({ from: null, to: 'submitted', by: creditsUid })]);
  expect(cardTask.history).toEqual([expect.objectContaining({ from: null, to: 'submitted', by: cardUid })]);

  const [creditsAudit, cardAudit] = await Promise.all([submittedAudit(out.taskId), submittedAudit(draftId)]);
  const sharedMetadata = {
    category: order.category,
    tier: order.tier,
    taskClass: 'premium',
    priceCredits: 3,
  };
  expect(creditsAudit).toEqual([
    expect.objectContaining({
      actorUserId: creditsUid,
      subjectUserId: creditsUid,
      metadata: { ...sharedMetadata, paymentMethod: 'credits', via: 'app', requestId: expect.any(String) },
    }),
  ]);
  expect(cardAudit).toEqual([
    expect.objectContaining({
      actorUserId: cardUid,
      subjectUserId: cardUid,
      metadata: { ...sharedMetadata, paymentMethod: 'card', via: 'card', paymentId: expect.stringMatching(/^pi_/) },
    }),
  ]);

  // The statistics count the order under the paying account the same way on both paths.
  const [creditsStats, cardStats] = await Promise.all([customerTotal(creditsUid), customerTotal(cardUid)]);
  for (const stats of [creditsStats, cardStats]) expect(stats).toMatchObject({ tasksSubmitted: 1 });
}

describe('one submission path', () => {
  it('writes the same task, statistics and audit entry for an order paid with credits and one paid by card', async () => {
    const order = { category: 'research_data', tier: 'express', title: 'Clean my supplier list' } as const;

    // Every slot taken, so both tasks stay queued as they were written.
    const release = await holdAllSlots();
    try {
      await orderBothWays(order);
    } finally {
      await release();
    }
  });

  it("refuses a personal order naming another person's account, on both paths, and writes nothing", async () => {
    const payer = await customer(5);
    const other = await customer(5);
    const otherUid = other.uid as string;

    const input = submitInput(otherUid);
    const refused = await errorOf(payer.call('submitTask', input));
    expect(refused.code).toBe('functions/permission-denied');
    expect(refused.details).toMatchObject({ reason: 'not_a_member' });

    const { requestId, task } = cardTaskOrder();
    const card = await errorOf(
      payer.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en', accountId: otherUid }),
    );
    expect(card.code).toBe('functions/permission-denied');
    expect(card.details).toMatchObject({ reason: 'not_a_member' });

    expect(await balanceOf(payer.uid as string)).toBe(5);
    expect(await balanceOf(otherUid)).toBe(5);
    const tasks = await adminDb.collection('tasks').where('accountId', 'in', [payer.uid, otherUid]).get();
    expect(tasks.size).toBe(0);
  });
});
