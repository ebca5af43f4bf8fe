// The emulator-only test hook that runs one scheduler tick on demand.
import { queueKey, DEFAULT_SETTINGS } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { clearTasks, createTask, readTask, useDefaultSettings } from '../support/pipeline';

let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  customer = await signedInClient();
  await clearTasks();
  await useDefaultSettings();
});
afterAll(async () => {
  await admin.close();
  await customer.close();
});

describe('runQueueTickDev', () => {
  it('runs a tick in the emulator: a queued task becomes active', async () => {
    const now = Date.now();
    const id = await createTask(customer.uid!, {
      submittedAt: new Date(now),
      queueKey: queueKey(now, 'standard', DEFAULT_SETTINGS),
    });
    const out = await admin.call('runQueueTickDev', {});
    expect(out.activated).toBe(1);
    expect((await readTask(id)).queueStatus).not.toBe('queued');
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('runQueueTickDev', {}))).code).toBe('functions/unauthenticated');
    await anon.close();
  });
  it('rejects a customer', async () => {
    expect((await errorOf(customer.call('runQueueTickDev', {}))).code).toBe('functions/permission-denied');
  });
  it('rejects bad input', async () => {
    const err = await errorOf(admin.callRaw('runQueueTickDev', { nowMs: 'soon' }));
    expect(err.code).toBe('functions/invalid-argument');
  });
});
