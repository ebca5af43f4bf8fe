// counters/{id}: sequential numbers (receipts-2026). Functions only; no client, admin
// included, reads or writes them, so nobody can skip or reuse a receipt number.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('counters');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'counters/receipts-2026': { year: 2026, last: 7 } });
});

describe('counters/{id}', () => {
  for (const who of EVERYONE) {
    it(`${who}: cannot get, list, create, update or delete a counter`, async () => {
      const db = dbAs(env, who);
      await assertFails(getDoc(doc(db, 'counters/receipts-2026')));
      await assertFails(getDocs(collection(db, 'counters')));
      await assertFails(setDoc(doc(db, 'counters/receipts-2027'), { year: 2027, last: 0 }));
      await assertFails(updateDoc(doc(db, 'counters/receipts-2026'), { last: 0 }));
      await assertFails(deleteDoc(doc(db, 'counters/receipts-2026')));
    });
  }
});
