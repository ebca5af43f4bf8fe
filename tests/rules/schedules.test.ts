// The schedules matrix: signed out, team owner, team member, removed member (who made the
// schedule), another account, reviewer and admin × get, list, create, update and delete, on a
// team's schedule and its occurrences, and on a person's own schedule. Clients write nothing.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';

type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'reviewer' | 'admin';
const ALL: Who[] = ['signedOut', 'owner', 'member', 'removed', 'other', 'reviewer', 'admin'];
const TEAM = 'team-sched';
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
const schedule = (accountId: string, createdBy: string) => ({
  accountId,
  createdBy,
  status: 'active',
  nextRunAt: new Date(),
  template: { title: 'Monday captions' },
});

beforeAll(async () => {
  env = await rulesEnv('schedules');
  await seedDocs(env, {
    [`teams/${TEAM}`]: { name: 'Café', status: 'active' },
    [`teams/${TEAM}/members/${UIDS.owner}`]: membership(UIDS.owner, 'owner'),
    [`teams/${TEAM}/members/${UIDS.member}`]: membership(UIDS.member, 'member'),
    // The removed member made the team's schedule; their membership is gone.
    'schedules/team1': schedule(TEAM, UIDS.removed),
    'schedules/team1/occurrences/2026-03-09': { accountId: TEAM, localDate: '2026-03-09', outcome: 'skipped' },
    'schedules/mine': schedule(UIDS.owner, UIDS.owner),
  });
});
afterAll(async () => env.cleanup());

const readers: Record<'team' | 'personal', Who[]> = {
  team: ['owner', 'member', 'admin'],
  personal: ['owner', 'admin'],
};
const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));

describe('schedules rules', () => {
  for (const who of ALL) {
    it(`${who}: reads the team's schedule and occurrences only while a member, a person's own only as that person (or admin); writes nothing`, async () => {
      const db = as(who);
      const team = readers.team.includes(who);
      const personal = readers.personal.includes(who);
      // Independent checks, sent together: the reads, then the writes (the client SDK shows its own
      // pending writes in what it reads until they are refused).
      await Promise.all([
        check(team, getDoc(doc(db, 'schedules/team1'))),
        check(team, getDocs(query(collection(db, 'schedules'), where('accountId', '==', TEAM)))),
        check(team, getDoc(doc(db, 'schedules/team1/occurrences/2026-03-09'))),
        check(team, getDocs(query(collection(db, 'schedules/team1/occurrences'), where('accountId', '==', TEAM)))),
        check(personal, getDoc(doc(db, 'schedules/mine'))),
        check(personal, getDocs(query(collection(db, 'schedules'), where('accountId', '==', UIDS.owner)))),
      ]);
      await Promise.all([
        assertFails(setDoc(doc(db, 'schedules/new1'), schedule(TEAM, UIDS[who as 'owner'] ?? 'x'))),
        assertFails(updateDoc(doc(db, 'schedules/team1'), { status: 'paused' })),
        assertFails(deleteDoc(doc(db, 'schedules/team1'))),
        assertFails(setDoc(doc(db, 'schedules/team1/occurrences/2026-03-16'), { accountId: TEAM })),
        assertFails(updateDoc(doc(db, 'schedules/team1/occurrences/2026-03-09'), { outcome: 'submitted' })),
        assertFails(deleteDoc(doc(db, 'schedules/team1/occurrences/2026-03-09'))),
        assertFails(setDoc(doc(db, 'schedules/mine2'), schedule(UIDS.owner, UIDS.owner))),
        assertFails(updateDoc(doc(db, 'schedules/mine'), { status: 'paused' })),
        assertFails(deleteDoc(doc(db, 'schedules/mine'))),
      ]);
    });
  }

  it('refuses a list without the account filter, except to admins', async () => {
    await Promise.all([
      assertFails(getDocs(collection(as('owner'), 'schedules'))),
      assertSucceeds(getDocs(collection(as('admin'), 'schedules'))),
    ]);
  });
});
