import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { taskDoc } from '../support/factories';
import { OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { EVERYONE, dbAs, seedDocs, type Who } from '../support/rules-matrix';
import { mySubmittedTasksQuery, myTasksQuery } from '../../web/src/features/tasks/api/use-tasks';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('tasks');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'tasks/t1': taskDoc(OWNER.uid),
    'tasks/t2': taskDoc(OTHER.uid),
    'tasks/t1/staff/draft': { text: 'AI draft', model: 'offline', createdAt: new Date() },
  });
});

const canGet: Record<Who, boolean> = { signedOut: false, owner: true, other: false, admin: true };

describe('tasks', () => {
  for (const who of EVERYONE) {
    it(`${who}: get ${canGet[who] ? 'allowed' : 'denied'}`, async () => {
      const p = getDoc(doc(dbAs(env, who), 'tasks/t1'));
      await (canGet[who] ? assertSucceeds(p) : assertFails(p));
    });
    it(`${who}: create, update and delete denied (callables move tasks)`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'tasks/new'), taskDoc(OWNER.uid)));
      await assertFails(updateDoc(doc(db, 'tasks/t1'), { status: 'delivered' }));
      await assertFails(updateDoc(doc(db, 'tasks/t1'), { priceCredits: 0 }));
      await assertFails(deleteDoc(doc(db, 'tasks/t1')));
    });
  }
  it('owner: lists their own tasks with an accountId filter, never by userId, never all tasks', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs(env, 'owner'), 'tasks'), where('accountId', '==', OWNER.uid))));
    await assertFails(getDocs(query(collection(dbAs(env, 'owner'), 'tasks'), where('userId', '==', OWNER.uid))));
    await assertFails(getDocs(collection(dbAs(env, 'owner'), 'tasks')));
  });
  it("owner: the web's queries (newest first, paged, by status; the queue toasts') pass the rules", async () => {
    const db = dbAs(env, 'owner');
    await assertSucceeds(getDocs(myTasksQuery(db, OWNER.uid, 20)));
    await assertSucceeds(getDocs(myTasksQuery(db, OWNER.uid, 20, 'submitted')));
    await assertSucceeds(getDocs(mySubmittedTasksQuery(db, OWNER.uid)));
  });
  it("other: the same queries for the owner's id are refused", async () => {
    const db = dbAs(env, 'other');
    await assertFails(getDocs(myTasksQuery(db, OWNER.uid, 20)));
    await assertFails(getDocs(mySubmittedTasksQuery(db, OWNER.uid)));
  });
  it("other: a query on their own id never returns the owner's task", async () => {
    const snap = await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'other'), 'tasks'), where('accountId', '==', OTHER.uid))),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['t2']);
  });
  it("other: cannot list the owner's tasks", async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'other'), 'tasks'), where('accountId', '==', OWNER.uid))));
  });
  it('signed out: cannot list', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'signedOut'), 'tasks')));
  });
  it('admin: lists all tasks', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'tasks')));
  });
});

describe('tasks/{id}/staff (AI drafts)', () => {
  for (const who of EVERYONE) {
    const allowed = who === 'admin';
    it(`${who}: get and list ${allowed ? 'allowed' : 'denied'}`, async () => {
      const db = dbAs(env, who);
      const g = getDoc(doc(db, 'tasks/t1/staff/draft'));
      const l = getDocs(collection(db, 'tasks/t1/staff'));
      await (allowed ? assertSucceeds(g) : assertFails(g));
      await (allowed ? assertSucceeds(l) : assertFails(l));
    });
    it(`${who}: create, update, delete denied`, async () => {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'tasks/t1/staff/other'), { text: 'x' }));
      await assertFails(updateDoc(doc(db, 'tasks/t1/staff/draft'), { text: 'x' }));
      await assertFails(deleteDoc(doc(db, 'tasks/t1/staff/draft')));
    });
  }
});
