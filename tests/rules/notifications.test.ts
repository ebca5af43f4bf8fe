import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { notificationDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';
import {
  latestNotificationsQuery,
  unreadNotificationsQuery,
} from '../../web/src/features/notifications/api/notifications';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('notifications');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'notifications/n1': notificationDoc(OWNER.uid),
    'notifications/n2': notificationDoc(OTHER.uid),
  });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('notifications', () => {
  for (const who of EVERYONE) {
    it(`${who}: get ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'notifications/n1'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create and delete denied (functions write notifications)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'notifications/x'), notificationDoc(OWNER.uid)));
      await assertFails(deleteDoc(doc(db, 'notifications/n1')));
    });
  }
  it('owner: lists only with a userId filter', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'notifications'), where('userId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'notifications')));
  });
  it("other and signed out: cannot list the owner's notifications", async () => {
    await assertFails(
      getDocs(query(collection(dbAs(env, 'other'), 'notifications'), where('userId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'notifications')));
  });
  it('admin: lists all', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'notifications')));
  });
  it('owner: may flip read to true with readAt = server time', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs(env, 'owner'), 'notifications/n1'), { read: true, readAt: serverTimestamp() }),
    );
  });
  it('owner: may not change anything else, nor back-date readAt', async () => {
    const ref = doc(dbAs(env, 'owner'), 'notifications/n1');
    await assertFails(updateDoc(ref, { read: true, readAt: serverTimestamp(), templateKey: 'credit_low' }));
    await assertFails(updateDoc(ref, { payload: { message: 'hi' } }));
    await assertFails(updateDoc(ref, { read: true, readAt: new Date(0) }));
    await assertFails(updateDoc(ref, { userId: OTHER.uid }));
  });
  for (const who of ['signedOut', 'other', 'admin'] as Who[]) {
    it(`${who}: cannot mark the owner's notification read`, async () => {
      await assertFails(updateDoc(doc(dbAs(env, who), 'notifications/n1'), { read: true, readAt: serverTimestamp() }));
    });
  }

  // The web's own queries, as the bell and panel build them.
  it('owner: the panel query (newest 50) and the unread count are allowed', async () => {
    const db = dbAs(env, 'owner');
    await assertSucceeds(getDocs(latestNotificationsQuery(db, OWNER.uid)));
    await assertSucceeds(getCountFromServer(unreadNotificationsQuery(db, OWNER.uid)));
  });
  it("other: cannot read or count the owner's notifications", async () => {
    const db = dbAs(env, 'other');
    await assertFails(getDocs(latestNotificationsQuery(db, OWNER.uid)));
    await assertFails(getCountFromServer(unreadNotificationsQuery(db, OWNER.uid)));
  });
  it('owner: may not flip read back to false, nor mark read without readAt', async () => {
    await seedDocs(env, { 'notifications/n3': notificationDoc(OWNER.uid, { read: true, readAt: new Date() }) });
    const db = dbAs(env, 'owner');
    await assertFails(updateDoc(doc(db, 'notifications/n3'), { read: false, readAt: null }));
    await assertFails(updateDoc(doc(db, 'notifications/n1'), { read: true }));
    await assertFails(updateDoc(doc(db, 'notifications/n1'), { readAt: serverTimestamp() }));
  });
  it('owner: "mark all read" as one batch succeeds on their own, fails when the batch holds another\'s', async () => {
    await seedDocs(env, { 'notifications/n4': notificationDoc(OWNER.uid) });
    const db = dbAs(env, 'owner');
    const mine = writeBatch(db);
    for (const id of ['n1', 'n4'])
      mine.update(doc(db, `notifications/${id}`), { read: true, readAt: serverTimestamp() });
    await assertSucceeds(mine.commit());
    const mixed = writeBatch(db);
    mixed.update(doc(db, 'notifications/n2'), { read: true, readAt: serverTimestamp() });
    await assertFails(mixed.commit());
  });
  it('owner: cannot create a notification for themself either', async () => {
    await assertFails(setDoc(doc(dbAs(env, 'owner'), 'notifications/mine'), notificationDoc(OWNER.uid)));
  });
});
