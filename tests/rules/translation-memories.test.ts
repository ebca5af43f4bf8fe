// translationMemories/{accountId} with its pairs, imports and shards: the matrix (signed out, the
// team's owner, a member, a removed member, another account, a reviewer on the account's tasks and
// one off them, an admin × get, list, create, update, delete). Members read like the brand kit,
// reviewers only while kitAccess says a task of the account is theirs or in the pool, nobody writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';

const MEMBER = { uid: 'member-user' };
const REMOVED = { uid: 'removed-user' };
const REVIEWER_ON = { uid: 'reviewer-on', token: { reviewer: true } };
const REVIEWER_OFF = { uid: 'reviewer-off', token: { reviewer: true } };
const TEAM = 'team-tm';

type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'reviewerOn' | 'reviewerOff' | 'admin';
const WHO: Who[] = ['signedOut', 'owner', 'member', 'removed', 'other', 'reviewerOn', 'reviewerOff', 'admin'];

let env: RulesTestEnvironment;
const clients = new Map<Who, Firestore>();
function as(who: Who): Firestore {
  let db = clients.get(who);
  if (db) return db;
  const ctx =
    who === 'signedOut'
      ? env.unauthenticatedContext()
      : who === 'admin'
        ? env.authenticatedContext(ADMIN.uid, ADMIN.token)
        : who === 'reviewerOn'
          ? env.authenticatedContext(REVIEWER_ON.uid, REVIEWER_ON.token)
          : who === 'reviewerOff'
            ? env.authenticatedContext(REVIEWER_OFF.uid, REVIEWER_OFF.token)
            : env.authenticatedContext(
                { owner: OWNER.uid, member: MEMBER.uid, removed: REMOVED.uid, other: OTHER.uid }[who],
              );
  db = ctx.firestore() as unknown as Firestore;
  clients.set(who, db);
  return db;
}

const member = (uid: string, role: 'owner' | 'member') => ({
  uid,
  teamName: 'Café',
  email: `${uid}@example.test`,
  name: uid,
  role,
  joinedAt: new Date(),
  monthlyCapCredits: null,
  spentMonth: '2026-11',
  spentCredits: 0,
});
const pair = (accountId: string) => ({
  accountId,
  en: 'Our patio is heated all winter.',
  fr: 'Notre terrasse est chauffée tout l’hiver.',
  words: ['patio', 'terrasse'],
  source: 'delivery',
  taskId: 't1',
  importId: null,
  approved: true,
  createdBy: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  lastUsedAt: null,
  usedOrCreatedMs: 1,
});

const ON_TASK = { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { t1: REVIEWER_ON.uid } } };

// Seeded once: no test writes but the last two, which restore kitAccess as they found it.
beforeAll(async () => {
  env = await rulesEnv('translation-memories');
  await seedDocs(env, {
    [`teams/${TEAM}`]: { name: 'Café', legalName: 'Café inc.', province: 'QC', address: '1 rue X', status: 'active' },
    [`teams/${TEAM}/members/${OWNER.uid}`]: member(OWNER.uid, 'owner'),
    [`teams/${TEAM}/members/${MEMBER.uid}`]: member(MEMBER.uid, 'member'),
    // REMOVED was a member: their member document is gone.
    ...ON_TASK,
    [`translationMemories/${TEAM}`]: { accountId: TEAM, count: 1, updatedAt: new Date() },
    [`translationMemories/${TEAM}/pairs/p1`]: pair(TEAM),
    [`translationMemories/${TEAM}/imports/i1`]: { status: 'done', count: 1 },
    [`translationMemories/${TEAM}/shards/0`]: { pairs: { p1: ['a', 'b', 1] } },
    [`translationMemories/${OTHER.uid}`]: { accountId: OTHER.uid, count: 1, updatedAt: new Date() },
    [`translationMemories/${OTHER.uid}/pairs/p2`]: pair(OTHER.uid),
  });
});
afterAll(async () => env.cleanup());

const reads: Record<Who, { memory: boolean; imports: boolean; shards: boolean; listAll: boolean }> = {
  signedOut: { memory: false, imports: false, shards: false, listAll: false },
  owner: { memory: true, imports: true, shards: false, listAll: false },
  member: { memory: true, imports: true, shards: false, listAll: false },
  removed: { memory: false, imports: false, shards: false, listAll: false },
  other: { memory: false, imports: false, shards: false, listAll: false },
  reviewerOn: { memory: true, imports: false, shards: false, listAll: false },
  reviewerOff: { memory: false, imports: false, shards: false, listAll: false },
  admin: { memory: true, imports: true, shards: true, listAll: true },
};

describe("translationMemories: the team's memory", () => {
  for (const who of WHO) {
    const r = reads[who];
    const check = (ok: boolean) => (ok ? assertSucceeds : assertFails);
    it(`${who}: get and list the memory and its pairs ${r.memory ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await check(r.memory)(getDoc(doc(db, `translationMemories/${TEAM}`)));
      await check(r.memory)(getDoc(doc(db, `translationMemories/${TEAM}/pairs/p1`)));
      await check(r.memory)(getDocs(query(collection(db, `translationMemories/${TEAM}/pairs`), limit(50))));
    });
    it(`${who}: imports ${r.imports ? 'readable' : 'denied'}, shards ${r.shards ? 'readable' : 'denied'}, every memory listed ${r.listAll ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      await check(r.imports)(getDoc(doc(db, `translationMemories/${TEAM}/imports/i1`)));
      await check(r.shards)(getDoc(doc(db, `translationMemories/${TEAM}/shards/0`)));
      await check(r.listAll)(getDocs(collection(db, 'translationMemories')));
    });
    it(`${who}: create, update and delete denied everywhere (only functions write)`, async () => {
      const db = as(who);
      await assertFails(setDoc(doc(db, `translationMemories/${TEAM}/pairs/forged`), pair(TEAM)));
      await assertFails(updateDoc(doc(db, `translationMemories/${TEAM}/pairs/p1`), { fr: 'forgé' }));
      await assertFails(deleteDoc(doc(db, `translationMemories/${TEAM}/pairs/p1`)));
      await assertFails(updateDoc(doc(db, `translationMemories/${TEAM}`), { count: 0 }));
      await assertFails(deleteDoc(doc(db, `translationMemories/${TEAM}`)));
      await assertFails(setDoc(doc(db, `translationMemories/${TEAM}/shards/1`), { pairs: {} }));
      await assertFails(setDoc(doc(db, `translationMemories/${TEAM}/imports/i2`), { status: 'done' }));
    });
  }
});

describe('translationMemories: another account and the reviewers over time', () => {
  it("the owner of the team does not read another account's memory", async () => {
    await assertFails(getDoc(doc(as('owner'), `translationMemories/${OTHER.uid}/pairs/p2`)));
    await assertSucceeds(getDoc(doc(as('other'), `translationMemories/${OTHER.uid}/pairs/p2`)));
  });
  it('a reviewer loses the memory once the task is delivered, and any reviewer reads it while one is in the pool', async () => {
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: {} } });
    await assertFails(getDoc(doc(as('reviewerOn'), `translationMemories/${TEAM}/pairs/p1`)));
    await seedDocs(env, { [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { t1: 'pool' } } });
    await assertSucceeds(getDoc(doc(as('reviewerOff'), `translationMemories/${TEAM}/pairs/p1`)));
    await seedDocs(env, ON_TASK);
  });
});
