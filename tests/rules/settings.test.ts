import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEFAULT_SETTINGS } from '@tasklane/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('settings');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'settings/app': { ...DEFAULT_SETTINGS } });
});

// settings/app has no owner: prices are public, and even admins change them through a callable.
describe('settings', () => {
  for (const who of EVERYONE) {
    it(`${who}: get and list allowed (public prices)`, async () => {
      await assertSucceeds(getDoc(doc(dbAs(env, who), 'settings/app')));
      await assertSucceeds(getDocs(collection(dbAs(env, who), 'settings')));
    });
    it(`${who}: create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'settings/other'), { creditPriceCad: 1 }));
      await assertFails(updateDoc(doc(db, 'settings/app'), { creditPriceCad: 1 }));
      await assertFails(deleteDoc(doc(db, 'settings/app')));
    });
  }
});
