// Where teams, reviewers, threads and brand kits meet: a team's members read the team's task
// threads and brand kit (a removed member no longer does); a reviewer reads the threads of the
// tasks they may work on (theirs and the pool) and no other's, and reads a kit only while on its work.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { taskDoc } from '../support/factories';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';

const MEMBER = { uid: 'member-user' };
const REMOVED = { uid: 'removed-user' };
const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const REVIEWER_2 = { uid: 'reviewer-two', token: { reviewer: true } };
const TEAM = 'team-abc';

let env: RulesTestEnvironment;
type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'admin' | 'reviewer' | 'reviewer2';
function as(who: Who): Firestore {
  if (who === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  if (who === 'admin') return env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  if (who === 'reviewer')
    return env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;
  if (who === 'reviewer2')
    return env.authenticatedContext(REVIEWER_2.uid, REVIEWER_2.token).firestore() as unknown as Firestore;
  const uid = { owner: OWNER.uid, member: MEMBER.uid, removed: REMOVED.uid, other: OTHER.uid }[who];
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
}

const empty = { dueAt: null, lastSentAt: null, coveredUpTo: null };
const thread = (entityId: string, userId: string, accountId: string) => ({
  kind: 'task',
  entityId,
  userId,
  accountId,
  title: 'T',
  unread: { customer: 1, staff: 1 },
  messageCount: 1,
  lastMessageAt: 1,
  mail: { customer: empty, staff: empty },
  createdAt: 1,
  updatedAt: 1,
});
const message = (userId: string, accountId: string) => ({
  userId,
  accountId,
  authorId: userId,
  authorRole: 'customer',
  type: 'message',
  text: 'Hello',
  files: [],
  hidden: false,
  hiddenAt: null,
  createdAt: 1,
});
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

beforeAll(async () => {
  env = await rulesEnv('shared-access');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const docs: Record<string, Record<string, unknown>> = {
      [`teams/${TEAM}`]: {
        name: 'Café',
        legalName: 'Café inc.',
        province: 'QC',
        address: '1 rue X',
        status: 'active',
        createdBy: OWNER.uid,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      [`teams/${TEAM}/members/${OWNER.uid}`]: member(OWNER.uid, 'owner'),
      [`teams/${TEAM}/members/${MEMBER.uid}`]: member(MEMBER.uid, 'member'),
      // A team task the owner submitted, assigned to the first reviewer.
      'tasks/teamtask': taskDoc(OWNER.uid, { accountId: TEAM, status: 'in_review', reviewerId: REVIEWER.uid }),
      'threads/task_teamtask': thread('teamtask', OWNER.uid, TEAM),
      'threads/task_teamtask/messages/m1': message(OWNER.uid, TEAM),
      // A task in the pool (drafted, nobody assigned) and a personal one assigned to the second reviewer.
      'tasks/pooltask': taskDoc(OTHER.uid, { accountId: OTHER.uid, status: 'ai_drafted', reviewerId: null }),
      'threads/task_pooltask': thread('pooltask', OTHER.uid, OTHER.uid),
      'threads/task_pooltask/messages/m2': message(OTHER.uid, OTHER.uid),
      'tasks/othertask': taskDoc(OTHER.uid, { accountId: OTHER.uid, status: 'in_review', reviewerId: REVIEWER_2.uid }),
      'threads/task_othertask': thread('othertask', OTHER.uid, OTHER.uid),
      'threads/task_othertask/messages/m3': message(OTHER.uid, OTHER.uid),
      [`brandKits/${TEAM}`]: { accountId: TEAM, description: 'Coffee', updatedBy: OWNER.uid },
      // As the functions keep it: the team's task is the first reviewer's work.
      [`kitAccess/${TEAM}`]: { accountId: TEAM, holders: { teamtask: REVIEWER.uid } },
    };
    for (const [path, data] of Object.entries(docs)) await db.doc(path).set(data);
  });
});

const teamMessages = (db: Firestore) =>
  getDocs(query(collection(db, 'threads/task_teamtask/messages'), where('accountId', '==', TEAM)));

describe("a team task's conversation", () => {
  const canRead: Record<Who, boolean> = {
    signedOut: false,
    owner: true,
    member: true,
    removed: false,
    other: false,
    admin: true,
    reviewer: true,
    reviewer2: false,
  };
  for (const who of Object.keys(canRead) as Who[]) {
    it(`${who}: get the thread and a message, and list the messages by account: ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      const db = as(who);
      const check = canRead[who] ? assertSucceeds : assertFails;
      await check(getDoc(doc(db, 'threads/task_teamtask')));
      await check(getDoc(doc(db, 'threads/task_teamtask/messages/m1')));
      await check(teamMessages(db));
    });
  }
  it("members list the team's unread threads by account (the task list's marks), never another account's", async () => {
    await assertSucceeds(
      getDocs(
        query(collection(as('member'), 'threads'), where('accountId', '==', TEAM), where('unread.customer', '>', 0)),
      ),
    );
    await assertFails(
      getDocs(
        query(collection(as('removed'), 'threads'), where('accountId', '==', TEAM), where('unread.customer', '>', 0)),
      ),
    );
    await assertFails(
      getDocs(
        query(
          collection(as('member'), 'threads'),
          where('accountId', '==', OTHER.uid),
          where('unread.customer', '>', 0),
        ),
      ),
    );
  });
});

describe('reviewers and conversations', () => {
  it("a reviewer reads the threads of their own task and of the pool, not those of another reviewer's task", async () => {
    const db = as('reviewer');
    await assertSucceeds(getDoc(doc(db, 'threads/task_pooltask/messages/m2')));
    await assertSucceeds(getDocs(collection(db, 'threads/task_pooltask/messages')));
    await assertFails(getDoc(doc(db, 'threads/task_othertask')));
    await assertFails(getDoc(doc(db, 'threads/task_othertask/messages/m3')));
    await assertFails(getDocs(collection(db, 'threads/task_othertask/messages')));
  });
  it('a reviewer cannot list every thread (only admins see all unread marks)', async () => {
    await assertFails(getDocs(query(collection(as('reviewer'), 'threads'), where('unread.staff', '>', 0))));
    await assertSucceeds(getDocs(query(collection(as('admin'), 'threads'), where('unread.staff', '>', 0))));
  });
});

describe("a team's brand kit", () => {
  // The second reviewer has no task of the team: no kit.
  const canRead: Record<Who, boolean> = {
    signedOut: false,
    owner: true,
    member: true,
    removed: false,
    other: false,
    admin: true,
    reviewer: true,
    reviewer2: false,
  };
  for (const who of Object.keys(canRead) as Who[]) {
    it(`${who}: get ${canRead[who] ? 'allowed' : 'denied'}`, async () => {
      await (canRead[who] ? assertSucceeds : assertFails)(getDoc(doc(as(who), `brandKits/${TEAM}`)));
    });
  }
});
