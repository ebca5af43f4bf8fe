import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { briefCheckDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('brief-checks');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'briefChecks/c1': briefCheckDoc(OWNER.uid), 'briefChecks/c2': briefCheckDoc(OTHER.uid) });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('briefChecks', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's check ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'briefChecks/c1'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (only the callables write checks)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'briefChecks/c3'), briefCheckDoc(OWNER.uid)));
      await assertFails(setDoc(doc(db, 'briefChecks/c3'), briefCheckDoc(who === 'other' ? OTHER.uid : OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'briefChecks/c1'), { taskId: 'forged' }));
      await assertFails(deleteDoc(doc(db, 'briefChecks/c1')));
    });
  }
  it('owner: lists their own checks with a userId filter, never all', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'briefChecks'), where('userId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'briefChecks')));
  });
  it("other: cannot list the owner's checks", async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'other'), 'briefChecks'), where('userId', '==', OWNER.uid))));
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'briefChecks')));
  });
  it('admin: lists all checks', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'briefChecks')));
  });
});
