import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('threads');
});
afterAll(async () => env.cleanup());

const empty = { dueAt: null, lastSentAt: null, coveredUpTo: null };
function threadDoc(userId: string) {
  return {
    kind: 'task',
    entityId: 't1',
    userId,
    accountId: userId,
    title: 'T',
    unread: { customer: 1, staff: 0 },
    messageCount: 1,
    lastMessageAt: 1,
    mail: { customer: empty, staff: empty },
    createdAt: 1,
    updatedAt: 1,
  };
}
function messageDoc(userId: string) {
  return {
    userId,
    accountId: userId,
    authorId: 'admin-user',
    authorRole: 'staff',
    type: 'message',
    text: 'Hello',
    files: [],
    hidden: false,
    hiddenAt: null,
    createdAt: 1,
  };
}

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'threads/task_t1': threadDoc(OWNER.uid),
    'threads/task_t1/messages/m1': messageDoc(OWNER.uid),
    'threads/task_t2': threadDoc(OTHER.uid),
    'threads/task_t2/messages/m2': messageDoc(OTHER.uid),
  });
});

const canRead: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('threads and their messages', () => {
  for (const who of EVERYONE) {
    it(`${who}: get the owner's thread and message ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const db = dbAs(env, who);
      await (canRead[who]
        ? assertSucceeds(getDoc(doc(db, 'threads/task_t1')))
        : assertFails(getDoc(doc(db, 'threads/task_t1'))));
      await (canRead[who]
        ? assertSucceeds(getDoc(doc(db, 'threads/task_t1/messages/m1')))
        : assertFails(getDoc(doc(db, 'threads/task_t1/messages/m1'))));
    });
    it(`${who}: list the owner's messages ${canRead[who] ? 'allowed' : 'denied'} (filtered on accountId)`, async () => {
      const p = getDocs(
        query(collection(dbAs(env, who), 'threads/task_t1/messages'), where('accountId', '==', OWNER.uid)),
      );
      await (canRead[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied on threads and messages (callables write)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'threads/task_t3'), threadDoc(OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'threads/task_t1'), { 'unread.customer': 0 }));
      await assertFails(deleteDoc(doc(db, 'threads/task_t1')));
      await assertFails(setDoc(doc(db, 'threads/task_t1/messages/m9'), messageDoc(OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'threads/task_t1/messages/m1'), { text: 'edited' }));
      await assertFails(deleteDoc(doc(db, 'threads/task_t1/messages/m1')));
    });
  }
  it("owner: lists their own threads with an accountId filter (the task list's unread marks), never by userId, never all", async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'owner'), 'threads'), where('accountId', '==', OWNER.uid))),
    );
    await assertFails(getDocs(query(collection(dbAs(env, 'owner'), 'threads'), where('userId', '==', OWNER.uid))));
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'threads')));
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'threads/task_t2/messages')));
  });
  it("other: cannot list the owner's threads or messages, even filtered", async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'other'), 'threads'), where('accountId', '==', OWNER.uid))));
    await assertFails(
      getDocs(query(collectionGroup(dbAs(env, 'other'), 'messages'), where('accountId', '==', OWNER.uid))),
    );
  });
  it('admin: lists every thread (staff screens) and every message', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'threads')));
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'threads/task_t2/messages')));
  });
});
