// ratings, reviewStats and publicContent: the customer reads their own ratings (and may learn one
// is not given yet), admins read all; a reviewer reads only their own figures; nobody writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs } from '../support/rules-matrix';

const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('ratings');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'ratings/t1_1': {
      taskId: 't1',
      round: 1,
      userId: OWNER.uid,
      accountId: OWNER.uid,
      stars: 5,
      comment: 'Great',
      published: false,
    },
    [`reviewStats/r_${REVIEWER.uid}`]: { deliveries: 3 },
    'reviewStats/r_someone-else': { deliveries: 9 },
    'reviewStats/c_admin_docs': { deliveries: 12 },
    'publicContent/testimonials': { items: [] },
  });
});
const asReviewer = () => env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;

describe('ratings', () => {
  const canGet = { signedOut: false, owner: true, other: false, admin: true } as const;
  for (const who of EVERYONE) {
    it(`${who}: get ${canGet[who] ? 'allowed' : 'denied'}; no writes`, async () => {
      const db = dbAs(env, who);
      await (canGet[who] ? assertSucceeds : assertFails)(getDoc(doc(db, 'ratings/t1_1')));
      await assertFails(setDoc(doc(db, 'ratings/t2_1'), { userId: OWNER.uid, stars: 5 }));
      await assertFails(updateDoc(doc(db, 'ratings/t1_1'), { published: true }));
    });
  }
  it('owner lists theirs with an accountId filter (never userId); other and reviewer are refused; a rating not given yet reads as absent', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'ratings'), where('accountId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(query(collection(dbAs(env, 'owner'), 'ratings'), where('userId', '==', OWNER.uid))));
    await assertFails(getDocs(query(collection(dbAs(env, 'other'), 'ratings'), where('accountId', '==', OWNER.uid))));
    await assertFails(getDocs(collection(asReviewer(), 'ratings')));
    await assertFails(getDoc(doc(asReviewer(), 'ratings/t1_1')));
    await assertSucceeds(getDoc(doc(dbAs(env, 'owner'), 'ratings/t9_1')));
    await assertFails(getDoc(doc(dbAs(env, 'signedOut'), 'ratings/t9_1')));
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'ratings')));
  });
});

describe('reviewStats and publicContent', () => {
  it('a reviewer reads only their own figures; admins read all; customers none', async () => {
    await assertSucceeds(getDoc(doc(asReviewer(), `reviewStats/r_${REVIEWER.uid}`)));
    await assertFails(getDoc(doc(asReviewer(), 'reviewStats/r_someone-else')));
    await assertFails(getDoc(doc(asReviewer(), 'reviewStats/c_admin_docs')));
    await assertFails(getDocs(collection(asReviewer(), 'reviewStats')));
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'reviewStats')));
    await assertFails(getDoc(doc(dbAs(env, 'owner'), 'reviewStats/c_admin_docs')));
    // The same uid without the reviewer claim (a revoked reviewer) reads nothing.
    const revoked = env.authenticatedContext(REVIEWER.uid).firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(revoked, `reviewStats/r_${REVIEWER.uid}`)));
  });
  it('publicContent: admins read, nobody else, nobody writes', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'publicContent/testimonials')));
    for (const who of ['signedOut', 'owner', 'other'] as const)
      await assertFails(getDoc(doc(dbAs(env, who), 'publicContent/testimonials')));
    await assertFails(getDoc(doc(asReviewer(), 'publicContent/testimonials')));
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'publicContent/testimonials'), { items: [] }));
  });
});
