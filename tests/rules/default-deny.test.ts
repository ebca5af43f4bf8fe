import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('deny');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'unknownCollection/d1': { a: 1 } });
});

describe('default deny', () => {
  for (const who of EVERYONE) {
    it(`${who}: an unlisted collection is closed to read, list, create and delete`, async () => {
      const db = dbAs(env, who);
      await assertFails(getDoc(doc(db, 'unknownCollection/d1')));
      await assertFails(getDocs(collection(db, 'unknownCollection')));
      await assertFails(setDoc(doc(db, 'unknownCollection/d2'), { a: 2 }));
      await assertFails(deleteDoc(doc(db, 'unknownCollection/d1')));
    });
  }
});
