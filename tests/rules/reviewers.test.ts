// The reviewer role over every collection: a reviewer reads the tasks assigned to them and the
// pool (with their drafts), their own reviewer profile and notifications, and is refused
// everything admin-only: revenue, settings/staff, users, wallets, receipts, payments, the inbox.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { taskDoc } from '../support/factories';
import { ADMIN, OWNER, rulesEnv } from '../support/rules-env';
import { seedDocs } from '../support/rules-matrix';
import {
  REVIEW_STATUSES,
  myReviewTasksQuery,
  poolTasksQuery,
  reviewQueueQuery,
} from '../../web/src/features/admin/api/use-review-queue';

const REVIEWER = { uid: 'reviewer-user', token: { reviewer: true } };
const OTHER_REVIEWER = 'reviewer-two';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('reviewers');
});
afterAll(async () => env.cleanup());

const owned = { userId: OWNER.uid, uid: OWNER.uid, subjectUserId: OWNER.uid, createdAt: new Date() };

/** One document in every collection a reviewer must never read (admin-only or owner-only). */
const ADMIN_ONLY: Record<string, Record<string, unknown>> = {
  [`profiles/${OWNER.uid}`]: { name: 'Owner', email: 'o@example.test', locale: 'en', role: 'customer' },
  [`wallets/${OWNER.uid}`]: { balance: 5 },
  [`wallets/${OWNER.uid}/ledger/e1`]: { ...owned, credits: 5 },
  'auditLogs/a1': { ...owned, action: 'credits_purchased' },
  'refundRequests/t9': owned,
  'notifications/n1': { ...owned, read: false },
  'settings/staff': { drafter: { provider: 'offline' } },
  'briefChecks/b1': owned,
  'rateLimits/k1': { count: 1 },
  'system/queue': { lease: null },
  'contactMessages/m1': { email: 'o@example.test', message: 'hi' },
  'payments/p1': owned,
  'checkoutDrafts/d1': owned,
  'quotes/q1': owned,
  'refunds/r1': owned,
  'cardRefunds/c1': owned,
  'stripeEvents/e1': { type: 'checkout.session.completed' },
  [`stripeCustomers/${OWNER.uid}`]: { customerId: 'cus_1' },
  'receipts/TL-2026-1': owned,
  [`subscriptions/${OWNER.uid}`]: owned,
  'invoices/in_1': owned,
  'statsPlatform/2026-11_0': { revenueCad: 100 },
  [`customerStats/${OWNER.uid}`]: { tasks: 1 },
  [`customerStats/${OWNER.uid}/months/2026-11`]: { tasks: 1 },
  'counters/receipts-2026': { next: 2 },
  'pendingUploads/u1': owned,
  [`reviewerProfiles/${OTHER_REVIEWER}`]: { name: 'Two', active: true },
};

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    ...ADMIN_ONLY,
    'settings/app': { tiers: {} },
    'tasks/mine': taskDoc(OWNER.uid, { status: 'in_review', reviewerId: REVIEWER.uid }),
    'tasks/mine/staff/draft': { text: 'draft', createdAt: new Date() },
    'tasks/pool': taskDoc(OWNER.uid, { status: 'ai_drafted', reviewerId: null }),
    'tasks/pool/staff/draft': { text: 'draft', createdAt: new Date() },
    'tasks/theirs': taskDoc(OWNER.uid, { status: 'in_review', reviewerId: OTHER_REVIEWER }),
    'tasks/theirs/staff/draft': { text: 'draft', createdAt: new Date() },
    'tasks/queued': taskDoc(OWNER.uid, { status: 'submitted', reviewerId: null }),
    'tasks/delivered': taskDoc(OWNER.uid, { status: 'delivered', reviewerId: OTHER_REVIEWER }),
    [`reviewerProfiles/${REVIEWER.uid}`]: { name: 'Rev', active: true, away: false },
    'notifications/mine': { userId: REVIEWER.uid, read: false, createdAt: new Date() },
  });
});

const asReviewer = () => env.authenticatedContext(REVIEWER.uid, REVIEWER.token).firestore() as unknown as Firestore;
const asAdmin = () => env.authenticatedContext(ADMIN.uid, ADMIN.token).firestore() as unknown as Firestore;

describe('reviewer: refused everything admin-only', () => {
  for (const path of Object.keys(ADMIN_ONLY)) {
    it(`get ${path} denied`, async () => {
      await assertFails(getDoc(doc(asReviewer(), path)));
    });
  }
  it('lists of admin-only collections are denied', async () => {
    const db = asReviewer();
    const parents = new Set(Object.keys(ADMIN_ONLY).map((p) => p.split('/').slice(0, -1).join('/')));
    for (const c of parents) await assertFails(getDocs(collection(db, c)));
  });
  it('writes nothing: tasks, drafts, its own reviewer profile, roles on its profile', async () => {
    const db = asReviewer();
    await assertFails(updateDoc(doc(db, 'tasks/mine'), { status: 'delivered' }));
    await assertFails(setDoc(doc(db, 'tasks/mine/staff/draft'), { text: 'x' }));
    await assertFails(updateDoc(doc(db, `reviewerProfiles/${REVIEWER.uid}`), { maxActive: 50 }));
    await assertFails(updateDoc(doc(db, `reviewerProfiles/${REVIEWER.uid}`), { away: true }));
    await assertFails(setDoc(doc(db, 'settings/app'), { tiers: {} }));
  });
});

describe('reviewer: the tasks assigned to them and the pool', () => {
  it('reads its own task and its draft, and the pool task and its draft', async () => {
    const db = asReviewer();
    for (const id of ['mine', 'pool']) {
      await assertSucceeds(getDoc(doc(db, `tasks/${id}`)));
      await assertSucceeds(getDoc(doc(db, `tasks/${id}/staff/draft`)));
    }
  });
  it("is refused another reviewer's task, its draft, a queued task and a delivered one", async () => {
    const db = asReviewer();
    await assertFails(getDoc(doc(db, 'tasks/theirs')));
    await assertFails(getDoc(doc(db, 'tasks/theirs/staff/draft')));
    await assertFails(getDoc(doc(db, 'tasks/queued')));
    await assertFails(getDoc(doc(db, 'tasks/delivered')));
  });
  it("the desk's queries pass the rules and return only theirs and the pool", async () => {
    const db = asReviewer();
    const mine = await assertSucceeds(getDocs(myReviewTasksQuery(db, REVIEWER.uid)));
    expect(mine.docs.map((d) => d.id)).toEqual(['mine']);
    const pool = await assertSucceeds(getDocs(poolTasksQuery(db)));
    expect(pool.docs.map((d) => d.id)).toEqual(['pool']);
  });
  it("the desk's next pages pass the rules too", async () => {
    const db = asReviewer();
    const mine = await getDocs(myReviewTasksQuery(db, REVIEWER.uid));
    const afterMine = await assertSucceeds(getDocs(myReviewTasksQuery(db, REVIEWER.uid, mine.docs[0])));
    expect(afterMine.docs).toEqual([]);
    const pool = await getDocs(poolTasksQuery(db));
    await assertSucceeds(getDocs(poolTasksQuery(db, pool.docs[0])));
  });
  it("the admin's whole queue, one status of it, another reviewer's list and every task are refused", async () => {
    const db = asReviewer();
    await assertFails(getDocs(reviewQueueQuery(db)));
    for (const status of REVIEW_STATUSES) await assertFails(getDocs(reviewQueueQuery(db, status)));
    await assertFails(getDocs(myReviewTasksQuery(db, OTHER_REVIEWER)));
    await assertFails(getDocs(collection(db, 'tasks')));
    await assertFails(getDocs(query(collection(db, 'tasks'), where('userId', '==', OWNER.uid))));
  });
  it('reads its own reviewer profile and notifications, settings/app like everyone', async () => {
    const db = asReviewer();
    await assertSucceeds(getDoc(doc(db, `reviewerProfiles/${REVIEWER.uid}`)));
    await assertSucceeds(getDoc(doc(db, 'notifications/mine')));
    await assertSucceeds(getDoc(doc(db, 'settings/app')));
  });
});

describe('reviewerProfiles', () => {
  it('admins read and list them; nobody writes', async () => {
    const db = asAdmin();
    await assertSucceeds(getDoc(doc(db, `reviewerProfiles/${REVIEWER.uid}`)));
    await assertSucceeds(getDocs(collection(db, 'reviewerProfiles')));
    await assertFails(updateDoc(doc(db, `reviewerProfiles/${REVIEWER.uid}`), { away: true }));
  });
  it('a customer, even the one with that uid but no claim, reads none', async () => {
    const customer = env.authenticatedContext(REVIEWER.uid).firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(customer, `reviewerProfiles/${REVIEWER.uid}`)));
    await assertFails(getDoc(doc(customer, 'tasks/pool')));
    await assertFails(getDoc(doc(customer, 'tasks/pool/staff/draft')));
  });
  it('admins still read every task and draft', async () => {
    const db = asAdmin();
    const queue = await assertSucceeds(getDocs(reviewQueueQuery(db)));
    expect(queue.docs.map((d) => d.id).sort()).toEqual(['mine', 'pool', 'theirs']);
    for (const status of REVIEW_STATUSES) await assertSucceeds(getDocs(reviewQueueQuery(db, status)));
    const drafted = await getDocs(reviewQueueQuery(db, 'ai_drafted'));
    expect(drafted.docs.map((d) => d.id)).toEqual(['pool']);
    await assertSucceeds(getDocs(reviewQueueQuery(db, 'all', queue.docs[0])));
    await assertSucceeds(getDoc(doc(db, 'tasks/theirs/staff/draft')));
  });
});
