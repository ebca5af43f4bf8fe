// The teams matrix: signed out, team owner, team member, removed member, other user and admin ×
// get, list, create, update and delete, on the team, its members and invitations, the team's
// wallet and ledger, and every record the team owns (tasks, quotes, payments, receipts, refund
// requests, checkout drafts, threads and messages), with the removed member who made some of them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
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
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundRequestDoc, taskDoc, walletDoc } from '../support/factories';
import { checkoutDraftDoc, paymentDoc } from '../support/payment-docs';
import { invoiceDoc, subscriptionDoc } from '../support/subscription-docs';
import { invoicesQuery } from '../../web/src/features/subscriptions/api/subscription-api';
import { myRefundRequestQuery, mySubmittedTasksQuery, myTasksQuery } from '../../web/src/features/tasks/api/use-tasks';
import { myQuotesQuery } from '../../web/src/features/quotes/api/quotes-api';
import { quoteDoc } from '../support/quotes';
import { ADMIN, OTHER, OWNER, rulesEnv } from '../support/rules-env';

type Who = 'signedOut' | 'owner' | 'member' | 'removed' | 'other' | 'admin';
const ALL: Who[] = ['signedOut', 'owner', 'member', 'removed', 'other', 'admin'];
const MEMBER = { uid: 'member-user' };
const REMOVED = { uid: 'removed-user' };
const TEAM = 'team-abc';

let env: RulesTestEnvironment;
function as(who: Who): Firestore {
  const uid = { owner: OWNER.uid, member: MEMBER.uid, removed: REMOVED.uid, other: OTHER.uid }[who as 'owner'];
  if (who === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  if (who === 'admin') return env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
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

beforeAll(async () => {
  env = await rulesEnv('teams');
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
      [`teams/${TEAM}/invitations/inv1`]: {
        email: 'x@example.test',
        role: 'member',
        tokenHash: 'ab',
        status: 'pending',
        invitedBy: OWNER.uid,
        createdAt: new Date(),
        expiresAt: new Date(),
        acceptedBy: null,
        decidedAt: null,
      },
      [`wallets/${TEAM}`]: walletDoc(TEAM, { balance: 5 }),
      [`wallets/${TEAM}/ledger/e1`]: {
        type: 'purchased',
        credits: 5,
        balanceAfter: 5,
        description: 'Pack',
        createdAt: new Date(),
      },
      // A task the owner submitted for the team, and one the removed member submitted before leaving.
      'tasks/team1': taskDoc(OWNER.uid, { accountId: TEAM }),
      'tasks/team2': taskDoc(MEMBER.uid, { accountId: TEAM }),
      'tasks/personal': taskDoc(OWNER.uid, { accountId: OWNER.uid }),
      'tasks/byRemoved': taskDoc(REMOVED.uid, { accountId: TEAM }),
      // A quote the owner asked for in the team space, one the removed member asked for, and a personal one.
      'quotes/team1': quoteDoc(OWNER.uid, { accountId: TEAM }),
      'quotes/byRemoved': quoteDoc(REMOVED.uid, { accountId: TEAM }),
      'quotes/personal': quoteDoc(OWNER.uid),
      'payments/pi_team': { userId: OWNER.uid, accountId: TEAM, kind: 'pack', status: 'paid' },
      'receipts/TL-2026-000900': { uid: TEAM, kind: 'receipt', number: 'TL-2026-000900' },
      // What the removed member made for the team while a member: it stays the team's.
      'payments/pi_removed': paymentDoc(REMOVED.uid, { accountId: TEAM }),
      'refundRequests/byRemoved': refundRequestDoc('byRemoved', REMOVED.uid, { accountId: TEAM }),
      'checkoutDrafts/d_removed': checkoutDraftDoc(REMOVED.uid, { accountId: TEAM }),
      // The team's plan and its invoices: keyed by, and userId =, the team (the plan's account).
      [`subscriptions/${TEAM}`]: subscriptionDoc(TEAM),
      'invoices/in_team': invoiceDoc(TEAM),
      // The rating of the removed member's task (its userId is the task's submitter).
      'ratings/byRemoved_1': {
        taskId: 'byRemoved',
        round: 1,
        userId: REMOVED.uid,
        accountId: TEAM,
        reviewerId: null,
        category: 'admin_docs',
        stars: 5,
        comment: '',
        published: false,
      },
      'threads/task_byRemoved': {
        kind: 'task',
        entityId: 'byRemoved',
        userId: REMOVED.uid,
        accountId: TEAM,
        title: 'T',
        unread: { customer: 1, staff: 0 },
        messageCount: 1,
        createdAt: 1,
        updatedAt: 1,
      },
      'threads/task_byRemoved/messages/m1': {
        userId: REMOVED.uid,
        accountId: TEAM,
        authorId: REMOVED.uid,
        authorRole: 'customer',
        type: 'message',
        text: 'Hi',
        files: [],
        hidden: false,
        hiddenAt: null,
        createdAt: 1,
      },
    };
    for (const [path, data] of Object.entries(docs)) await db.doc(path).set(data);
  });
});

const teamReaders: Record<Who, boolean> = {
  signedOut: false,
  owner: true,
  member: true,
  removed: false,
  other: false,
  admin: true,
};
const ownersOnly: Record<Who, boolean> = {
  signedOut: false,
  owner: true,
  member: false,
  removed: false,
  other: false,
  admin: true,
};
const expect_ = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));

describe('teams/{teamId}', () => {
  for (const who of ALL) {
    it(`${who}: get ${teamReaders[who] ? 'allowed' : 'denied'}; list only admins; no writes`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, `teams/${TEAM}`)));
      await expect_(who === 'admin', getDocs(collection(db, 'teams')));
      await assertFails(setDoc(doc(db, 'teams/new'), { name: 'Mine', status: 'active' }));
      await assertFails(updateDoc(doc(db, `teams/${TEAM}`), { legalName: 'Other inc.' }));
      await assertFails(deleteDoc(doc(db, `teams/${TEAM}`)));
    });
  }
});

describe('teams/{teamId}/members', () => {
  for (const who of ALL) {
    it(`${who}: get and list ${teamReaders[who] ? 'allowed' : 'denied'}; no writes (roles and caps go through callables)`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, `teams/${TEAM}/members/${OWNER.uid}`)));
      await expect_(teamReaders[who], getDocs(collection(db, `teams/${TEAM}/members`)));
      await assertFails(setDoc(doc(db, `teams/${TEAM}/members/${OTHER.uid}`), member(OTHER.uid, 'owner')));
      await assertFails(updateDoc(doc(db, `teams/${TEAM}/members/${MEMBER.uid}`), { role: 'owner' }));
      await assertFails(updateDoc(doc(db, `teams/${TEAM}/members/${MEMBER.uid}`), { monthlyCapCredits: 999 }));
      await assertFails(deleteDoc(doc(db, `teams/${TEAM}/members/${OWNER.uid}`)));
    });
  }
  it('a person lists their own memberships across teams, never anyone else’s', async () => {
    await assertSucceeds(getDocs(query(collectionGroup(as('member'), 'members'), where('uid', '==', MEMBER.uid))));
    await assertFails(getDocs(query(collectionGroup(as('other'), 'members'), where('uid', '==', MEMBER.uid))));
    await assertFails(getDocs(collectionGroup(as('member'), 'members')));
  });
});

describe('teams/{teamId}/invitations', () => {
  for (const who of ALL) {
    it(`${who}: get and list ${ownersOnly[who] ? 'allowed' : 'denied'}; no writes`, async () => {
      const db = as(who);
      await expect_(ownersOnly[who], getDoc(doc(db, `teams/${TEAM}/invitations/inv1`)));
      await expect_(ownersOnly[who], getDocs(collection(db, `teams/${TEAM}/invitations`)));
      await assertFails(
        setDoc(doc(db, `teams/${TEAM}/invitations/inv2`), { email: 'me@example.test', status: 'accepted' }),
      );
      await assertFails(updateDoc(doc(db, `teams/${TEAM}/invitations/inv1`), { status: 'accepted' }));
      await assertFails(deleteDoc(doc(db, `teams/${TEAM}/invitations/inv1`)));
    });
  }
});

describe("the team's wallet and ledger", () => {
  for (const who of ALL) {
    it(`${who}: get ${teamReaders[who] ? 'allowed' : 'denied'}; list only admins; no writes`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, `wallets/${TEAM}`)));
      await expect_(teamReaders[who], getDocs(collection(db, `wallets/${TEAM}/ledger`)));
      await expect_(who === 'admin', getDocs(collection(db, 'wallets')));
      await assertFails(updateDoc(doc(db, `wallets/${TEAM}`), { balance: 1000 }));
      await assertFails(setDoc(doc(db, `wallets/${TEAM}/ledger/e2`), { credits: 50 }));
      await assertFails(deleteDoc(doc(db, `wallets/${TEAM}`)));
    });
  }
});

describe("the team's tasks", () => {
  for (const who of ALL) {
    it(`${who}: get and list by accountId ${teamReaders[who] ? 'allowed' : 'denied'}; no writes`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, 'tasks/team1')));
      await expect_(teamReaders[who], getDocs(query(collection(db, 'tasks'), where('accountId', '==', TEAM))));
      await assertFails(setDoc(doc(db, 'tasks/new'), taskDoc(MEMBER.uid, { accountId: TEAM })));
      await assertFails(updateDoc(doc(db, 'tasks/team1'), { status: 'delivered' }));
      await assertFails(deleteDoc(doc(db, 'tasks/team1')));
    });
  }
  it('a removed member no longer opens the tasks they submitted for the team; the team still does', async () => {
    await assertFails(getDoc(doc(as('removed'), 'tasks/byRemoved')));
    await assertSucceeds(getDoc(doc(as('member'), 'tasks/byRemoved')));
  });
  it("a member never reads another member's personal tasks", async () => {
    await assertFails(getDoc(doc(as('member'), 'tasks/personal')));
    await assertFails(getDocs(query(collection(as('member'), 'tasks'), where('accountId', '==', OWNER.uid))));
  });
});

describe("the team's quotes", () => {
  for (const who of ALL) {
    it(`${who}: get and list by accountId ${teamReaders[who] ? 'allowed' : 'denied'}; create, update and delete denied`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, 'quotes/team1')));
      await expect_(teamReaders[who], getDocs(query(collection(db, 'quotes'), where('accountId', '==', TEAM))));
      await assertFails(setDoc(doc(db, 'quotes/new'), quoteDoc(MEMBER.uid, { accountId: TEAM })));
      await assertFails(updateDoc(doc(db, 'quotes/team1'), { status: 'settled' }));
      await assertFails(deleteDoc(doc(db, 'quotes/team1')));
    });
  }
  it("the quote list's own query: members see the team's quotes, the removed member does not; a member never sees another's personal quotes", async () => {
    const listed = await assertSucceeds(getDocs(myQuotesQuery(as('member'), TEAM, 20)));
    expect(listed.docs.map((d) => d.id).sort()).toEqual(['byRemoved', 'team1']);
    await assertFails(getDocs(myQuotesQuery(as('removed'), TEAM, 20)));
    await assertFails(getDoc(doc(as('member'), 'quotes/personal')));
    await assertFails(getDocs(myQuotesQuery(as('member'), OWNER.uid, 20)));
    const own = await assertSucceeds(getDocs(myQuotesQuery(as('owner'), OWNER.uid, 20)));
    expect(own.docs.map((d) => d.id)).toEqual(['personal']);
  });
});

describe("the team's payments and receipts", () => {
  for (const who of ALL) {
    it(`${who}: get and list by account ${teamReaders[who] ? 'allowed' : 'denied'}; no writes`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, 'payments/pi_team')));
      await expect_(teamReaders[who], getDocs(query(collection(db, 'payments'), where('accountId', '==', TEAM))));
      await expect_(teamReaders[who], getDoc(doc(db, 'receipts/TL-2026-000900')));
      await expect_(teamReaders[who], getDocs(query(collection(db, 'receipts'), where('uid', '==', TEAM))));
      await assertFails(updateDoc(doc(db, 'payments/pi_team'), { status: 'refunded' }));
      await assertFails(setDoc(doc(db, 'receipts/TL-2026-000901'), { uid: TEAM }));
      await assertFails(deleteDoc(doc(db, 'receipts/TL-2026-000900')));
    });
  }
});

// Every collection holding a team's records: current members read them (by id, and listed by the
// team's accountId); the removed member who made them reads nothing, by id or through a query on
// their own userId (the rules refuse that filter for everyone but admins).
const TEAM_RECORDS = [
  { name: 'tasks', id: 'tasks/byRemoved' },
  { name: 'quotes', id: 'quotes/byRemoved' },
  { name: 'payments', id: 'payments/pi_removed' },
  { name: 'refundRequests', id: 'refundRequests/byRemoved' },
  { name: 'checkoutDrafts', id: 'checkoutDrafts/d_removed' },
  { name: 'ratings', id: 'ratings/byRemoved_1' },
  { name: 'threads', id: 'threads/task_byRemoved' },
  { name: 'threads/task_byRemoved/messages', id: 'threads/task_byRemoved/messages/m1' },
] as const;

describe("the team's records made by a member who was removed since", () => {
  for (const { name, id } of TEAM_RECORDS) {
    for (const who of ALL) {
      it(`${name}, ${who}: get and list by accountId ${teamReaders[who] ? 'allowed' : 'denied'}; list by the maker's userId ${who === 'admin' ? 'allowed' : 'denied'}; no writes`, async () => {
        const db = as(who);
        await expect_(teamReaders[who], getDoc(doc(db, id)));
        await expect_(teamReaders[who], getDocs(query(collection(db, name), where('accountId', '==', TEAM))));
        await expect_(who === 'admin', getDocs(query(collection(db, name), where('userId', '==', REMOVED.uid))));
        await assertFails(setDoc(doc(db, `${id}-new`), { userId: REMOVED.uid, accountId: TEAM }));
        await assertFails(updateDoc(doc(db, id), { userId: OTHER.uid }));
        await assertFails(deleteDoc(doc(db, id)));
      });
    }
  }
  it("the removed member's own queries on their records all fail; a current member's pass", async () => {
    const removed = as('removed');
    await assertFails(getDocs(query(collection(removed, 'tasks'), where('userId', '==', REMOVED.uid))));
    await assertFails(
      getDocs(
        query(
          collection(removed, 'refundRequests'),
          where('userId', '==', REMOVED.uid),
          where('taskId', '==', 'byRemoved'),
        ),
      ),
    );
    await assertFails(getDocs(myTasksQuery(removed, REMOVED.uid, 20, null, TEAM)));
    await assertFails(getDocs(mySubmittedTasksQuery(removed, TEAM)));
    await assertFails(getDocs(myRefundRequestQuery(removed, TEAM, 'byRemoved')));
    const memberDb = as('member');
    await assertSucceeds(getDocs(myTasksQuery(memberDb, MEMBER.uid, 20, null, TEAM)));
    await assertSucceeds(getDocs(myTasksQuery(memberDb, MEMBER.uid, 20, 'submitted', TEAM)));
    await assertSucceeds(getDocs(mySubmittedTasksQuery(memberDb, TEAM)));
    await assertSucceeds(getDocs(myRefundRequestQuery(memberDb, TEAM, 'byRemoved')));
  });
  it("the removed member's personal space lists only their own account's tasks", async () => {
    const snap = await assertSucceeds(getDocs(myTasksQuery(as('removed'), REMOVED.uid, 20)));
    expect(snap.docs.map((d) => d.id)).toEqual([]);
  });
});

describe("the team's plan and its invoices", () => {
  for (const who of ALL) {
    it(`${who}: get the plan and list its invoices ${teamReaders[who] ? 'allowed' : 'denied'}; no writes`, async () => {
      const db = as(who);
      await expect_(teamReaders[who], getDoc(doc(db, `subscriptions/${TEAM}`)));
      await expect_(teamReaders[who], getDoc(doc(db, 'invoices/in_team')));
      await expect_(teamReaders[who], getDocs(invoicesQuery(db, TEAM, 24)));
      await expect_(teamReaders[who], getDocs(query(collection(db, 'subscriptions'), where('userId', '==', TEAM))));
      await assertFails(setDoc(doc(db, 'subscriptions/team-new'), subscriptionDoc('team-new')));
      await assertFails(updateDoc(doc(db, `subscriptions/${TEAM}`), { status: 'canceled' }));
      await assertFails(deleteDoc(doc(db, 'invoices/in_team')));
    });
  }
  it("a member listens to the team's plan before it has one; the removed member does not", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => ctx.firestore().doc(`subscriptions/${TEAM}`).delete());
    await assertSucceeds(getDoc(doc(as('member'), `subscriptions/${TEAM}`)));
    await assertFails(getDoc(doc(as('removed'), `subscriptions/${TEAM}`)));
  });
});
