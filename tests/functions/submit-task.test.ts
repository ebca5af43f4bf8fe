import type { Task } from '@tasklane/domain';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { PROJECT_ID } from '../support/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCurrentTerms,
  adminDb,
  anonymousClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../support/functions-client';
import { auditFor, balanceOf, giveWallet, holdAllSlots, setSettings, submitInput } from '../support/task-helpers';

const clients: TestClient[] = [];
async function customer(credits: number | null): Promise<TestClient> {
  const c = await signedInClient();
  clients.push(c);
  if (credits !== null) await giveWallet(c.uid as string, credits);
  return c;
}

beforeAll(setSettings);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('submitTask', () => {
  it('deducts the price, writes the queued task, its history, the ledger and the audit entries', async () => {
    const c = await customer(5);
    // Every slot taken, so it queues (starting at once on a free slot is pinned down in the queue tests).
    const release = await holdAllSlots();
    const out = await c
      .call('submitTask', submitInput(c.uid!, { category: 'design_media', tier: 'express', title: 'Menu visual' }))
      .finally(release);
    expect(out).toMatchObject({ priceCredits: 3, balance: 2, duplicate: false, queueStatus: 'queued' });
    expect(await balanceOf(c.uid as string)).toBe(2);

    const task = (await adminDb.doc(`tasks/${out.taskId}`).get()).data() as Task;
    expect(task).toMatchObject({
      userId: c.uid,
      title: 'Menu visual',
      status: 'submitted',
      queueStatus: 'queued',
      priceCredits: 3,
      paymentMethod: 'credits',
      revisionCount: 0,
      result: null,
    });
    expect((await adminDb.doc(`queue/${out.taskId}`).get()).exists).toBe(true);
    expect(task.history).toHaveLength(1);
    expect(task.history[0]).toMatchObject({ from: null, to: 'submitted', by: c.uid });

    const ledger = await adminDb.collection(`wallets/${c.uid}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        type: 'consumed',
        credits: -3,
        balanceAfter: 2,
        taskId: out.taskId,
        description: 'Menu visual',
        descriptionFr: 'Menu visual',
      }),
    ]);
    const consumed = await auditFor(c.uid as string, 'credits_consumed');
    expect(consumed).toHaveLength(1);
    expect(consumed[0]?.metadata).toMatchObject({
      credits_consumed: 3,
      description: 'Menu visual',
      remaining_balance: 2,
    });
    expect(await auditFor(c.uid as string, 'task_submitted')).toHaveLength(1);
  });

  it('is idempotent: a retried request id returns the same task and charges once', async () => {
    const c = await customer(5);
    const input = submitInput(c.uid!);
    const first = await c.call('submitTask', input);
    const again = await c.call('submitTask', input);
    expect(again).toMatchObject({ taskId: first.taskId, priceCredits: 1, balance: 4, duplicate: true });
    expect(await balanceOf(c.uid as string)).toBe(4);
    const tasks = await adminDb.collection('tasks').where('userId', '==', c.uid).get();
    expect(tasks.size).toBe(1);
  });

  it("says 'Insufficient credits' with what is needed and what is held, and writes nothing", async () => {
    const c = await customer(1);
    const err = await errorOf(c.call('submitTask', submitInput(c.uid!, { category: 'legal_compliance' })));
    expect(err.code).toBe('functions/failed-precondition');
    expect(err.message).toMatch(/^Insufficient credits/);
    expect(err.details).toEqual({ needed: 2, balance: 1 });
    expect((await adminDb.collection('tasks').where('userId', '==', c.uid).get()).size).toBe(0);
    expect(await balanceOf(c.uid as string)).toBe(1);
  });

  it("says 'Credit wallet not found' for a user without a wallet", async () => {
    const c = await customer(null);
    const err = await errorOf(c.call('submitTask', submitInput(c.uid!)));
    expect(err.code).toBe('functions/failed-precondition');
    expect(err.message).toMatch(/^Credit wallet not found/);
  });

  it("rejects a signed-out caller with 'User not authenticated'", async () => {
    const anon = anonymousClient();
    const err = await errorOf(anon.call('submitTask', submitInput('anon-account')));
    expect(err.code).toBe('functions/unauthenticated');
    expect(err.message).toMatch(/^User not authenticated/);
    await anon.close();
  });

  it('rejects bad input with a code per field', async () => {
    const c = await customer(5);
    const err = await errorOf(
      c.callRaw('submitTask', {
        requestId: randomUUID(),
        title: '',
        category: 'astrology',
        tier: 'overnight',
        brief: 'short',
        sourceText: 'word '.repeat(801),
        deliverableType: 'film',
        language: 'de',
      }),
    );
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toEqual({
      fields: {
        title: 'title_required',
        category: 'category_required',
        tier: 'tier_required',
        brief: 'brief_too_short',
        sourceText: 'source_too_many_words',
        deliverableType: 'deliverable_required',
        language: 'language_required',
        // The paying account is always sent (the caller's uid for their personal account).
        accountId: 'account_required',
      },
    });
    const words = await errorOf(c.callRaw('submitTask', submitInput(c.uid!, { sourceText: 'word '.repeat(801) })));
    expect(words.details).toEqual({ fields: { sourceText: 'source_too_many_words' } });
  });
  // submitTask is open to every signed-in role (admins may submit for themselves); no wrong role.
});

/**
 * The burst runs the deployed callable's own handler (`submitTask.run`, the same wrapper: auth,
 * zod parse, transaction) twenty times at once in this process, against the Firestore emulator.
 * Through the Functions emulator each concurrent call boots its own worker process; twenty at once
 * on a two-core machine spends its time booting Node instead of racing on the wallet.
 * Twenty callers on four credits is race enough: were the balance read outside the transaction,
 * every caller would see 4 and all twenty would pass. More callers only add the transactions'
 * back-off under contention (fifty on ten credits took minutes) and catch nothing more.
 */
describe('submitTask under concurrency', () => {
  it(
    '20 parallel submissions on 4 credits: exactly 4 succeed, balance 0, 4 tasks, 4 ledger and audit entries; retries add nothing',
    { timeout: 300_000 },
    async () => {
      const uid = `burst-${randomUUID()}`;
      // A person made directly here, not through sign-up: they accept the current terms as sign-up would.
      await Promise.all([giveWallet(uid, 4), acceptCurrentTerms(uid)]);
      const { submitTask } = loadFunctions();
      const call = (data: unknown) =>
        submitTask.run({ data, auth: { uid, token: {} }, rawRequest: {} } as never) as Promise<{ duplicate: boolean }>;
      const inputs = Array.from({ length: 20 }, (_, i) => submitInput(uid, { title: `Parallel ${i}` }));
      const tally = async () => {
        const settled = await Promise.allSettled(inputs.map((input) => call(input)));
        const outcomes: Record<string, number> = {};
        for (const s of settled) {
          const key =
            s.status === 'fulfilled' ? (s.value.duplicate ? 'duplicate' : 'ok') : String((s.reason as Error).message);
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        }
        return outcomes;
      };
      const ledger = async () =>
        (await adminDb.collection(`wallets/${uid}/ledger`).get()).docs.map(
          (d) => d.data() as { type: string; credits: number; balanceAfter: number },
        );
      expect(await tally()).toEqual({ ok: 4, 'Insufficient credits': 16 });
      expect(await balanceOf(uid)).toBe(0);
      expect((await adminDb.collection('tasks').where('userId', '==', uid).get()).size).toBe(4);
      expect(await auditFor(uid, 'credits_consumed')).toHaveLength(4);
      expect(await auditFor(uid, 'task_submitted')).toHaveLength(4);
      // The ledger tells the same story as the balance: four spends of one credit, each leaving one less.
      const entries = await ledger();
      expect(entries.map((e) => [e.type, e.credits])).toEqual(Array.from({ length: 4 }, () => ['consumed', -1]));
      expect(entries.map((e) => e.balanceAfter).sort()).toEqual([0, 1, 2, 3]);

      // Retry every request id: the four that went through come back as duplicates, nothing is charged twice.
      expect(await tally()).toEqual({ duplicate: 4, 'Insufficient credits': 16 });
      expect((await adminDb.collection('tasks').where('userId', '==', uid).get()).size).toBe(4);
      expect(await auditFor(uid, 'credits_consumed')).toHaveLength(4);
      expect(await ledger()).toHaveLength(4);
      expect(await balanceOf(uid)).toBe(0);
    },
  );
});

/** The built functions bundle (npm test builds it first), loaded in this process. */
function loadFunctions(): { submitTask: { run(req: unknown): unknown } } {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  return createRequire(import.meta.url)('../../functions/lib/index.js') as {
    submitTask: { run(req: unknown): unknown };
  };
}
