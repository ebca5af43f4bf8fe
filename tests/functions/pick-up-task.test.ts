import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createTask, readTask } from '../support/pipeline';

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

const drafted = {
  status: 'ai_drafted' as const,
  queueStatus: null,
  queuePosition: null,
  activatedAt: new Date(),
  dueAt: new Date(Date.now() + 86_400_000),
};

describe('pickUpTask', () => {
  it('moves a drafted task to in_review, assigned to the reviewer, with history and audit', async () => {
    const id = await createTask(customer.uid!, drafted);
    expect(await admin.call('pickUpTask', { taskId: id })).toEqual({ status: 'in_review', reviewerId: admin.uid });
    const task = await readTask(id);
    expect(task).toMatchObject({ status: 'in_review', reviewerId: admin.uid });
    expect(task.history.at(-1)).toMatchObject({ by: admin.uid, from: 'ai_drafted', to: 'in_review' });
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', id)
      .where('action', '==', 'task_transition')
      .get();
    expect(audit.docs.map((d) => d.get('metadata'))).toContainEqual(
      expect.objectContaining({ from: 'ai_drafted', to: 'in_review' }),
    );
  });
  it('picks up a reopened task (a revision)', async () => {
    const id = await createTask(customer.uid!, {
      ...drafted,
      status: 'reopened',
      revisionNote: 'Shorter please',
      revisionCount: 1,
      deliveredAt: new Date(),
    });
    await admin.call('pickUpTask', { taskId: id });
    expect((await readTask(id)).history.at(-1)).toMatchObject({
      from: 'reopened',
      to: 'in_review',
      note: 'Revision picked up',
    });
  });
  it("makes the task's staff review record if it has none, so the first deliverable file updates it; an existing one is left as it is", async () => {
    const id = await createTask(customer.uid!, drafted);
    const review = adminDb.doc(`tasks/${id}/staff/review`);
    expect((await review.get()).exists).toBe(false);
    await admin.call('pickUpTask', { taskId: id });
    expect((await review.get()).data()).toMatchObject({ pendingFiles: [] });

    const revised = await createTask(customer.uid!, {
      ...drafted,
      status: 'reopened',
      revisionNote: 'Shorter please',
      revisionCount: 1,
      deliveredAt: new Date(),
    });
    const delivered = adminDb.doc(`tasks/${revised}/staff/review`);
    await delivered.set({
      finalText: 'Our spring menu.',
      reviewerId: admin.uid,
      pendingFiles: [],
      updatedAt: new Date(),
    });
    const before = (await delivered.get()).updateTime;
    await admin.call('pickUpTask', { taskId: revised });
    const after = await delivered.get();
    expect(after.data()).toMatchObject({ finalText: 'Our spring menu.' });
    expect(after.updateTime?.isEqual(before!)).toBe(true);
  });
  it('makes no review record for a task it refuses', async () => {
    const id = await createTask(customer.uid!, { ...drafted, status: 'delivered', deliveredAt: new Date() });
    expect((await errorOf(admin.call('pickUpTask', { taskId: id }))).code).toBe('functions/failed-precondition');
    expect((await adminDb.doc(`tasks/${id}/staff/review`).get()).exists).toBe(false);
  });
  it('refuses a task that is already in review (a second reviewer)', async () => {
    const id = await createTask(customer.uid!, drafted);
    await admin.call('pickUpTask', { taskId: id });
    const err = await errorOf(admin.call('pickUpTask', { taskId: id }));
    expect(err.code).toBe('functions/failed-precondition');
  });
  it('says not-found for an unknown task', async () => {
    expect((await errorOf(admin.call('pickUpTask', { taskId: 'no-such-task' }))).code).toBe('functions/not-found');
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('pickUpTask', { taskId: 'x' }))).code).toBe('functions/unauthenticated');
    await anon.close();
  });
  it('rejects a customer (admins only)', async () => {
    const id = await createTask(customer.uid!, drafted);
    expect((await errorOf(customer.call('pickUpTask', { taskId: id }))).code).toBe('functions/permission-denied');
    expect((await readTask(id)).status).toBe('ai_drafted');
  });
  it('rejects bad input with field details', async () => {
    const err = await errorOf(admin.callRaw('pickUpTask', { taskId: '' }));
    expect(err.code).toBe('functions/invalid-argument');
    // Every callable that takes an id shares one id schema, and so one error code.
    expect(err.details).toMatchObject({ fields: { taskId: 'id_required' } });
  });
});
