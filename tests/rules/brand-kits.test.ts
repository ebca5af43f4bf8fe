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
  await seedDocs(env, {
    [`brandKits/${OWNER.uid}`]: brandKitDoc(OWNER.uid),
    [`brandKits/${OTHER.uid}`]: brandKitDoc(OTHER.uid),
    'pendingUploads/logo-upload': {
      purpose: 'logo',
      accountId: OWNER.uid,
      fileId: 'a'.repeat(24),
      objectPath: `brandKits/${OWNER.uid}/logo/${'a'.repeat(24)}`,
      name: 'logo.png',
      declaredSize: 10,
      userId: OWNER.uid,
      createdAt: new Date(),
    },
  });
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
    it(`${who}: the logo is the upload path's alone: pointing the kit at an object, or reading a pending logo upload, denied`, async () => {
      const db = dbAs(env, who);
      const own = who === 'other' ? OTHER.uid : OWNER.uid;
      const forged = {
        id: 'f'.repeat(24),
        path: `brandKits/${OTHER.uid}/logo/${'f'.repeat(24)}`,
        name: 'logo.png',
        contentType: 'image/png',
        size: 10,
      };
      await assertFails(updateDoc(doc(db, `brandKits/${own}`), { logo: forged }));
      await assertFails(setDoc(doc(db, `brandKits/${own}`), { ...brandKitDoc(own), logo: forged }));
      await assertFails(getDoc(doc(db, 'pendingUploads/logo-upload')));
      await assertFails(
        setDoc(doc(db, 'pendingUploads/forged'), {
          purpose: 'logo',
          accountId: own,
          fileId: 'x',
          objectPath: 'x',
          name: 'x',
          declaredSize: 1,
          userId: own,
          createdAt: new Date(),
        }),
      );
    });
  }
});
