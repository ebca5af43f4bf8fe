// The reviewer role: granted and revoked by admins (claim, profile mirror, reviewer profile,
// audit); refused every admin-only callable; limited to the tasks assigned to them and the pool
// when picking up, delivering, handing back and downloading; reassigned by admins.
import type { AuditLog, Task } from '@tasklane/domain';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/emulators';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../support/functions-client';
import { auditFor, putTask, setSettings } from '../support/task-helpers';
import { download, upload } from '../support/files';

const H = 3_600_000;
const REASON = 'Out sick until Monday';
let admin: TestClient;
let reviewer: TestClient;
let otherReviewer: TestClient;
let customer: TestClient;
const opened: TestClient[] = [];

async function withProfile(c: TestClient, role: 'customer' | 'admin' = 'customer') {
  await adminDb
    .doc(`profiles/${c.uid}`)
    .set({ name: 'Test Person', email: c.email, locale: 'en', role, createdAt: new Date(), updatedAt: new Date() });
  return c;
}

beforeAll(async () => {
  await setSettings();
  [admin, reviewer, otherReviewer, customer] = await Promise.all([
    signedInClient({ admin: true }).then((c) => withProfile(c, 'admin')),
    signedInClient({ reviewer: true }).then((c) => withProfile(c)),
    signedInClient({ reviewer: true }),
    signedInClient().then((c) => withProfile(c)),
  ]);
  opened.push(admin, reviewer, otherReviewer, customer);
  await adminDb.doc(`reviewerProfiles/${reviewer.uid}`).set({
    name: 'Rev',
    languages: ['en'],
    categories: [],
    maxActive: 3,
    away: false,
    active: true,
    lastAssignedAt: null,
    updatedAt: new Date(),
  });
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const cust = () => customer.uid as string;
const taskOf = async (taskId: string) => (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
const open = (overrides: Partial<Task>): Partial<Task> => ({
  queueStatus: null,
  queuePosition: null,
  activatedAt: new Date(),
  dueAt: new Date(Date.now() + 12 * H),
  ...overrides,
});

/** Every callable the functions declare admin-only, read from the source so a new one is covered at once. */
function adminOnlyCallables(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../functions/src/callable');
  const names: string[] = [];
  for (const f of readdirSync(dir)) {
    const m = /defineCallable\(\s*'(\w+)',\s*'admin'/.exec(readFileSync(path.join(dir, f), 'utf8'));
    if (m) names.push(m[1]!);
  }
  return names.sort();
}

describe('setReviewerRole', () => {
  it('grants then revokes: claim, profile mirror, reviewer profile on then off, audit entries', async () => {
    const target = await withProfile(await signedInClient());
    opened.push(target);
    const uid = target.uid as string;
    expect(await admin.call('setReviewerRole', { uid, reviewer: true })).toEqual({ uid, reviewer: true });
    const user = await adminAuth.getUser(uid);
    expect(user.customClaims).toEqual({ reviewer: true });
    expect((await adminDb.doc(`profiles/${uid}`).get()).data()).toMatchObject({ reviewer: true, role: 'customer' });
    expect((await adminDb.doc(`reviewerProfiles/${uid}`).get()).data()).toMatchObject({
      active: true,
      away: false,
      languages: ['en', 'fr'],
      categories: [],
      maxActive: 3,
      name: 'Test Person',
    });

    await admin.call('setReviewerRole', { uid, reviewer: false });
    expect((await adminAuth.getUser(uid)).customClaims?.reviewer).toBeUndefined();
    expect((await adminDb.doc(`profiles/${uid}`).get()).get('reviewer')).toBe(false);
    expect((await adminDb.doc(`reviewerProfiles/${uid}`).get()).get('active')).toBe(false);
    const audit = (await adminDb.collection('auditLogs').where('subjectUserId', '==', uid).get()).docs.map(
      (d) => d.data() as AuditLog,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['role_granted', 'role_revoked']);
    expect(audit.every((a) => a.actorUserId === admin.uid && a.metadata.role === 'reviewer')).toBe(true);
  });

  it("revoking puts the reviewer's open tasks back in the pool, and leaves delivered ones alone", async () => {
    const leaving = await withProfile(await signedInClient());
    opened.push(leaving);
    const uid = leaving.uid as string;
    await admin.call('setReviewerRole', { uid, reviewer: true });
    const open1 = await putTask(cust(), open({ status: 'in_review', reviewerId: uid }));
    const done = await putTask(cust(), open({ status: 'delivered', reviewerId: uid }));
    await admin.call('setReviewerRole', { uid, reviewer: false });
    expect(await taskOf(open1)).toMatchObject({ status: 'in_review', reviewerId: null });
    expect((await taskOf(open1)).history.at(-1)).toMatchObject({
      note: 'Back to the pool: reviewer role revoked',
      staff: true,
    });
    expect((await taskOf(done)).reviewerId).toBe(uid);
    expect((await auditFor(cust(), 'task_handed_back')).filter((a) => a.entityId === open1)).toHaveLength(1);
  });

  it('keeps the admin claim when granting reviewer, and answers not-found for an unknown user', async () => {
    const both = await signedInClient({ admin: true });
    opened.push(both);
    await admin.call('setReviewerRole', { uid: both.uid as string, reviewer: true });
    expect((await adminAuth.getUser(both.uid as string)).customClaims).toEqual({ admin: true, reviewer: true });
    expect((await errorOf(admin.call('setReviewerRole', { uid: 'no-such-user-xyz', reviewer: true }))).code).toBe(
      'functions/not-found',
    );
  });
});

describe('a reviewer is refused everything admin-only', () => {
  it('each admin-only callable answers permission-denied to a reviewer, as to a customer', async () => {
    const names = adminOnlyCallables();
    // The list is read from the source; these must be among it, or the reading broke.
    expect(names).toEqual(
      expect.arrayContaining([
        'updateSettings',
        'setAdminRole',
        'setReviewerRole',
        'decideRefund',
        'adjustCredits',
        'setContactStatus',
        'reassignReviewer',
        'answerQuote',
      ]),
    );
    // One through the Functions emulator, as the app calls it: the ID token checked by the emulator.
    expect((await errorOf(reviewer.callRaw('updateSettings', {}))).code).toBe('functions/permission-denied');
    // Every one through the deployed callable's own wrapper (`.run`: the role check, before any
    // parsing), in this process, with the callers' real decoded ID tokens. Through the emulator each
    // callable boots a worker of its own, one after another: a minute or two of booting Node on two
    // cores, up to the test's time limit, to reach a check that is the same code for all of them.
    const functions = loadFunctions();
    const refusals = async (caller: TestClient) => {
      const token = await adminAuth.verifyIdToken(await caller.idToken());
      const codes: Record<string, string> = {};
      for (const name of names) {
        const callable = functions[name];
        codes[name] = callable
          ? await callable.run({ data: {}, auth: { uid: token.uid, token, rawToken: '' }, rawRequest: {} }).then(
              () => 'ok',
              (err: { code?: string }) => String(err.code),
            )
          : 'not exported';
      }
      return codes;
    };
    const allRefused = Object.fromEntries(names.map((name) => [name, 'permission-denied']));
    expect(await refusals(reviewer)).toEqual(allRefused);
    expect(await refusals(customer)).toEqual(allRefused);
  });

  it('cannot grant itself admin or reviewer to another, nor read a customer receipt', async () => {
    expect((await errorOf(reviewer.call('setAdminRole', { uid: reviewer.uid as string, admin: true }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await errorOf(reviewer.call('setReviewerRole', { uid: cust(), reviewer: true }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await adminAuth.getUser(reviewer.uid as string)).customClaims).toEqual({ reviewer: true });
    await adminDb.doc('receipts/TL-REV-1').set({ uid: cust(), number: 'TL-REV-1' });
    expect((await errorOf(reviewer.call('getReceiptPdf', { receiptId: 'TL-REV-1' }))).code).not.toBe('ok');
  });

  it('a customer and a signed-out caller are refused the staff callables', async () => {
    const taskId = await putTask(cust(), open({ status: 'ai_drafted' }));
    const anon = anonymousClient();
    for (const [name, input] of [
      ['pickUpTask', { taskId }],
      ['deliverTask', { taskId, result: 'x' }],
      ['handBackTask', { taskId, reason: REASON }],
    ] as const) {
      expect((await errorOf(customer.callRaw(name, input))).code, name).toBe('functions/permission-denied');
      expect((await errorOf(anon.callRaw(name, input))).code, name).toBe('functions/unauthenticated');
    }
    await anon.close();
    expect((await taskOf(taskId)).status).toBe('ai_drafted');
  });
});

describe('a reviewer works on the tasks assigned to them and the pool', () => {
  it('picks up a pool task and one assigned to them, delivers its own', async () => {
    const pool = await putTask(cust(), open({ status: 'ai_drafted', reviewerId: null }));
    expect(await reviewer.call('pickUpTask', { taskId: pool })).toEqual({
      status: 'in_review',
      reviewerId: reviewer.uid,
    });
    const mine = await putTask(cust(), open({ status: 'ai_drafted', reviewerId: reviewer.uid }));
    await reviewer.call('pickUpTask', { taskId: mine });
    expect((await reviewer.call('deliverTask', { taskId: mine, result: 'Polished text.' })).status).toBe('delivered');
    expect((await taskOf(mine)).status).toBe('delivered');
  });

  it("is refused another reviewer's task (not-found, as for a missing one), and cannot deliver it", async () => {
    const theirs = await putTask(cust(), open({ status: 'ai_drafted', reviewerId: otherReviewer.uid }));
    expect((await errorOf(reviewer.call('pickUpTask', { taskId: theirs }))).code).toBe('functions/not-found');
    const inReview = await putTask(cust(), open({ status: 'in_review', reviewerId: otherReviewer.uid }));
    expect((await errorOf(reviewer.call('deliverTask', { taskId: inReview, result: 'Mine now.' }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await errorOf(reviewer.call('handBackTask', { taskId: inReview, reason: REASON }))).code).toBe(
      'functions/not-found',
    );
    expect(await taskOf(inReview)).toMatchObject({ status: 'in_review', reviewerId: otherReviewer.uid });
  });

  it('hands a task in review back to the pool with a reason: history, audit, admins told; another reviewer takes it', async () => {
    const taskId = await putTask(cust(), open({ status: 'in_review', reviewerId: reviewer.uid }));
    expect(await reviewer.call('handBackTask', { taskId, reason: REASON })).toEqual({ status: 'pool' });
    const task = await taskOf(taskId);
    expect(task).toMatchObject({ status: 'in_review', reviewerId: null });
    expect(task.history.at(-1)).toMatchObject({ by: reviewer.uid, note: `Handed back to the pool: ${REASON}` });
    const audit = (await auditFor(cust(), 'task_handed_back')).filter((a) => a.entityId === taskId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: reviewer.uid, metadata: { before: reviewer.uid, reason: REASON } });
    const told = await adminDb
      .collection('notifications')
      .where('userId', '==', admin.uid)
      .where('templateKey', '==', 'review_pool')
      .get();
    expect(told.docs.some((d) => d.get('payload.task_id') === taskId)).toBe(true);
    // A second hand-back has nothing to give back.
    expect((await errorOf(reviewer.call('handBackTask', { taskId, reason: REASON }))).code).toBe('functions/not-found');
    expect(await otherReviewer.call('pickUpTask', { taskId })).toEqual({
      status: 'in_review',
      reviewerId: otherReviewer.uid,
    });
    expect((await taskOf(taskId)).history.at(-1)).toMatchObject({
      by: otherReviewer.uid,
      note: 'Picked up from the pool',
    });
  });

  it("downloads the files of a task assigned to them, not another reviewer's", async () => {
    const taskId = await putTask(cust(), { status: 'submitted' });
    const sent = await upload(
      await customer.idToken(),
      { taskId, purpose: 'attachment' },
      'hours.txt',
      Buffer.from('Open 9 to 5'),
    );
    expect(sent.status).toBe(201);
    const fileId = (sent.body.file as { id: string }).id;
    await adminDb.doc(`tasks/${taskId}`).update({ status: 'in_review', queueStatus: null, reviewerId: reviewer.uid });
    const mine = await download(await reviewer.idToken(), { taskId, fileId });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toBe('Open 9 to 5');
    expect((await download(await otherReviewer.idToken(), { taskId, fileId })).status).toBe(404);
  });

  it('an admin reassigns to a reviewer (not only to admins), audited', async () => {
    const taskId = await putTask(cust(), open({ status: 'ai_drafted', reviewerId: null }));
    expect(
      await admin.call('reassignReviewer', { taskId, reviewerId: reviewer.uid as string, reason: REASON }),
    ).toEqual({ reviewerId: reviewer.uid });
    const audit = (await auditFor(cust(), 'task_reviewer_reassigned')).filter((a) => a.entityId === taskId);
    expect(audit[0]).toMatchObject({ metadata: { before: null, after: reviewer.uid, reason: REASON } });
    const err = await errorOf(admin.call('reassignReviewer', { taskId, reviewerId: cust(), reason: REASON }));
    expect(err).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'reviewer_not_admin' } });
  });
});

describe('updateReviewerProfile', () => {
  const skills = {
    languages: ['fr'] as ('en' | 'fr')[],
    categories: ['marketing_content' as const],
    maxActive: 4,
    away: false,
  };

  it('an admin sets skills; the reviewer sets only their own availability; both audited', async () => {
    const uid = reviewer.uid as string;
    await admin.call('updateReviewerProfile', { uid, skills });
    expect((await adminDb.doc(`reviewerProfiles/${uid}`).get()).data()).toMatchObject(skills);
    await reviewer.call('updateReviewerProfile', { uid, away: true });
    expect((await adminDb.doc(`reviewerProfiles/${uid}`).get()).get('away')).toBe(true);
    await reviewer.call('updateReviewerProfile', { uid, away: false });
    const audit = (await auditFor(uid, 'reviewer_profile_updated')) as AuditLog[];
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.some((a) => a.actorUserId === uid && (a.metadata.after as { away?: boolean }).away === true)).toBe(
      true,
    );
  });

  it("refuses a reviewer's own skills, another reviewer's availability, a customer, and bad skills", async () => {
    const uid = reviewer.uid as string;
    expect(
      (await errorOf(reviewer.call('updateReviewerProfile', { uid, skills: { ...skills, maxActive: 50 } }))).code,
    ).toBe('functions/permission-denied');
    expect(
      (await errorOf(reviewer.call('updateReviewerProfile', { uid: otherReviewer.uid as string, away: true }))).code,
    ).toBe('functions/permission-denied');
    expect((await errorOf(customer.call('updateReviewerProfile', { uid: cust(), away: true }))).code).toBe(
      'functions/permission-denied',
    );
    const bad = await errorOf(
      admin.callRaw('updateReviewerProfile', { uid, skills: { ...skills, languages: [], maxActive: 0 } }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
    expect((await errorOf(admin.call('updateReviewerProfile', { uid: cust(), away: true }))).code).toBe(
      'functions/not-found',
    );
  });
});

/** The built functions bundle (npm test builds it first), loaded in this process. */
function loadFunctions(): Record<string, { run(req: unknown): Promise<unknown> } | undefined> {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  return createRequire(import.meta.url)('../../functions/lib/index.js') as Record<
    string,
    { run(req: unknown): Promise<unknown> } | undefined
  >;
}
