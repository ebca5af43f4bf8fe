// queue/{taskId}: the queue index (order keys only, no customer data). Every signed-in user may
// read and count it, to show their task's position; nobody writes it but functions.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { queueOrder } from '@tasklane/domain';
import { collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuePositionQuery } from '../../web/src/features/tasks/api/use-queue-positions';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
const t0 = 1_800_000_000_000;
const mine = queueOrder(t0 + 24 * 3_600_000, t0, 'owner-task');
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'queue/ahead-1': { order: queueOrder(t0 + 12 * 3_600_000, t0, 'ahead-1') },
    'queue/ahead-2': { order: queueOrder(t0 + 24 * 3_600_000, t0 - 1, 'ahead-2') },
    'queue/owner-task': { order: mine },
    'queue/behind': { order: queueOrder(t0 + 24 * 3_600_000, t0 + 1, 'behind') },
  });
});
beforeAll(async () => {
  env = await rulesEnv('queue');
});
afterAll(async () => env.cleanup());

describe('queue/{taskId}', () => {
  for (const who of EVERYONE) {
    const reads = who !== 'signedOut';
    it(`${who}: get and list ${reads ? 'allowed' : 'denied'}; create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      const check = reads ? assertSucceeds : assertFails;
      await check(getDoc(doc(db, 'queue/owner-task')));
      await check(getDocs(collection(db, 'queue')));
      await assertFails(setDoc(doc(db, 'queue/new-task'), { order: '0' }));
      await assertFails(updateDoc(doc(db, 'queue/owner-task'), { order: '0' }));
      await assertFails(deleteDoc(doc(db, 'queue/behind')));
    });
  }

  it('lets a customer count the entries ahead of their task: the position query the web runs', async () => {
    const db = dbAs(env, 'owner');
    const task = { queueKey: t0 + 24 * 3_600_000, submittedAt: t0 };
    const ahead = await assertSucceeds(getCountFromServer(queuePositionQuery(db, 'owner-task', task)));
    expect(ahead.data().count).toBe(2);
    await assertFails(getCountFromServer(queuePositionQuery(dbAs(env, 'signedOut'), 'owner-task', task)));
  });
});
