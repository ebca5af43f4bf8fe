// dataExports: the person who asked reads their own (get, and list filtered on requestedBy), admins
// read all; a team member who did not ask, another account, a reviewer and signed-out callers read
// none; nobody writes (requestDataExport and its builder do).
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
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';

const MEMBER = { uid: 'member-user' };
const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const TEAM = 'team-1';
const exportDoc = (requestedBy: string, accountId = requestedBy) => ({
  requestedBy,
  accountId,
  scope: accountId === requestedBy ? 'personal' : 'team',
  teamName: accountId === requestedBy ? null : 'Quill',
  locale: 'en',
  status: 'ready',
  progress: 1,
  step: null,
  createdAtMs: 1,
  startedAtMs: 1,
  readyAtMs: 2,
  expiresAtMs: 3,
  size: 10,
  counts: {},
  error: null,
});
const MINE = 'dataExports/mine';
const TEAMS = 'dataExports/team';

type Caller = 'signedOut' | 'owner' | 'member' | 'other' | 'reviewer' | 'admin';
const CALLERS: Caller[] = ['signedOut', 'owner', 'member', 'other', 'reviewer', 'admin'];
const UID: Record<Caller, string> = {
  signedOut: 'nobody',
  owner: OWNER.uid,
  member: MEMBER.uid,
  other: OTHER.uid,
  reviewer: REVIEWER.uid,
  admin: ADMIN.uid,
};
/** Who reads the owner's personal export and their export of the team (a member of it reads neither). */
const canRead: Record<Caller, boolean> = {
  signedOut: false,
  owner: true,
  member: false,
  other: false,
  reviewer: false,
  admin: true,
};

let env: RulesTestEnvironment;
// Seeded once: every write below is refused, so nothing changes between tests.
beforeAll(async () => {
  env = await rulesEnv('data-exports');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc(MINE).set(exportDoc(OWNER.uid));
    await db.doc(TEAMS).set(exportDoc(OWNER.uid, TEAM));
    await db.doc(`teams/${TEAM}/members/${MEMBER.uid}`).set({ uid: MEMBER.uid, role: 'member' });
    await db.doc(`teams/${TEAM}/members/${OWNER.uid}`).set({ uid: OWNER.uid, role: 'owner' });
  });
});
afterAll(async () => env.cleanup());

const clients = new Map<Caller, Firestore>();
function dbOf(who: Caller): Firestore {
  const known = clients.get(who);
  if (known) return known;
  const token = who === 'admin' ? ADMIN.token : who === 'reviewer' ? REVIEWER.token : {};
  const db = (who === 'signedOut'
    ? env.unauthenticatedContext()
    : env.authenticatedContext(UID[who], token)
  ).firestore() as unknown as Firestore;
  clients.set(who, db);
  return db;
}

describe('dataExports', () => {
  for (const who of CALLERS) {
    it(`${who}: read ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const db = dbOf(who);
      for (const path of [MINE, TEAMS]) {
        const p = getDoc(doc(db, path));
        await (canRead[who] ? assertSucceeds(p) : assertFails(p));
      }
    });
    it(`${who}: list the owner's ${canRead[who] ? 'allowed' : 'denied'}; never all`, async () => {
      const db = dbOf(who);
      const p = getDocs(query(collection(db, 'dataExports'), where('requestedBy', '==', OWNER.uid)));
      await (canRead[who] ? assertSucceeds(p) : assertFails(p));
      const all = getDocs(collection(db, 'dataExports'));
      await (who === 'admin' ? assertSucceeds(all) : assertFails(all));
    });
    it(`${who}: create, update and delete denied`, async () => {
      const db = dbOf(who);
      await assertFails(setDoc(doc(db, `dataExports/new-${who}`), exportDoc(UID[who])));
      await assertFails(updateDoc(doc(db, MINE), { status: 'ready', expiresAtMs: 9e15 }));
      await assertFails(updateDoc(doc(db, TEAMS), { requestedBy: UID[who] }));
      await assertFails(deleteDoc(doc(db, MINE)));
    });
  }
  it('a member lists their own, not the owner’s export of the team', async () => {
    const db = dbOf('member');
    await assertSucceeds(getDocs(query(collection(db, 'dataExports'), where('requestedBy', '==', MEMBER.uid))));
    await assertFails(getDocs(query(collection(db, 'dataExports'), where('accountId', '==', TEAM))));
  });
});
