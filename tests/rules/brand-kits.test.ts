import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { brandKitDoc } from '../support/brand-kits';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('brand-kits');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { [`brandKits/${OWNER.uid}`]: brandKitDoc(OWNER.uid), [`brandKits/${OTHER.uid}`]: brandKitDoc(OTHER.uid) });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };
const canList: Record<Who, boolean> = { signedOut: false, owner: false, other: false, admin: true };

describe('brandKits', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's kit ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), `brandKits/${OWNER.uid}`));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: list ${canList[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDocs(collection(dbAs(env, who), 'brandKits'));
      await (canList[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (only saveBrandKit writes kits)`, async () => {
      const db = dbAs(env, who);
      const own = who === 'other' ? OTHER.uid : OWNER.uid;
      await assertFails(setDoc(doc(db, 'brandKits/new-account'), brandKitDoc('new-account')));
      await assertFails(setDoc(doc(db, `brandKits/${own}`), brandKitDoc(own)));
      await assertFails(updateDoc(doc(db, `brandKits/${own}`), { signOff: 'forged' }));
      await assertFails(deleteDoc(doc(db, `brandKits/${own}`)));
    });
  }
});
