import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEFAULT_SETTINGS, splitSettings } from '@tasklane/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('settings');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  const { app, staff } = splitSettings(DEFAULT_SETTINGS);
  await seedDocs(env, { 'settings/app': { ...app }, 'settings/staff': { ...staff } });
});

// Settings have no owner. settings/app (prices) is public; settings/staff (drafting provider,
// model, endpoint, prompts) is for admins only. Nobody writes either from a client.
describe('settings/app (public)', () => {
  for (const who of EVERYONE) {
    it(`${who}: get allowed, and it holds no staff field`, async () => {
      const snap = await assertSucceeds(getDoc(doc(dbAs(env, who), 'settings/app')));
      expect(snap.data()).not.toHaveProperty('drafter');
      expect(snap.data()).not.toHaveProperty('prompts');
    });
    it(`${who}: create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'settings/other'), { creditPriceCad: 1 }));
      await assertFails(updateDoc(doc(db, 'settings/app'), { creditPriceCad: 1 }));
      await assertFails(deleteDoc(doc(db, 'settings/app')));
    });
  }
});

describe('settings/staff (admins only)', () => {
  for (const who of EVERYONE) {
    const allowed = who === 'admin';
    it(`${who}: get ${allowed ? 'allowed' : 'denied'}`, async () => {
      const get = getDoc(doc(dbAs(env, who), 'settings/staff'));
      if (allowed) expect((await assertSucceeds(get)).get('drafter.provider')).toBe(DEFAULT_SETTINGS.drafter.provider);
      else await assertFails(get);
    });
    it(`${who}: list ${allowed ? 'allowed' : 'denied'} (a listing would include the staff part)`, async () => {
      const list = getDocs(collection(dbAs(env, who), 'settings'));
      if (allowed) await assertSucceeds(list);
      else await assertFails(list);
    });
    it(`${who}: create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'settings/staff'), { drafter: { provider: 'openai' } }));
      await assertFails(updateDoc(doc(db, 'settings/staff'), { 'drafter.model': 'x' }));
      await assertFails(deleteDoc(doc(db, 'settings/staff')));
    });
  }
});
