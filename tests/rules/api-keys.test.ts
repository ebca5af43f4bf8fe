// The API keys matrix: signed out, team owner, team member (who made one key), removed member,
// another account, reviewer and admin × get, list, create, update and delete, on a team's keys and
// a person's own. Clients write nothing; apiIdempotency is closed to every client.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';

type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'reviewer' | 'admin';
const ALL: Who[] = ['signedOut', 'owner', 'member', 'removed', 'other', 'reviewer', 'admin'];
const TEAM = 'team-keys';
const UIDS = {
  owner: OWNER.uid,
  member: 'member-user',
  removed: 'removed-user',
  other: OTHER.uid,
  reviewer: 'rev-user',
};

let env: RulesTestEnvironment;
const clients = new Map<Who, Firestore>();
function as(who: Who): Firestore {
  let db = clients.get(who);
  if (db) return db;
  if (who === 'signedOut') db = env.unauthenticatedContext().firestore() as unknown as Firestore;
  else if (who === 'admin') db = env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  else if (who === 'reviewer')
    db = env.authenticatedContext(UIDS.reviewer, { reviewer: true }).firestore() as unknown as Firestore;
  else db = env.authenticatedContext(UIDS[who]).firestore() as unknown as Firestore;
  clients.set(who, db);
  return db;
}
const membership = (uid: string, role: 'owner' | 'member') => ({ uid, role, teamName: 'Café', joinedAt: new Date() });
const key = (accountId: string, createdBy: string) => ({
  accountId,
  createdBy,
  creatorRole: accountId === createdBy ? 'personal' : 'owner',
  name: 'CMS',
  scope: 'read',
  prefix: 'tl_live_ab12…',
  createdAt: new Date(),
  lastUsedAt: null,
  revokedAt: null,
  revokedReason: null,
});

beforeAll(async () => {
  env = await rulesEnv('api-keys');
  await seedDocs(env, {
    [`teams/${TEAM}`]: { name: 'Café', status: 'active' },
    [`teams/${TEAM}/members/${UIDS.owner}`]: membership(UIDS.owner, 'owner'),
    [`teams/${TEAM}/members/${UIDS.member}`]: membership(UIDS.member, 'member'),
    'apiKeys/ownerKey': key(TEAM, UIDS.owner),
    'apiKeys/memberKey': { ...key(TEAM, UIDS.member), creatorRole: 'member' },
    'apiKeys/removedKey': key(TEAM, UIDS.removed),
    'apiKeys/mine': key(UIDS.owner, UIDS.owner),
    'apiIdempotency/one': {
      accountId: UIDS.owner,
      bodyHash: 'h',
      taskId: 't',
      createdAt: new Date(),
      expiresAt: new Date(),
    },
  });
});
afterAll(async () => env.cleanup());

const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));
const teamKeys = (db: Firestore, by?: string) =>
  getDocs(
    by
      ? query(collection(db, 'apiKeys'), where('accountId', '==', TEAM), where('createdBy', '==', by))
      : query(collection(db, 'apiKeys'), where('accountId', '==', TEAM)),
  );

describe('apiKeys rules', () => {
  for (const who of ALL) {
    it(`${who}: a team's owners read all its keys, a member the ones they made; nobody writes`, async () => {
      const db = as(who);
      const owners = who === 'owner' || who === 'admin';
      await Promise.all([
        check(owners, getDoc(doc(db, 'apiKeys/ownerKey'))),
        check(owners, teamKeys(db)),
        check(owners || who === 'member', getDoc(doc(db, 'apiKeys/memberKey'))),
        check(owners || who === 'member', teamKeys(db, UIDS.member)),
        check(owners, getDoc(doc(db, 'apiKeys/removedKey'))),
        assertFails(setDoc(doc(db, 'apiKeys/new1'), key(TEAM, UIDS.owner))),
        assertFails(updateDoc(doc(db, 'apiKeys/memberKey'), { revokedAt: new Date() })),
        assertFails(deleteDoc(doc(db, 'apiKeys/memberKey'))),
      ]);
    });

    it(`${who}: reads a person's own keys only as that person (or admin); apiIdempotency never`, async () => {
      const db = as(who);
      const ok = who === 'owner' || who === 'admin';
      await Promise.all([
        check(ok, getDoc(doc(db, 'apiKeys/mine'))),
        check(ok, getDocs(query(collection(db, 'apiKeys'), where('accountId', '==', UIDS.owner)))),
        assertFails(setDoc(doc(db, 'apiKeys/mine2'), key(UIDS.owner, UIDS.owner))),
        assertFails(updateDoc(doc(db, 'apiKeys/mine'), { name: 'x' })),
        assertFails(deleteDoc(doc(db, 'apiKeys/mine'))),
        assertFails(getDoc(doc(db, 'apiIdempotency/one'))),
        assertFails(getDocs(collection(db, 'apiIdempotency'))),
        assertFails(setDoc(doc(db, 'apiIdempotency/two'), { accountId: UIDS.owner })),
        assertFails(updateDoc(doc(db, 'apiIdempotency/one'), { taskId: 'u' })),
        assertFails(deleteDoc(doc(db, 'apiIdempotency/one'))),
      ]);
    });
  }

  it('refuses a list without the account filter, except to admins', async () => {
    await assertFails(getDocs(collection(as('owner'), 'apiKeys')));
    await assertSucceeds(getDocs(collection(as('admin'), 'apiKeys')));
  });
});
