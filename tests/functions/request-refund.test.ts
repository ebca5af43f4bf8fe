import type { RefundRequest } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { auditFor, deliveredTask, putTask, setSettings } from '../support/task-helpers';

let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other] = await Promise.all([signedInClient(), signedInClient()]);
});
afterAll(async () => Promise.all([owner.close(), other.close()]));

const reason = 'The result ignores half of my brief.';

describe('requestRefund', () => {
  it('records one pending request per task, with an audit entry', async () => {
    const taskId = await putTask(owner.uid as string, deliveredTask(24, { priceCredits: 2 }));
    expect(await owner.call('requestRefund', { taskId, reason })).toEqual({ status: 'pending' });
    const request = (await adminDb.doc(`refundRequests/${taskId}`).get()).data() as RefundRequest;
    expect(request).toMatchObject({
      taskId,
      userId: owner.uid,
      credits: 2,
      paymentMethod: 'credits',
      reason,
      status: 'pending',
      decidedBy: null,
    });
    expect((await auditFor(owner.uid as string, 'refund_requested')).map((a) => a.entityId)).toContain(taskId);
    expect((await errorOf(owner.call('requestRefund', { taskId, reason }))).code).toBe('functions/already-exists');
  });

  it('refuses after 7 days and before delivery', async () => {
    const old = await putTask(owner.uid as string, deliveredTask(7 * 24 + 1));
    expect((await errorOf(owner.call('requestRefund', { taskId: old, reason }))).message).toMatch(
      /^The refund window has closed/,
    );
    const queued = await putTask(owner.uid as string);
    expect((await errorOf(owner.call('requestRefund', { taskId: queued, reason }))).code).toBe(
      'functions/failed-precondition',
    );
  });

  it("answers 'not-found' for another user's task and writes nothing", async () => {
    const taskId = await putTask(owner.uid as string, deliveredTask(1));
    expect((await errorOf(other.call('requestRefund', { taskId, reason }))).code).toBe('functions/not-found');
    expect((await adminDb.doc(`refundRequests/${taskId}`).get()).exists).toBe(false);
  });

  it('rejects a signed-out caller and a missing reason', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('requestRefund', { taskId: 'x', reason }))).code).toBe('functions/unauthenticated');
    await anon.close();
    const err = await errorOf(owner.callRaw('requestRefund', { taskId: 'x', reason: ' ' }));
    expect(err.details).toEqual({ fields: { reason: 'refund_reason_too_short' } });
  });
});
