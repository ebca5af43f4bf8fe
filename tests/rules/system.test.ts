// system/{doc}: the scheduler's lease (system/queue) and other server bookkeeping. Functions
// only; no client, admin included, reads or writes it.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('system');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'system/queue': { lastActivationAt: new Date(), lastActivated: 2 } });
});

describe('system/{doc}', () => {
  for (const who of EVERYONE) {
    it(`${who}: cannot get, list, create, update or delete the queue lease`, async () => {
      const db = dbAs(env, who);
      await assertFails(getDoc(doc(db, 'system/queue')));
      await assertFails(getDocs(collection(db, 'system')));
      await assertFails(setDoc(doc(db, 'system/other'), { a: 1 }));
      await assertFails(updateDoc(doc(db, 'system/queue'), { lastActivated: 0 }));
      await assertFails(deleteDoc(doc(db, 'system/queue')));
    });
  }
});
