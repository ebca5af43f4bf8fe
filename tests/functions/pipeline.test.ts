// The whole life of a task through the real pipeline on the emulators: it starts at once (idle queue),
// the drafting trigger (offline drafter) drafts it, an admin picks it up, edits and delivers,
// the customer asks for a revision, the admin delivers again. Then the late refund, exactly
// once under two concurrent ticks, and the draft-failed path.
import { DEFAULT_SETTINGS, type Settings, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, clearTasks, createTask, eventually, readTask, setWallet, useDefaultSettings } from '../support/pipeline';
import { startFakeAi } from '../support/fake-ai-server';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { drafterFor } from '../../functions/src/services/drafters/index';

const wide: Settings = { ...DEFAULT_SETTINGS, queueCapacity: 50 };
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  admin = await signedInClient({ admin: true });
  customer = await signedInClient();
});
afterAll(async () => {
  await admin.close();
  await customer.close();
});
beforeEach(async () => {
  await clearTasks();
  await useDefaultSettings();
});

async function ledgerFor(uid: string, taskId: string) {
  const snap = await adminDb.collection(`wallets/${uid}/ledger`).where('taskId', '==', taskId).get();
  return snap.docs.map((d) => d.data());
}

describe('a task from submission to delivery and revision', () => {
  it('goes queued → active → ai_drafted → in_review → delivered → reopened → in_review → delivered', async () => {
    const uid = customer.uid!;
    await setWallet(uid, 5);
    const submitted = await customer.call('submitTask', {
      requestId: `req-${Date.now()}-pipeline`,
      accountId: uid,
      title: 'Patio captions',
      category: 'marketing_content',
      tier: 'express',
      brief: 'Five captions for our heated patio reopening, warm tone.',
      sourceText: 'Patio opens Friday. Heaters on.',
      deliverableType: 'text',
      language: 'en',
    });
    const id = submitted.taskId;
    // A free slot: the submission itself started it; the tick has nothing left to do.
    expect(submitted.queueStatus).toBe('active');
    expect((await runQueueTick(Date.now(), { settings: wide })).activated).toBe(0);

    const drafted = await eventually(async () => {
      const t = await readTask(id);
      return t.status === 'ai_drafted' ? t : null;
    }, 'the offline drafter');
    expect(drafted.draftFailed).toBe(false);
    expect(drafted.queueStatus).toBeNull();
    const draft = (await adminDb.doc(`tasks/${id}/staff/draft`).get()).data()!;
    expect(draft.provider).toBe('offline');
    expect(draft.text).toContain('[OFFLINE DRAFT');
    expect(draft.text).toContain('Patio opens Friday.');
    expect(drafted).not.toHaveProperty('draft');

    expect(await admin.call('pickUpTask', { taskId: id })).toEqual({ status: 'in_review', reviewerId: admin.uid });
    const edited = 'Our heated patio is back this Friday! Come warm up with us.';
    const delivered = await admin.call('deliverTask', { taskId: id, result: edited });
    expect(delivered.status).toBe('delivered');
    let task = await readTask(id);
    expect(task).toMatchObject({ status: 'delivered', result: edited, reviewerId: admin.uid });
    expect(task.deliveredAt).not.toBeNull();

    // The customer asks for a revision (the first one is free).
    expect(await customer.call('requestRevision', { taskId: id, note: 'Please mention the heaters.' })).toMatchObject({
      chargedCredits: 0,
      revisionCount: 1,
    });
    expect(await readTask(id)).toMatchObject({ status: 'reopened', revisionNote: 'Please mention the heaters.' });

    await admin.call('pickUpTask', { taskId: id });
    const second = `${edited} The heaters are on.`;
    await admin.call('deliverTask', { taskId: id, result: second });
    task = await readTask(id);
    expect(task.status).toBe('delivered');
    expect(task.result).toBe(second);
    // The second ai_drafted entry is the assignment (to a reviewer, or the pool), staff-only.
    expect(task.history.map((h) => h.to)).toEqual([
      'submitted',
      'submitted',
      'ai_drafted',
      'ai_drafted',
      'in_review',
      'delivered',
      'reopened',
      'in_review',
      'delivered',
    ]);
    expect(task.history.filter((h) => h.staff).map((h) => h.note)).toEqual([
      'No eligible reviewer: waiting in the pool',
    ]);
    expect(task.history.at(-1)?.note).toBe('Revision delivered');

    const audits = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', id)
      .where('action', '==', 'task_transition')
      .get();
    expect(audits.size).toBe(6); // ai_drafted, in_review, delivered, reopened, in_review, delivered
  });
});

describe('late delivery refund', () => {
  it('returns the credits exactly once, even with two ticks at the same moment, and keeps the task in the pipeline', async () => {
    const uid = customer.uid!;
    await setWallet(uid, 2);
    const activated = Date.now() - H;
    const id = await createTask(uid, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      priceCredits: 3,
      activatedAt: new Date(activated),
      dueAt: new Date(activated + 12 * H),
      slaWarned: true,
    });
    const late = activated + 12 * H + 60_000;

    const [one, two] = await Promise.all([
      runQueueTick(late, { settings: wide }),
      runQueueTick(late, { settings: wide }),
    ]);
    expect(one.refunded + two.refunded).toBe(1);

    const task = await readTask(id);
    expect(task.lateRefunded).toBe(true);
    expect(task.status).toBe('in_review');
    expect(task.history.filter((h) => h.note?.startsWith('Late delivery refund'))).toHaveLength(1);
    expect((await adminDb.doc(`wallets/${uid}`).get()).get('balance')).toBe(5);
    const ledger = await ledgerFor(uid, id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      type: 'refunded',
      credits: 3,
      balanceAfter: 5,
      description: 'Late delivery refund',
      descriptionFr: 'Remboursement pour livraison en retard',
    });
    const audits = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', id)
      .where('action', '==', 'credits_refunded')
      .get();
    expect(audits.size).toBe(1);

    const third = await runQueueTick(late + H, { settings: wide });
    expect(third.refunded).toBe(0);
  });
});

describe('drafting failures', () => {
  it('retries with backoff, then sends the task to review flagged draftFailed', async () => {
    const server = await startFakeAi('openai', [{ kind: 'rate-limited' }]);
    try {
      const settings: Settings = {
        ...DEFAULT_SETTINGS,
        drafter: { provider: 'openai', model: 'gpt-test', openaiBaseUrl: `${server.origin}/v1`, maxRetries: 2 },
      };
      // Created already active, so the activation trigger does not race this direct call.
      const id = await createTask(customer.uid!, {
        queueStatus: 'active',
        queuePosition: null,
        activatedAt: new Date(),
        dueAt: new Date(Date.now() + 24 * H),
      });
      const outcome = await draftTask(id, {
        settings,
        drafter: drafterFor(settings, { OPENAI_API_KEY: 'sk-test' }),
        backoffBaseMs: 10,
        timeoutMs: 2_000,
      });
      expect(outcome).toBe('failed');
      expect(server.requests).toHaveLength(3);
      const task: Task = await readTask(id);
      expect(task).toMatchObject({ status: 'ai_drafted', draftFailed: true, queueStatus: null });
      const draft = (await adminDb.doc(`tasks/${id}/staff/draft`).get()).data()!;
      expect(draft).toMatchObject({ failed: true, attempts: 3, text: '' });
      expect(await draftTask(id, { settings })).toBe('skipped');
    } finally {
      await server.close();
    }
  });
});
