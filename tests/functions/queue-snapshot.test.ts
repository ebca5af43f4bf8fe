import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { putTask, setSettings } from '../support/task-helpers';

const H = 3_600_000;
let customer: TestClient;
beforeAll(async () => {
  await setSettings();
  customer = await signedInClient();
});
afterAll(async () => customer.close());

describe('queueSnapshot', () => {
  it('counts the queued tasks each tier would wait behind, and the busy production slots', async () => {
    const before = await customer.call('queueSnapshot', {});
    expect(before).toMatchObject({ capacity: 5, tierHours: { standard: 24, express: 18, premium: 12 } });
    const uid = customer.uid as string;
    const now = Date.now();
    // Ahead of every tier: its deadline is already past.
    await putTask(uid, { queueKey: now - H });
    // Deadline in 20 h: ahead of a new standard task (24 h), behind express (18 h) and premium (12 h).
    await putTask(uid, { queueKey: now + 20 * H });
    // Busy slots: one active submitted task and one in review.
    await putTask(uid, {
      queueStatus: 'active',
      queuePosition: null,
      activatedAt: new Date(now),
      dueAt: new Date(now + 24 * H),
    });
    await putTask(uid, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now),
      dueAt: new Date(now + 24 * H),
    });
    const after = await customer.call('queueSnapshot', {});
    expect(after.tasksAhead.standard - before.tasksAhead.standard).toBe(2);
    expect(after.tasksAhead.express - before.tasksAhead.express).toBe(1);
    expect(after.tasksAhead.premium - before.tasksAhead.premium).toBe(1);
    expect(after.occupied - before.occupied).toBe(2);
    expect(after.atMs).toBeGreaterThanOrEqual(now);
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('queueSnapshot', {}))).code).toBe('functions/unauthenticated');
    await anon.close();
  });

  it('rejects unexpected input', async () => {
    const err = await errorOf(customer.callRaw('queueSnapshot', { userId: 'someone-else' }));
    expect(err.code).toBe('functions/invalid-argument');
  });
  // Open to every signed-in role and returns counts only (no task of anyone): no wrong role to refuse.
});
