import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createTask, readTask } from '../support/pipeline';

let admin: TestClient;
let otherAdmin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  otherAdmin = await signedInClient({ admin: true });
  customer = await signedInClient();
});
afterAll(async () => {
  await Promise.all([admin.close(), otherAdmin.close(), customer.close()]);
});

const inReview = (reviewerId: string, extra = {}) => ({
  status: 'in_review' as const,
  queueStatus: null,
  queuePosition: null,
  reviewerId,
  activatedAt: new Date(),
  dueAt: new Date(Date.now() + 86_400_000),
  ...extra,
});

describe('deliverTask', () => {
  it('delivers the final text with deliveredAt, history and audit; keeps a staff copy', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!));
    const out = await admin.call('deliverTask', { taskId: id, result: '  Our café, by the canal, since 2015.  ' });
    expect(out.status).toBe('delivered');
    const task = await readTask(id);
    expect(task).toMatchObject({ status: 'delivered', result: 'Our café, by the canal, since 2015.' });
    expect(task.deliveredAt).not.toBeNull();
    expect(task.history.at(-1)).toMatchObject({ by: admin.uid, from: 'in_review', to: 'delivered', note: 'Delivered' });
    expect((await adminDb.doc(`tasks/${id}/staff/review`).get()).get('finalText')).toBe(
      'Our café, by the canal, since 2015.',
    );
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', id)
      .where('action', '==', 'task_transition')
      .get();
    expect(audit.size).toBe(1);
  });
  it('refuses more than 800 words for a text deliverable, on the result field', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!));
    const err = await errorOf(admin.call('deliverTask', { taskId: id, result: 'word '.repeat(801) }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { result: 'result_too_many_words' } });
    expect((await readTask(id)).status).toBe('in_review');
  });
  it('refuses a sheet of more than 500 rows, and accepts 500', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!, { deliverableType: 'sheet' }));
    const rows = (n: number) => ['name,price', ...Array.from({ length: n - 1 }, (_, i) => `item ${i},${i}`)].join('\n');
    const err = await errorOf(admin.call('deliverTask', { taskId: id, result: rows(501) }));
    expect(err.details).toMatchObject({ fields: { result: 'result_too_many_rows' } });
    await admin.call('deliverTask', { taskId: id, result: rows(500) });
    expect((await readTask(id)).status).toBe('delivered');
  });
  it('refuses a task another reviewer holds, and a task not in review', async () => {
    const held = await createTask(customer.uid!, inReview(admin.uid!));
    expect((await errorOf(otherAdmin.call('deliverTask', { taskId: held, result: 'Done' }))).code).toBe(
      'functions/permission-denied',
    );
    const drafted = await createTask(customer.uid!, { status: 'ai_drafted', queueStatus: null });
    expect((await errorOf(admin.call('deliverTask', { taskId: drafted, result: 'Done' }))).code).toBe(
      'functions/failed-precondition',
    );
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('deliverTask', { taskId: 'x', result: 'Done' }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
  });
  it('rejects a customer (admins only)', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!));
    expect((await errorOf(customer.call('deliverTask', { taskId: id, result: 'Done' }))).code).toBe(
      'functions/permission-denied',
    );
  });
  it('rejects an empty result with field details', async () => {
    const err = await errorOf(admin.callRaw('deliverTask', { taskId: 'x', result: '   ' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { result: 'result_required' } });
  });
});
