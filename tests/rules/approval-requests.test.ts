// The approvalRequests matrix: signed out, team owner, the member who asked, that member once
// removed, another account, a reviewer and an admin × get, list, create, update and delete.
// Owners read and list the team's requests; the member reads and lists their own while still in
// the team; admins read all; nobody writes (functions do).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myRequestsQuery, teamPendingRequestsQuery } from '../../web/src/features/teams/api/approvals-api';
import { seedDocs } from '../support/rules-matrix';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';

type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'reviewer' | 'admin';
const ALL: Who[] = ['signedOut', 'owner', 'member', 'removed', 'other', 'reviewer', 'admin'];
const MEMBER = { uid: 'member-user' };
const REMOVED = { uid: 'removed-user' };
const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const TEAM = 'team-apr';

let env: RulesTestEnvironment;
const dbs = new Map<Who, Firestore>();
function as(who: Who): Firestore {
  let db = dbs.get(who);
  if (db) return db;
  if (who === 'signedOut') db = env.unauthenticatedContext().firestore() as unknown as Firestore;
  else if (who === 'admin') db = env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  else if (who === 'reviewer')
    db = env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;
  else {
    const uid = { owner: OWNER.uid, member: MEMBER.uid, removed: REMOVED.uid, other: OTHER.uid }[who];
    db = env.authenticatedContext(uid).firestore() as unknown as Firestore;
  }
  dbs.set(who, db);
  return db;
}
const uidOf = (who: Who) =>
  ({ owner: OWNER.uid, member: MEMBER.uid, removed: REMOVED.uid, other: OTHER.uid, reviewer: REVIEWER.uid })[
    who as 'owner'
  ] ?? 'nobody';

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
const request = (userId: string) => ({
  accountId: TEAM,
  userId,
  kind: 'task',
  status: 'pending',
  title: 'Flyer',
  priceCredits: 2,
  task: null,
  quote: null,
  schedule: null,
  via: 'app',
  createdAt: new Date(),
  expiresAt: Date.now() + 86_400_000,
  decidedAt: null,
  decidedBy: null,
  declineReason: null,
  taskId: null,
  updatedAt: new Date(),
});

beforeAll(async () => {
  env = await rulesEnv('approvals');
  await seedDocs(env, {
    [`teams/${TEAM}`]: { name: 'Café', status: 'active', createdBy: OWNER.uid },
    [`teams/${TEAM}/members/${OWNER.uid}`]: member(OWNER.uid, 'owner'),
    [`teams/${TEAM}/members/${MEMBER.uid}`]: member(MEMBER.uid, 'member'),
    // The removed member's membership is gone; their request stays with the team.
    'approvalRequests/req-member': request(MEMBER.uid),
    'approvalRequests/req-removed': request(REMOVED.uid),
  });
});
afterAll(async () => env.cleanup());

const readers: Record<Who, boolean> = {
  signedOut: false,
  owner: true,
  member: true,
  removed: false,
  other: false,
  reviewer: false,
  admin: true,
};

describe('approvalRequests', () => {
  // One test per caller: get and both lists sent together, then the three writes together (after
  // the reads: the client SDK shows its own pending writes in a query's result until refused).
  it.each(ALL)('as %s: get, list the pending and their own, and never create, update or delete', async (who) => {
    const db = as(who);
    const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));
    const own = getDocs(myRequestsQuery(db, TEAM, uidOf(who)));
    await Promise.all([
      check(readers[who], getDoc(doc(db, 'approvalRequests', who === 'removed' ? 'req-removed' : 'req-member'))),
      // The team's pending requests: owners and admins.
      check(who === 'owner' || who === 'admin', getDocs(teamPendingRequestsQuery(db, TEAM))),
      // Their own: the member, still in the team; owners; admins.
      check(who === 'member' || who === 'owner' || who === 'admin', own),
    ]);
    if (who === 'member') expect((await own).docs.map((d) => d.id)).toEqual(['req-member']);
    await Promise.all([
      assertFails(setDoc(doc(db, 'approvalRequests', `new-${who}`), request(uidOf(who)))),
      assertFails(updateDoc(doc(db, 'approvalRequests', 'req-member'), { status: 'approved' })),
      assertFails(deleteDoc(doc(db, 'approvalRequests', 'req-member'))),
    ]);
  });
});
