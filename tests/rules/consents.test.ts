// consents: a person reads their own acceptances, admins read all; reviewers, other people and
// signed-out callers read none; nobody writes (the callables do).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const consent = (userId: string) => ({
  userId,
  document: 'terms',
  version: '2026-11-22',
  language: 'fr',
  via: 'sign_up',
  acceptedAtMs: 1,
});
const MINE = `consents/${OWNER.uid}_terms_2026-11-22`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('consents');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { [MINE]: consent(OWNER.uid), [`consents/${OTHER.uid}_terms_2026-11-22`]: consent(OTHER.uid) });
});
const asReviewer = () => env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('consents', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's record ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), MINE));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied`, async () => {
      const db = dbAs(env, who);
      const own = who === 'other' ? OTHER.uid : OWNER.uid;
      await assertFails(
        setDoc(doc(db, `consents/${own}_privacy_2026-11-22`), { ...consent(own), document: 'privacy' }),
      );
      await assertFails(updateDoc(doc(db, MINE), { version: 'forged' }));
      await assertFails(deleteDoc(doc(db, MINE)));
    });
  }
  it('owner: lists their own with a userId filter, never all', async () => {
    const db = dbAs(env, 'owner');
    await assertSucceeds(getDocs(query(collection(db, 'consents'), where('userId', '==', OWNER.uid))));
    await assertFails(getDocs(collection(db, 'consents')));
  });
  it("other: cannot list the owner's", async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'other'), 'consents'), where('userId', '==', OWNER.uid))));
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'consents')));
  });
  it('admin: lists all', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'consents')));
  });
  it('reviewer: reads, lists and writes none', async () => {
    const db = asReviewer();
    await assertFails(getDoc(doc(db, MINE)));
    await assertFails(getDocs(collection(db, 'consents')));
    await assertFails(getDocs(query(collection(db, 'consents'), where('userId', '==', OWNER.uid))));
    await assertFails(setDoc(doc(db, `consents/${REVIEWER.uid}_terms_2026-11-22`), consent(REVIEWER.uid)));
  });
});
