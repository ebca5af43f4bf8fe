// queueState/{doc}: one document whose change tells screens to re-count queue positions.
// Signed-in users read it; only functions write it.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('queue-state');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'queueState/current': { changedAt: new Date(), reason: 'activated' } });
});

describe('queueState/{doc}', () => {
  for (const who of EVERYONE) {
    const reads = who !== 'signedOut';
    it(`${who}: get and list ${reads ? 'allowed' : 'denied'}; create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      const check = reads ? assertSucceeds : assertFails;
      await check(getDoc(doc(db, 'queueState/current')));
      await check(getDocs(collection(db, 'queueState')));
      await assertFails(setDoc(doc(db, 'queueState/other'), { changedAt: new Date(), reason: 'submitted' }));
      await assertFails(updateDoc(doc(db, 'queueState/current'), { reason: 'cancelled' }));
      await assertFails(deleteDoc(doc(db, 'queueState/current')));
    });
  }
});
