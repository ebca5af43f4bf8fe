import type { Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { auditFor, balanceOf, deliveredTask, giveWallet, putTask, setSettings } from '../support/task-helpers';

let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other] = await Promise.all([signedInClient(), signedInClient()]);
  await Promise.all([giveWallet(owner.uid as string, 3), giveWallet(other.uid as string, 3)]);
});
afterAll(async () => Promise.all([owner.close(), other.close()]));

const note = 'Please shorten the second paragraph.';

describe('requestRevision', () => {
  it('reopens a delivered task for free the first time, with the note in history and audit', async () => {
    const taskId = await putTask(owner.uid as string, deliveredTask(2));
    const out = await owner.call('requestRevision', { taskId, note });
    expect(out).toEqual({ chargedCredits: 0, revisionCount: 1 });
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    expect(task).toMatchObject({ status: 'reopened', revisionNote: note, revisionCount: 1 });
    expect(task.history.at(-1)).toMatchObject({ from: 'delivered', to: 'reopened', note });
    expect((await auditFor(owner.uid as string, 'task_transition')).some((a) => a.entityId === taskId)).toBe(true);
    expect(await balanceOf(owner.uid as string)).toBe(3);
  });

  it('gives the reopened task its own due time: the tier hours from the request', async () => {
    // Delivered 2 h ago, originally due 30 h ago: a countdown on the old due time would say overdue.
    const taskId = await putTask(
      owner.uid as string,
      deliveredTask(2, { dueAt: new Date(Date.now() - 30 * 3_600_000) }),
    );
    const asked = Date.now();
    await owner.call('requestRevision', { taskId, note });
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    const due = (task.dueAt as unknown as { toMillis(): number }).toMillis();
    expect(due).toBeGreaterThanOrEqual(asked + 24 * 3_600_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it('charges the extra-revision price for a further revision', async () => {
    const taskId = await putTask(owner.uid as string, deliveredTask(1, { revisionCount: 1 }));
    const out = await owner.call('requestRevision', { taskId, note });
    expect(out).toEqual({ chargedCredits: 1, revisionCount: 2 });
    expect(await balanceOf(owner.uid as string)).toBe(2);
  });

  it('refuses after 72 hours and for a task that is not delivered', async () => {
    const late = await putTask(owner.uid as string, deliveredTask(73));
    expect((await errorOf(owner.call('requestRevision', { taskId: late, note }))).message).toMatch(
      /^The revision window has closed/,
    );
    const queued = await putTask(owner.uid as string);
    expect((await errorOf(owner.call('requestRevision', { taskId: queued, note }))).code).toBe(
      'functions/failed-precondition',
    );
  });

  it('refuses a task whose money-back refund was approved, saying why', async () => {
    const admin = await signedInClient({ admin: true });
    try {
      const taskId = await putTask(owner.uid as string, deliveredTask(1));
      await owner.call('requestRefund', { taskId, reason: 'The result missed the brief entirely.' });
      await admin.call('decideRefund', { taskId, decision: 'approved', reason: 'Agreed, refunded.' });
      const err = await errorOf(owner.call('requestRevision', { taskId, note }));
      expect(err.code).toBe('functions/failed-precondition');
      expect(err.details).toEqual({ reason: 'refunded' });
      expect(((await adminDb.doc(`tasks/${taskId}`).get()).data() as Task).status).toBe('delivered');
    } finally {
      await admin.close();
    }
  });

  it("answers 'not-found' for another user's task", async () => {
    const taskId = await putTask(owner.uid as string, deliveredTask(1));
    expect((await errorOf(other.call('requestRevision', { taskId, note }))).code).toBe('functions/not-found');
  });

  it('rejects a signed-out caller and a missing note', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('requestRevision', { taskId: 'x', note }))).code).toBe('functions/unauthenticated');
    await anon.close();
    const err = await errorOf(owner.callRaw('requestRevision', { taskId: 'x', note: '' }));
    expect(err.details).toEqual({ fields: { note: 'revision_note_too_short' } });
  });
  // Only the owner may ask: another customer is the "wrong role", covered by not-found.
});
