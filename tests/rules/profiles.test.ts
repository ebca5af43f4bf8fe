import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { profileDoc } from '../support/factories';
import { OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('profiles');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { [`profiles/${OWNER.uid}`]: profileDoc() });
});

const path = `profiles/${OWNER.uid}`;
const expectations: Record<Who, { get: boolean; list: boolean }> = {
  signedOut: { get: false, list: false },
  owner: { get: true, list: false },
  other: { get: false, list: false },
  admin: { get: true, list: true },
};

describe('profiles', () => {
  for (const [who, can] of Object.entries(expectations) as [Who, { get: boolean; list: boolean }][]) {
    it(`${who}: get ${can.get ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), path));
      await (can.get ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: list ${can.list ? 'allowed' : 'denied'}`, async () => {
      const p = getDocs(collection(dbAs(env, who), 'profiles'));
      await (can.list ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create denied (functions create profiles)`, async () => {
      await assertFails(setDoc(doc(dbAs(env, who), 'profiles/new-user'), profileDoc()));
    });
    it(`${who}: delete denied`, async () => {
      await assertFails(deleteDoc(doc(dbAs(env, who), path)));
    });
  }

  it('owner: updates name, company, phone, locale and e-mail preference', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs(env, 'owner'), path), {
        name: 'Jeanne R.',
        company: 'Nouveau',
        phone: '+1 819 555 0100',
        locale: 'en',
        emailNotifications: false,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('owner: sets and changes the billing province to a Canadian province or territory', async () => {
    await assertSucceeds(updateDoc(doc(dbAs(env, 'owner'), path), { province: 'QC', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'owner'), path), { province: 'NS', updatedAt: serverTimestamp() }));
  });
  it('owner: rejects an unknown province', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { province: 'XX', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { province: 'qc', updatedAt: serverTimestamp() }));
  });
  it('owner: cannot write role', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { role: 'admin', updatedAt: serverTimestamp() }));
  });
  it('owner: cannot change e-mail directly', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { email: 'x@example.test', updatedAt: serverTimestamp() }),
    );
  });
  it('owner: rejects a one-letter name and an unknown locale', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { name: 'J', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { locale: 'ar', updatedAt: serverTimestamp() }));
  });
  it('owner: must stamp updatedAt with the server time', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { name: 'Jeanne R.', updatedAt: new Date(0) }));
  });
  it('owner: cannot write createdAt or add unknown fields', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { createdAt: new Date(0), updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(dbAs(env, 'owner'), path), { isVip: true, updatedAt: serverTimestamp() }));
  });
  it('owner: rejects wrongly typed or too long values', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { emailNotifications: 'yes', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { company: 'x'.repeat(101), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { phone: '1'.repeat(31), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { name: 'x'.repeat(101), updatedAt: serverTimestamp() }),
    );
  });
  it('owner: cannot write role even to the same value alongside allowed fields', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env, 'owner'), path), { name: 'Jeanne R.', role: 'admin', updatedAt: serverTimestamp() }),
    );
  });
  it('owner: cannot create their own profile (functions do)', async () => {
    await assertFails(setDoc(doc(dbAs(env, 'owner'), 'profiles/owner-user-2'), profileDoc()));
  });
  for (const who of EVERYONE) {
    it(`${who}: nobody writes role, not even an admin`, async () => {
      await assertFails(updateDoc(doc(dbAs(env, who), path), { role: 'admin', updatedAt: serverTimestamp() }));
    });
  }
  for (const who of ['signedOut', 'other', 'admin'] as Who[]) {
    it(`${who}: update denied`, async () => {
      await assertFails(updateDoc(doc(dbAs(env, who), path), { name: 'Hacked', updatedAt: serverTimestamp() }));
    });
  }
});
