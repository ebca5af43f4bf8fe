import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { refundRequestDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';
import { myRefundRequestQuery } from '../../web/src/features/tasks/api/use-tasks';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('refunds');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'refundRequests/t1': refundRequestDoc('t1', OWNER.uid),
    'refundRequests/t2': refundRequestDoc('t2', OTHER.uid),
  });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('refundRequests', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's request ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'refundRequests/t1'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (callables request and decide)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'refundRequests/t3'), refundRequestDoc('t3', OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'refundRequests/t1'), { status: 'approved' }));
      await assertFails(deleteDoc(doc(db, 'refundRequests/t1')));
    });
  }
  it("owner: lists their account's requests with an accountId filter (the task page's query), never all, never by userId", async () => {
    await assertSucceeds(getDocs(myRefundRequestQuery(dbAs(env, 'owner'), OWNER.uid, 't1')));
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'refundRequests'), where('accountId', '==', OWNER.uid))),
    );
    await assertFails(
      getDocs(query(collection(dbAs(env, 'owner'), 'refundRequests'), where('userId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'refundRequests')));
  });
  it("other: cannot list the owner's requests", async () => {
    await assertFails(getDocs(myRefundRequestQuery(dbAs(env, 'other'), OWNER.uid, 't1')));
    await assertFails(
      getDocs(query(collection(dbAs(env, 'other'), 'refundRequests'), where('userId', '==', OWNER.uid))),
    );
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'refundRequests')));
  });
  it('admin: lists all requests', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'refundRequests')));
  });
});
