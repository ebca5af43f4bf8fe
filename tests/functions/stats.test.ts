// Pre-aggregated statistics against the emulators: a scripted mix of the real flows (a pack bought
// at the Stripe stand-in, submissions, an on-time and a late delivery with its automatic refund, a
// revision, a money-back refund, an AI-draft failure, a cancellation, a card task refunded to the
// card, a monthly plan paid by card), then live statistics == a recount from the raw records == the backfill's rebuild, and
// replayed webhooks, triggers and ticks add nothing.
import {
  DEFAULT_SETTINGS,
  K,
  QUEUE_COLLECTION,
  QUEUE_STATE_PATH,
  STATS_SHARDS,
  deferredRevenueCents,
  splitSettings,
  statsSummary,
  sumCounters,
  type Task,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { runQueueTick } from '../../functions/src/lib/pipeline/tick';
import { recordStats } from '../../functions/src/lib/stats';
import { readLiveStats, rebuildStats, writeStats } from '../../functions/src/maintenance/stats-rebuild';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { H, eventually, readTask } from '../support/pipeline';
import { buyer, deliver, eventsAbout, packInput, payAt, until } from '../support/stripe';
import { holdAllSlots, setSettings, cardTaskOrder, submitInput } from '../support/task-helpers';

const opened: TestClient[] = [];
let admin: TestClient;

/** Statistics count the whole database, so this file starts from no money and no tasks at all. */
async function wipe() {
  for (const c of [
    'tasks',
    'wallets',
    'payments',
    'refunds',
    'refundRequests',
    'cardRefunds',
    'checkoutDrafts',
    'invoices',
    'subscriptions',
    'statsPlatform',
    'customerStats',
    QUEUE_COLLECTION,
  ]) {
    await adminDb.recursiveDelete(adminDb.collection(c));
  }
  await adminDb.doc(QUEUE_STATE_PATH).delete();
}

beforeAll(async () => {
  await wipe();
  await setSettings();
  admin = await signedInClient({ admin: true });
  opened.push(admin);
});
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function buyPack(c: TestClient, packId: string) {
  const { url, sessionId } = await c.call('createCheckoutSession', packInput(packId));
  expect((await payAt(url)).status).toBe(303);
  return { sessionId, out: await c.call('confirmCheckoutSession', { sessionId }) };
}

const drafted = (id: string) =>
  eventually(async () => ((await readTask(id)).status === 'ai_drafted' ? readTask(id) : null), `task ${id} drafted`);

async function review(id: string, result = 'Here is the polished text.') {
  await admin.call('pickUpTask', { taskId: id });
  await admin.call('deliverTask', { taskId: id, result });
}

describe('statistics', () => {
  it('equal a recount and the backfill after a scripted mix, and replays add nothing', async () => {
    const a = await buyer({ province: 'ON', balance: 0 });
    const b = await buyer({ province: 'QC', balance: 0 });
    opened.push(a, b);

    // Credits bought by card: 5 credits, 135 $ + 13 % HST.
    const pack = await buyPack(a, 'pack_5');
    expect(pack.out).toMatchObject({ status: 'paid', credits: 5 });

    // 1. Submitted (1 credit), drafted, delivered on time.
    const t1 = (await a.call('submitTask', submitInput(a.uid!))).taskId;
    await drafted(t1);
    await review(t1);
    // 2. Express marketing (1 + 1 credits): due time passes before delivery, the tick refunds it, delivered late.
    const t2 = (await a.call('submitTask', submitInput(a.uid!, { category: 'marketing_content', tier: 'express' })))
      .taskId;
    await drafted(t2);
    await admin.call('pickUpTask', { taskId: t2 });
    const past = Date.now() - H;
    await adminDb.doc(`tasks/${t2}`).update({ dueAt: Timestamp.fromMillis(past) });
    expect((await runQueueTick(Date.now())).refunded).toBe(1);
    await admin.call('deliverTask', { taskId: t2, result: 'Late, but done.' });
    // 3. A free revision of t1, delivered again; then its money-back refund is approved.
    await a.call('requestRevision', { taskId: t1, note: 'Please shorten the second paragraph.' });
    await review(t1, 'Shorter now.');
    await a.call('requestRefund', { taskId: t1, reason: 'The tone still is not ours.' });
    await admin.call('decideRefund', { taskId: t1, decision: 'approved', reason: 'Fair enough.' });
    // 4. The AI drafter fails (an unreachable provider, no retries): the task goes to review flagged.
    const { staff } = splitSettings(DEFAULT_SETTINGS);
    await adminDb.doc('settings/staff').set({
      ...staff,
      drafter: { provider: 'openai', model: 'gpt-test', openaiBaseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 },
    });
    const t3 = (await a.call('submitTask', submitInput(a.uid!, { category: 'hr_operations' }))).taskId;
    expect((await drafted(t3)).draftFailed).toBe(true);
    await setSettings();
    // 5. Queued behind full slots, then cancelled: credits back; a card task cancelled: card refunded.
    const release = await holdAllSlots();
    const t4 = (await a.call('submitTask', submitInput(a.uid!, { tier: 'premium' }))).taskId;
    expect((await readTask(t4)).queueStatus).toBe('queued');
    await a.call('cancelTask', { taskId: t4 });
    const { requestId, task } = cardTaskOrder({ category: 'design_media' });
    const checkout = await b.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'fr' });
    expect((await payAt(checkout.url)).status).toBe(303);
    const cardTask = await b.call('confirmCheckoutSession', { sessionId: checkout.sessionId });
    await b.call('cancelTask', { taskId: cardTask.taskId as string });
    await until(
      async () => (await adminDb.collection('refunds').where('paymentId', '==', cardTask.paymentId).get()).size === 1,
      'the card refund to be filed',
    );
    await release();
    // 6. A monthly plan in Quebec: 199 $ + GST + QST by card, 9 credits granted by the invoice.
    const started = await b.call('startSubscription', { planId: 'pro', locale: 'fr' });
    expect((await payAt(started.url)).status).toBe(303);
    const plan = await b.call('confirmSubscription', { sessionId: started.sessionId });
    expect(plan).toMatchObject({ status: 'active', planId: 'pro', credits: 9 });
    const invoiceId = plan.invoiceId as string;

    // Replays: the pack's webhook event and the success page again, the refund's charge.refunded,
    // the tick (late refund already made), the drafting trigger's work (task no longer active).
    const [completed] = await until(async () => {
      const found = await eventsAbout(pack.sessionId, 'checkout.session.completed');
      return found.length > 0 ? found : null;
    }, 'the pack event');
    expect(await deliver(completed)).toBe(200);
    expect(await deliver(completed)).toBe(200);
    await a.call('confirmCheckoutSession', { sessionId: pack.sessionId });
    const [refunded] = await until(async () => {
      const found = await eventsAbout(cardTask.paymentId as string, 'charge.refunded');
      return found.length > 0 ? found : null;
    }, 'the charge.refunded event');
    expect(await deliver(refunded)).toBe(200);
    const [invoicePaid] = await until(async () => {
      const found = await eventsAbout(invoiceId, 'invoice.paid');
      return found.length > 0 ? found : null;
    }, 'the invoice.paid event');
    expect(await deliver(invoicePaid)).toBe(200);
    expect(await b.call('confirmSubscription', { sessionId: started.sessionId })).toMatchObject({
      status: 'active',
      credits: 9,
      invoiceId,
    });
    expect((await runQueueTick(Date.now())).refunded).toBe(0);
    expect(await draftTask(t3)).toBe('skipped');
    // Triggers that follow these writes (notifications, receipts' e-mails) move no statistic.
    await new Promise((r) => setTimeout(r, 1500));

    const live = await readLiveStats(adminDb);
    const total = live.platform.total!;

    // The recount: straight from the raw records, without the statistics' own event mapping.
    const tasks = (await adminDb.collection('tasks').get()).docs.map((d) => d.data() as Task);
    const ledger = (await adminDb.collectionGroup('ledger').get()).docs.map(
      (d) => d.data() as { type: string; credits: number },
    );
    const payments = (await adminDb.collection('payments').get()).docs.map((d) => d.data());
    const refunds = (await adminDb.collection('refunds').get()).docs.map((d) => d.data());
    // Card money comes in through one-off payments and plan invoices alike.
    const invoices = (await adminDb.collection('invoices').get()).docs.map((d) => d.data());
    const charges = [...payments, ...invoices];
    const credits = (type: string) =>
      ledger.filter((l) => l.type === type).reduce((s, l) => s + Math.abs(l.credits), 0);
    const recount = {
      [K.submitted]: tasks.length,
      [K.activated]: tasks.filter((t) => t.activatedAt).length,
      [K.delivered]: tasks.filter((t) => t.history.some((h) => h.to === 'delivered')).length,
      [K.revisions]: tasks.reduce((s, t) => s + t.revisionCount, 0),
      [K.cancelled]: tasks.filter((t) => t.status === 'cancelled').length,
      [K.lateRefunds]: tasks.filter((t) => t.lateRefunded).length,
      [K.aiDrafts]: tasks.filter((t) => t.history.some((h) => h.to === 'ai_drafted')).length,
      [K.aiFailures]: tasks.filter((t) => t.draftFailed).length,
      [K.creditsSold]: credits('purchased'),
      [K.creditsConsumed]: credits('consumed'),
      [K.creditsRefunded]: credits('refunded'),
      [K.creditsGranted]: credits('plan'),
      [K.payments]: charges.length,
      [K.grossCents]: charges.reduce((s, p) => s + (p.subtotalCents as number), 0),
      [K.chargedCents]: charges.reduce((s, p) => s + (p.totalCents as number), 0),
      [K.refundedChargedCents]: refunds.reduce((s, r) => s + (r.amountCents as number), 0),
    };
    for (const [k, v] of Object.entries(recount)) expect([k, total[k] ?? 0]).toEqual([k, v]);

    // And what the script did, by hand: 6 tasks (4 by credits, 1 by card, plus none from the held slots, removed).
    expect(invoices).toHaveLength(1);
    expect(total).toMatchObject({
      [K.submitted]: 5,
      [K.delivered]: 2,
      [K.onTime]: 1,
      [K.late]: 1,
      [K.revisions]: 1,
      [K.revisionsDelivered]: 1,
      [K.lateRefunds]: 1,
      [K.moneyBackApproved]: 1,
      [K.aiDrafts]: 3,
      [K.aiFailures]: 1,
      [K.cancelled]: 2,
      [K.creditsSold]: 5,
      [K.creditsGranted]: 9,
      // t1 1, t2 2, t3 1, t4 3 (premium +2).
      [K.creditsConsumed]: 7,
      // t2's late refund 2, t1's money back 1, t4's cancellation 3.
      [K.creditsRefunded]: 6,
      [K.payments]: 3,
      [K.cardRefunds]: 1,
      // Pack 135 $ (ON, HST 17.55); design task 2 credits = 58 $ (QC, GST 2.90 + QST 5.79), refunded in full;
      // plan 199 $ (QC, GST 9.95 + QST 19.85).
      [K.grossCents]: 13_500 + 5_800 + 19_900,
      [K.refundsCents]: 5_800,
      [K.tax('HST')]: 1_755,
      [K.tax('GST')]: 290 + 995,
      [K.tax('QST')]: 579 + 1_985,
      [K.taxRefunded('GST')]: 290,
      [K.taxRefunded('QST')]: 579,
      [K.productGross('pack')]: 13_500,
      [K.productGross('task')]: 5_800,
      [K.productGross('plan')]: 19_900,
      [K.productRefunds('task')]: 5_800,
      [K.category('admin_docs')]: 2,
      [K.tier('premium')]: 1,
    });
    const summary = statsSummary(total);
    expect(summary).toMatchObject({
      netCents: 13_500 + 19_900,
      taxesCents: 1_755 + 995 + 1_985,
      onTimeRate: 0.5,
      aiFailureRate: 1 / 3,
      creditsOutstanding: 4 + 9,
    });
    // 13 credits left of 14 paid for (5 at 27 $, 9 for 199 $): 13 × 334 $ / 14.
    expect(deferredRevenueCents(total)).toBe(Math.round((13 * 33_400) / 14));
    const balanceOf = async (uid: string) => (await adminDb.doc(`wallets/${uid}`).get()).get('balance') as number;
    expect(await balanceOf(a.uid!)).toBe(4);
    expect((await balanceOf(a.uid!)) + (await balanceOf(b.uid!))).toBe(summary.creditsOutstanding);

    // Per customer: A's month and total hold A's share; B's hold the card task.
    expect(live.customers[a.uid!]!.total).toMatchObject({
      [K.submitted]: 4,
      [K.creditsSold]: 5,
      [K.creditsConsumed]: 7,
      [K.grossCents]: 13_500,
    });
    expect(live.customers[b.uid!]!.total).toMatchObject({
      [K.submitted]: 1,
      [K.creditsGranted]: 9,
      [K.grossCents]: 5_800 + 19_900,
      [K.refundsCents]: 5_800,
      [K.productGross('plan')]: 19_900,
    });
    expect(
      sumCounters(
        Object.entries(live.platform)
          .filter(([k]) => k !== 'total')
          .map(([, c]) => c),
      ),
    ).toEqual(total);

    // The backfill rebuilds exactly the live documents, and writing it leaves them the same.
    const rebuilt = await rebuildStats(adminDb);
    expect(rebuilt).toEqual(live);
    // Plan revenue is rebuilt from the invoice, not only the credits it granted.
    expect(rebuilt.platform.total![K.productGross('plan')]).toBe(19_900);
    await writeStats(adminDb, rebuilt);
    expect(await readLiveStats(adminDb)).toEqual(live);
    // Two dozen calls, checkouts and triggers on a loaded machine.
  }, 600_000);

  it('adds two events of one transaction on the same shard', async () => {
    const before = (await adminDb.doc('statsPlatform/total_0').get()).get(`c.${K.revisions}`) ?? 0;
    await adminDb.runTransaction(async (tx) => {
      recordStats(tx, { kind: 'revision_requested', at: Date.now(), accountId: null }, { db: adminDb, shard: 0 });
      recordStats(tx, { kind: 'revision_requested', at: Date.now(), accountId: null }, { db: adminDb, shard: 0 });
    });
    expect((await adminDb.doc('statsPlatform/total_0').get()).get(`c.${K.revisions}`)).toBe(before + 2);
    expect(STATS_SHARDS).toBeGreaterThan(1);
  });
});
