// The SLA clock while a task waits on the customer: the late-refund scan ignores paused time, a
// paused task keeps its production slot, and an unanswered question's stated outcome applies.
import { DEFAULT_SETTINGS, toMillis } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, clearTasks, createTask, readTask, setWallet, useDefaultSettings } from '../support/pipeline';
import { auditFor, balanceOf } from '../support/task-helpers';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';

const DAY = 24 * H;
let owner: TestClient;
let admin: TestClient;
beforeAll(async () => {
  [owner, admin] = await Promise.all([signedInClient(), signedInClient({ admin: true })]);
});
afterAll(async () => Promise.all([owner.close(), admin.close()]));
beforeEach(async () => {
  await clearTasks();
  await useDefaultSettings();
});

const ms = (v: unknown) => toMillis(v as Timestamp) as number;
const inReview = (now: number, dueInMs: number) => ({
  status: 'in_review' as const,
  queueStatus: null,
  queuePosition: null,
  activatedAt: new Date(now - 2 * H),
  dueAt: new Date(now + dueInMs),
  reviewerId: admin.uid,
});
const ask = (taskId: string, outcome: 'cancel_refund' | 'deliver_on_assumptions') =>
  admin.call('askCustomer', { taskId, question: 'Which of the two logos should we use?', outcome });

describe('the late-refund scan and a paused clock', () => {
  it('never refunds a waiting task, and after the answer counts lateness from the moved due time', async () => {
    const now = Date.now();
    const taskId = await createTask(owner.uid as string, inReview(now, 1 * H));
    await setWallet(owner.uid as string, 0);
    await ask(taskId, 'deliver_on_assumptions');
    // Hours past the original due time while the question waits: not late.
    expect((await runQueueTick(now + 3 * H)).refunded).toBe(0);
    expect((await readTask(taskId)).lateRefunded).toBe(false);

    await owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'The blue one.' });
    const task = await readTask(taskId);
    const due = ms(task.dueAt);
    expect(due).toBe(now + 1 * H + (task.pausedMs ?? -1));
    expect((await runQueueTick(due - 1000)).refunded).toBe(0);
    expect((await runQueueTick(due + 1000)).refunded).toBe(1);
    expect((await readTask(taskId)).lateRefunded).toBe(true);
    expect(await balanceOf(owner.uid as string)).toBe(1);
  });

  it('a paused task keeps its production slot: the queued task behind it does not start', async () => {
    await useDefaultSettings({ queueCapacity: 1 });
    const now = Date.now();
    const paused = await createTask(owner.uid as string, inReview(now, 20 * H));
    await ask(paused, 'deliver_on_assumptions');
    const queued = await createTask(owner.uid as string, { submittedAt: new Date(now - H) });
    expect((await runQueueTick(now)).activated).toBe(0);
    expect((await readTask(queued)).queueStatus).toBe('queued');
    // Delivery (or cancellation) is what frees the slot, as for any other task holding one.
    await adminDb.doc(`tasks/${paused}`).update({ status: 'delivered', deliveredAt: Timestamp.now() });
    expect((await runQueueTick(now)).activated).toBe(1);
  });
});

describe('an unanswered question', () => {
  it("'cancel_refund': after the set days the task is cancelled and the full price returned, once", async () => {
    const now = Date.now();
    const taskId = await createTask(owner.uid as string, { ...inReview(now, 20 * H), priceCredits: 2 });
    await setWallet(owner.uid as string, 0);
    const { expiresAtMs } = await ask(taskId, 'cancel_refund');
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs - 1000 })).toMatchObject({ expired: 0 });
    expect((await readTask(taskId)).status).toBe('in_review');
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs + 1000 })).toMatchObject({ expired: 1 });
    const task = await readTask(taskId);
    expect(task).toMatchObject({ status: 'cancelled', waiting: null, queueStatus: null });
    expect(task.history.at(-1)).toMatchObject({ from: 'in_review', to: 'cancelled', by: 'system' });
    expect(await balanceOf(owner.uid as string)).toBe(2);
    expect(
      (await auditFor(owner.uid as string, 'task_waiting_expired')).find((a) => a.entityId === taskId)?.metadata,
    ).toMatchObject({ outcome: 'cancel_refund', refundedCredits: 2 });
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs + 2000 })).toMatchObject({ expired: 0 });
    expect(await balanceOf(owner.uid as string)).toBe(2);
  });

  it("'deliver_on_assumptions': after the set days the clock restarts, the due time moved by the time waited, for the reviewer to deliver", async () => {
    const now = Date.now();
    const original = now + 20 * H;
    const taskId = await createTask(owner.uid as string, inReview(now, 20 * H));
    const { expiresAtMs } = await ask(taskId, 'deliver_on_assumptions');
    const askedAt = ms((await readTask(taskId)).waiting?.askedAt);
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs + 1000 })).toMatchObject({ expired: 1 });
    const task = await readTask(taskId);
    expect(task).toMatchObject({ status: 'in_review', waiting: null, pausedMs: expiresAtMs + 1000 - askedAt });
    expect(ms(task.dueAt)).toBe(original + (expiresAtMs + 1000 - askedAt));
    expect(task.history.at(-1)).toMatchObject({ event: 'resumed', by: 'system' });
  });

  it('an answered question never expires, and the waiting days come from the settings', async () => {
    await useDefaultSettings({ threads: { waitingDays: 5 } });
    const now = Date.now();
    const taskId = await createTask(owner.uid as string, inReview(now, 20 * H));
    const { expiresAtMs } = await ask(taskId, 'cancel_refund');
    expect(expiresAtMs - ms((await readTask(taskId)).waiting?.askedAt)).toBe(5 * DAY);
    await owner.call('postMessage', { target: { kind: 'task', id: taskId }, text: 'The blue one.' });
    expect(await admin.call('runThreadTickDev', { nowMs: expiresAtMs + 1000 })).toMatchObject({ expired: 0 });
    expect((await readTask(taskId)).status).toBe('in_review');
    expect(DEFAULT_SETTINGS.threads).toEqual({ waitingDays: 3 });
  });
});
