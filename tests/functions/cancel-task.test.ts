import type { Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import {
  auditFor,
  balanceOf,
  giveWallet,
  holdAllSlots,
  putTask,
  setSettings,
  submitInput,
} from '../support/task-helpers';

let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other] = await Promise.all([signedInClient(), signedInClient()]);
  await Promise.all([giveWallet(owner.uid as string, 10), giveWallet(other.uid as string, 10)]);
});
afterAll(async () => Promise.all([owner.close(), other.close()]));

describe('cancelTask', () => {
  it('cancels a queued task with a full refund, a history entry and audit entries', async () => {
    // With a free slot the task would start at once and no longer be cancellable.
    const release = await holdAllSlots();
    const { taskId } = await owner
      .call('submitTask', submitInput(owner.uid!, { category: 'research_data', tier: 'premium' }))
      .finally(release);
    expect(await balanceOf(owner.uid as string)).toBe(6);
    const out = await owner.call('cancelTask', { taskId });
    expect(out).toEqual({ refundedCredits: 4, balance: 10 });
    expect(await balanceOf(owner.uid as string)).toBe(10);
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    expect(task).toMatchObject({ status: 'cancelled', queueStatus: null, queuePosition: null });
    expect(task.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'cancelled'],
    ]);
    const refunded = await auditFor(owner.uid as string, 'credits_refunded');
    expect(refunded.map((a) => a.entityId)).toContain(taskId);
    expect((await auditFor(owner.uid as string, 'task_cancelled')).map((a) => a.entityId)).toContain(taskId);
  });

  it('refuses a task that is no longer queued', async () => {
    const taskId = await putTask(owner.uid as string, {
      queueStatus: 'active',
      queuePosition: null,
      activatedAt: new Date(),
    });
    const err = await errorOf(owner.call('cancelTask', { taskId }));
    expect(err.code).toBe('functions/failed-precondition');
    expect(await balanceOf(owner.uid as string)).toBe(10);
  });

  it("answers 'not-found' for another user's task, exactly as for a missing one", async () => {
    const taskId = await putTask(owner.uid as string);
    const theirs = await errorOf(other.call('cancelTask', { taskId }));
    const missing = await errorOf(other.call('cancelTask', { taskId: 'no-such-task' }));
    expect(theirs).toEqual(missing);
    expect(theirs.code).toBe('functions/not-found');
    expect(((await adminDb.doc(`tasks/${taskId}`).get()).data() as Task).status).toBe('submitted');
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('cancelTask', { taskId: 'x' }))).code).toBe('functions/unauthenticated');
    await anon.close();
  });

  it('rejects bad input', async () => {
    const err = await errorOf(owner.callRaw('cancelTask', { taskId: '' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { taskId: expect.any(String) } });
  });
  // Only the owner may cancel: "wrong role" is another customer, covered by the not-found case.
});
