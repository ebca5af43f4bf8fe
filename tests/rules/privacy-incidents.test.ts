// privacyIncidents and their addenda: admins read; reviewers, customers and signed-out callers
// read nothing; nobody writes, changes or deletes from a client (the admin callables create).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const ENTRY = 'privacyIncidents/INC-2026-0001';
const ADDENDUM = `${ENTRY}/addenda/a1`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('privacy-incidents');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [ENTRY]: { reference: 'INC-2026-0001', recordedAtMs: 1, fields: { description: 'x' } },
    [ADDENDUM]: { atMs: 2, changes: { measures: 'y' }, note: 'z' },
  });
});
const asReviewer = () => env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;

const canRead: Record<Who, boolean> = { signedOut: false, owner: false, other: false, admin: true };

async function matrix(db: Firestore, read: boolean) {
  const check = read ? assertSucceeds : assertFails;
  await check(getDoc(doc(db, ENTRY)));
  await check(getDocs(collection(db, 'privacyIncidents')));
  await check(getDoc(doc(db, ADDENDUM)));
  await check(getDocs(collection(db, `${ENTRY}/addenda`)));
  await assertFails(setDoc(doc(db, 'privacyIncidents/INC-2026-0002'), { reference: 'INC-2026-0002' }));
  await assertFails(updateDoc(doc(db, ENTRY), { 'fields.description': 'rewritten' }));
  await assertFails(deleteDoc(doc(db, ENTRY)));
  await assertFails(setDoc(doc(db, `${ENTRY}/addenda/a2`), { atMs: 3, changes: {}, note: 'n' }));
  await assertFails(updateDoc(doc(db, ADDENDUM), { note: 'rewritten' }));
  await assertFails(deleteDoc(doc(db, ADDENDUM)));
}

describe('privacyIncidents', () => {
  for (const who of EVERYONE) {
    it(`${who}: read ${canRead[who] ? 'allowed' : 'denied'}; create, update and delete denied`, async () => {
      await matrix(dbAs(env, who), canRead[who]);
    });
  }
  it('reviewer: reads nothing, writes nothing', async () => {
    await matrix(asReviewer(), false);
  });
});
