// The at-risk flag on the server: the queue tick's scan tells a task's reviewer and every admin,
// once per due time, when a task in review has less than a fifth of its tier's hours left.
// The scan runs at a moment far in the future, so only this file's tasks fall in its window and
// the file can run beside the others.
import { DEFAULT_SETTINGS, toMillis, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { randomId } from '../support/emulators';
import { H, createTask, readTask } from '../support/pipeline';
import { flagAtRiskTasks, owesAtRiskNotice } from '../../functions/src/lib/pipeline/at-risk';

const T = Date.UTC(2100, 0, 1, 12);
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  await adminDb.doc(`profiles/${admin.uid}`).set({
    name: 'Ada Admin',
    email: admin.email,
    locale: 'en',
    role: 'admin',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});
afterAll(async () => {
  await adminDb.doc(`profiles/${admin.uid}`).delete();
  await admin.close();
});

async function inReview(overrides: Partial<Task>): Promise<string> {
  return createTask(randomId('cust'), {
    status: 'in_review',
    queueStatus: null,
    queuePosition: null,
    activatedAt: new Date(T - 20 * H),
    ...overrides,
  });
}

async function notices(taskId: string) {
  const snap = await adminDb.collection('notifications').where('payload.task_id', '==', taskId).get();
  return snap.docs.map((d) => d.data()).filter((n) => n.templateKey === 'review_at_risk');
}

describe('the at-risk scan', () => {
  it("tells the task's reviewer and every admin once, when less than a fifth of the tier's hours is left", async () => {
    const reviewer = randomId('rev');
    const risky = await inReview({ tier: 'standard', reviewerId: reviewer, dueAt: new Date(T + 4 * H) });
    const pooled = await inReview({
      tier: 'standard',
      status: 'ai_drafted',
      reviewerId: null,
      dueAt: new Date(T + 1 * H),
    });

    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T);

    const told = await notices(risky);
    const task = await readTask(risky);
    expect(toMillis(task.atRiskFor ?? null)).toBe(T + 4 * H);
    expect(told.map((n) => n.userId).sort()).toEqual(expect.arrayContaining([reviewer, admin.uid]));
    expect(told.every((n) => n.aboutAccountId === task.userId && n.payload.task_title === task.title)).toBe(true);
    // A task in the pool has no reviewer: the admins are told.
    expect((await notices(pooled)).map((n) => n.userId)).toContain(admin.uid);

    // The next ticks write nothing more for the same due time.
    const before = told.length;
    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T + 60_000);
    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T + 120_000);
    expect((await notices(risky)).length).toBe(before);
  });

  it("goes by each task's own tier, and leaves out paused, delivered, overdue and comfortable tasks", async () => {
    // Premium is 12 hours: at risk under 2.4 hours left; standard (24 hours) under 4.8.
    const premiumSafe = await inReview({ tier: 'premium', reviewerId: randomId('rev'), dueAt: new Date(T + 3 * H) });
    const premiumRisky = await inReview({ tier: 'premium', reviewerId: randomId('rev'), dueAt: new Date(T + 2 * H) });
    const standardSafe = await inReview({ tier: 'standard', reviewerId: randomId('rev'), dueAt: new Date(T + 5 * H) });
    const paused = await inReview({
      tier: 'standard',
      reviewerId: randomId('rev'),
      dueAt: new Date(T + 1 * H),
      waiting: {
        question: 'Which city?',
        messageId: 'm1',
        askedAt: new Date(T - H),
        askedBy: 'rev',
        outcome: 'deliver_on_assumptions',
        expiresAt: new Date(T + 71 * H),
      },
    });
    const delivered = await inReview({
      tier: 'standard',
      status: 'delivered',
      reviewerId: randomId('rev'),
      dueAt: new Date(T + 1 * H),
    });

    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T);

    expect((await notices(premiumRisky)).length).toBeGreaterThan(0);
    for (const id of [premiumSafe, standardSafe, paused, delivered]) {
      expect(await notices(id), id).toEqual([]);
      expect((await readTask(id)).atRiskFor ?? null).toBeNull();
    }
    // Overdue is the late-refund scan's business, not this one's.
    expect(
      owesAtRiskNotice(
        { status: 'in_review', tier: 'standard', dueAt: T - 1, reviewerId: 'r', atRiskFor: null },
        DEFAULT_SETTINGS,
        T,
      ),
    ).toBe(false);
  });

  it('flags a task again when a revision or a pause moves its due time', async () => {
    const reviewer = randomId('rev');
    const id = await inReview({ tier: 'standard', reviewerId: reviewer, dueAt: new Date(T + 4 * H) });
    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T);
    expect((await notices(id)).filter((n) => n.userId === reviewer)).toHaveLength(1);

    // The customer answered a question: the due time moved two hours later.
    await adminDb.doc(`tasks/${id}`).update({ dueAt: new Date(T + 6 * H) });
    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T + H);
    expect((await notices(id)).filter((n) => n.userId === reviewer)).toHaveLength(1);
    await flagAtRiskTasks(adminDb, DEFAULT_SETTINGS, T + 2 * H);
    expect((await notices(id)).filter((n) => n.userId === reviewer)).toHaveLength(2);
    expect(toMillis((await readTask(id)).atRiskFor ?? null)).toBe(T + 6 * H);
  });
});
