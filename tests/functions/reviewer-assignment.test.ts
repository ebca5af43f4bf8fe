// Assignment when a draft is ready, in the transaction that marks it ai_drafted: the eligible
// reviewer (language, category, not away, under their maximum) with the least work due sooner
// than the task; otherwise the pool, and every admin is told. Each case in history and audit.
import { DEFAULT_SETTINGS, type Category, type Locale, type Task } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { randomId } from '../support/emulators';
import { H, clearTasks, createTask, readTask, useDefaultSettings } from '../support/pipeline';
import { auditFor } from '../support/task-helpers';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { drafterFor } from '../../functions/src/services/drafters/index';

let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInClient({ admin: true }), signedInClient()]);
  await adminDb.doc(`profiles/${admin.uid}`).set({
    name: 'Ada Admin',
    email: admin.email,
    locale: 'en',
    role: 'admin',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});
afterAll(async () => {
  await retireAllReviewers();
  await admin.close();
  await customer.close();
});
beforeEach(async () => {
  await clearTasks();
  await useDefaultSettings();
  await retireAllReviewers();
});

/** Other files' reviewers would compete for these drafts: every test starts with none active. */
async function retireAllReviewers() {
  const all = await adminDb.collection('reviewerProfiles').where('active', '==', true).get();
  await Promise.all(all.docs.map((d) => d.ref.update({ active: false })));
}

async function reviewer(
  skills: { languages?: Locale[]; categories?: Category[]; maxActive?: number; away?: boolean } = {},
): Promise<string> {
  const uid = randomId('rev');
  await adminDb.doc(`reviewerProfiles/${uid}`).set({
    name: uid,
    languages: skills.languages ?? ['en', 'fr'],
    categories: skills.categories ?? ['admin_docs', 'marketing_content'],
    maxActive: skills.maxActive ?? 3,
    away: skills.away ?? false,
    active: true,
    lastAssignedAt: null,
    updatedAt: new Date(),
  });
  return uid;
}

/** Open work already on a reviewer's desk, due in `hours`. */
async function workFor(uid: string, hours: number) {
  await createTask('someone-else', {
    status: 'in_review',
    queueStatus: null,
    queuePosition: null,
    reviewerId: uid,
    dueAt: new Date(Date.now() + hours * H),
  });
}

/** A task that has just left the queue, drafted by the offline drafter; returns it after the draft. */
async function drafted(overrides: Partial<Task> = {}): Promise<{ id: string; task: Task }> {
  const now = Date.now();
  const id = await createTask(customer.uid as string, {
    status: 'submitted',
    queueStatus: 'active',
    queuePosition: null,
    activatedAt: new Date(now),
    dueAt: new Date(now + 24 * H),
    ...overrides,
  });
  // The drafting trigger may win the race; either way one transaction drafts and assigns.
  await draftTask(id, { settings: DEFAULT_SETTINGS, drafter: drafterFor(DEFAULT_SETTINGS) });
  const task = await readTask(id);
  expect(task.status).toBe('ai_drafted');
  return { id, task };
}

describe('assignment of a ready draft', () => {
  it('goes by language: a French task to the French reviewer, with history and audit', async () => {
    await reviewer({ languages: ['en'] });
    const fr = await reviewer({ languages: ['fr'] });
    const { id, task } = await drafted({ language: 'fr' });
    expect(task.reviewerId).toBe(fr);
    expect(task.history.some((h) => h.note === `Assigned to reviewer ${fr}`)).toBe(true);
    const audit = (await auditFor(customer.uid as string, 'task_assigned')).filter((a) => a.entityId === id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ metadata: { reviewerId: fr } });
    const told = await adminDb
      .collection('notifications')
      .where('userId', '==', fr)
      .where('templateKey', '==', 'review_assigned')
      .get();
    expect(told.docs.map((d) => d.get('payload.task_id'))).toEqual([id]);
  });

  it('goes by category', async () => {
    await reviewer({ categories: ['design_media'] });
    const docs = await reviewer({ categories: ['admin_docs'] });
    expect((await drafted({ category: 'admin_docs' })).task.reviewerId).toBe(docs);
  });

  it('skips a reviewer who is away', async () => {
    const present = await reviewer();
    await reviewer({ away: true });
    await reviewer({ away: true });
    expect((await drafted()).task.reviewerId).toBe(present);
  });

  it('skips a reviewer at their maximum, even with no work due sooner', async () => {
    const full = await reviewer({ maxActive: 1 });
    await workFor(full, 100);
    const busy = await reviewer({ maxActive: 5 });
    await workFor(busy, 1);
    await workFor(busy, 2);
    expect((await drafted()).task.reviewerId).toBe(busy);
  });

  it('prefers the least work due sooner than the task, then the fewest tasks', async () => {
    const a = await reviewer();
    const b = await reviewer();
    // a: two tasks, both due after the new one; b: one task, due before it.
    await workFor(a, 40);
    await workFor(a, 48);
    await workFor(b, 2);
    expect((await drafted({ dueAt: new Date(Date.now() + 24 * H) })).task.reviewerId).toBe(a);
    // Now a has 3 open (none due sooner than a task due in 1 h), b has 1 due in 2 h: b has fewer.
    expect((await drafted({ dueAt: new Date(Date.now() + 1 * H) })).task.reviewerId).toBe(b);
  });

  it('with nobody eligible, waits in the pool and every admin is told', async () => {
    await reviewer({ languages: ['en'] });
    await reviewer({ away: true, languages: ['fr'] });
    const { id, task } = await drafted({ language: 'fr' });
    expect(task.reviewerId).toBeNull();
    expect(task.history.some((h) => h.note === 'No eligible reviewer: waiting in the pool')).toBe(true);
    const audit = (await auditFor(customer.uid as string, 'task_assigned')).filter((a) => a.entityId === id);
    expect(audit[0]).toMatchObject({ metadata: { reviewerId: null } });
    const told = await adminDb
      .collection('notifications')
      .where('userId', '==', admin.uid)
      .where('templateKey', '==', 'review_pool')
      .get();
    expect(told.docs.map((d) => d.get('payload.task_id'))).toContain(id);
    // The notice quotes the customer's title, so it names their account: deleting it deletes the notice.
    expect(told.docs.find((d) => d.get('payload.task_id') === id)?.get('aboutAccountId')).toBe(customer.uid);
  });

  it('stamps the chosen reviewer, so equals take turns', async () => {
    const a = await reviewer();
    const b = await reviewer();
    const first = (await drafted()).task.reviewerId;
    expect([a, b]).toContain(first);
    expect((await adminDb.doc(`reviewerProfiles/${first}`).get()).get('lastAssignedAt')).toBeInstanceOf(Timestamp);
    // Both now have one open task due sooner than the next: the one never assigned goes first.
    await workFor(first === a ? b : a, 1);
    const second = (await drafted()).task.reviewerId;
    expect(second).not.toBe(first);
  });
});
