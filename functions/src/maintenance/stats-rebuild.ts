import {
  accountOf,
  STATS_CUSTOMER,
  STATS_PRODUCTS,
  TAX_CODES,
  addCounters,
  customerStatsDocSchema,
  invoiceSchema,
  paymentSchema,
  platformStatsDocSchema,
  statsBucket,
  statsDeltas,
  toMillis,
  type HistoryEntry,
  type LedgerType,
  type StatsCounters,
  type StatsEvent,
  type StatsProduct,
  type TaxCode,
} from '@tasklane/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { creditNoteAmounts } from '../lib/payments/refunds.js';
import { DELETED_USER } from '../lib/personal-data.js';
import { refs } from '../lib/collections.js';

/** Statistics as plain counters, shards added up: the shape both the live documents and a rebuild reduce to. */
export interface StatsImage {
  /** 'YYYY-MM' or 'total' → counters. */
  platform: Record<string, StatsCounters>;
  /** 'YYYY-MM' → day ('DD') → counters. */
  platformDays: Record<string, Record<string, StatsCounters>>;
  /** Paying account → 'YYYY-MM' or 'total' → counters. */
  customers: Record<string, Record<string, StatsCounters>>;
}

const emptyImage = (): StatsImage => ({ platform: {}, platformDays: {}, customers: {} });

function apply(image: StatsImage, e: StatsEvent): void {
  const deltas = statsDeltas(e);
  if (Object.keys(deltas).length === 0) return;
  const { month, day } = statsBucket(e.at);
  addCounters((image.platform[month] ??= {}), deltas);
  addCounters((image.platform.total ??= {}), deltas);
  addCounters(((image.platformDays[month] ??= {})[day] ??= {}), deltas);
  if (e.accountId && e.accountId !== DELETED_USER) {
    const mine = (image.customers[e.accountId] ??= {});
    addCounters((mine[month] ??= {}), deltas);
    addCounters((mine.total ??= {}), deltas);
  }
}

const ms = (v: unknown): number | null => toMillis(v as Parameters<typeof toMillis>[0]);
const product = (kind: unknown): StatsProduct =>
  (STATS_PRODUCTS as readonly string[]).includes(String(kind)) ? (kind as StatsProduct) : 'task';
const taxLines = (taxes: unknown) =>
  ((taxes as { code: string; amountCents: number }[] | undefined) ?? []).filter((t) =>
    (TAX_CODES as readonly string[]).includes(t.code),
  ) as { code: TaxCode; amountCents: number }[];

/** The events one task's document records: submission, activation, its history, the late refund. */
export function taskEvents(task: DocumentData): StatsEvent[] {
  // Under the paying account, as the live writes count them: a team task is the team's.
  const accountId = String(task.accountId ?? task.userId ?? '') || null;
  const submittedAt = ms(task.submittedAt);
  const out: StatsEvent[] = [];
  if (submittedAt !== null)
    out.push({
      kind: 'task_submitted',
      at: submittedAt,
      accountId,
      category: task.category,
      tier: task.tier,
      bilingual: task.bilingual === true,
    });
  const activatedAt = ms(task.activatedAt);
  if (activatedAt !== null) out.push({ kind: 'task_activated', at: activatedAt, accountId });
  let delivered = false;
  for (const h of (task.history as HistoryEntry[] | undefined) ?? []) {
    const at = ms(h.at);
    if (at === null || h.from === h.to) continue;
    if (h.to === 'ai_drafted') out.push({ kind: 'task_drafted', at, accountId, failed: task.draftFailed === true });
    if (h.to === 'reopened') out.push({ kind: 'revision_requested', at, accountId });
    if (h.to === 'cancelled') out.push({ kind: 'task_cancelled', at, accountId });
    if (h.to === 'delivered') {
      // Documents from before deliveredOnTime was kept fall back to the due time they still carry.
      const due = ms(task.dueAt);
      const onTime = typeof task.deliveredOnTime === 'boolean' ? task.deliveredOnTime : due === null || at <= due;
      out.push({
        kind: 'task_delivered',
        at,
        accountId,
        first: !delivered,
        onTime,
        turnaroundMs: Math.max(0, at - (submittedAt ?? at)),
      });
      delivered = true;
    }
  }
  if (task.lateRefunded === true) {
    const note = ((task.history as HistoryEntry[] | undefined) ?? []).find((h) => h.note?.startsWith('Late delivery'));
    const at = ms(task.lateRefundedAt) ?? ms(note?.at) ?? ms(task.dueAt);
    if (at !== null) out.push({ kind: 'late_refund', at, accountId });
  }
  return out;
}

/**
 * Rebuilds every statistic from the raw records, the same way the live writes count them:
 * tasks (submission, activation, history, late refunds), money-back decisions, every ledger
 * entry, card payments, paid plan invoices and card refunds. Reads everything once; for the backfill script and
 * the test that proves live == rebuild.
 */
export async function rebuildStats(db: Firestore): Promise<StatsImage> {
  const image = emptyImage();
  const [tasks, decisions, ledger, payments, refunds, invoices] = await Promise.all([
    refs(db).tasks().get(),
    refs(db).refundRequests().where('status', 'in', ['approved', 'declined']).get(),
    refs(db).allLedgers().get(),
    refs(db).payments().withConverter(null).get(),
    refs(db).refunds().withConverter(null).get(),
    refs(db).invoices().withConverter(null).get(),
  ]);
  for (const t of tasks.docs) for (const e of taskEvents(t.data())) apply(image, e);
  for (const r of decisions.docs) {
    const at = ms(r.get('decidedAt'));
    if (at !== null)
      apply(image, {
        kind: 'money_back',
        at,
        accountId: r.get('accountId') ?? r.get('userId') ?? null,
        approved: r.get('status') === 'approved',
      });
  }
  for (const l of ledger.docs) {
    // Only wallets/{accountId}/ledger: the parent document's id is the paying account.
    const wallet = l.ref.parent.parent;
    const at = ms(l.get('createdAt'));
    if (!wallet || wallet.parent.id !== 'wallets' || at === null) continue;
    apply(image, {
      kind: 'credits',
      at,
      accountId: wallet.id,
      type: l.get('type') as LedgerType,
      credits: Number(l.get('credits') ?? 0),
    });
  }
  const paymentById = new Map<string, ReturnType<typeof paymentSchema.parse>>();
  for (const p of payments.docs) {
    const parsed = paymentSchema.safeParse(p.data());
    const at = ms(p.get('createdAt'));
    if (!parsed.success || at === null) continue;
    paymentById.set(p.id, parsed.data);
    const pay = parsed.data;
    apply(image, {
      kind: 'payment',
      at,
      accountId: accountOf(pay),
      product: product(pay.kind),
      subtotalCents: pay.subtotalCents,
      totalCents: pay.totalCents,
      taxes: taxLines(pay.taxes),
    });
  }
  // Plan revenue: each paid subscription invoice, counted when Stripe marked it paid, as the grant does.
  for (const i of invoices.docs) {
    const parsed = invoiceSchema.safeParse(i.data());
    if (!parsed.success) continue;
    const inv = parsed.data;
    const at = ms(inv.paidAt) ?? ms(inv.createdAt);
    if (at === null) continue;
    apply(image, {
      kind: 'payment',
      at,
      accountId: inv.userId,
      product: 'plan',
      subtotalCents: inv.subtotalCents,
      totalCents: inv.totalCents,
      taxes: taxLines(inv.taxes),
    });
  }
  for (const r of refunds.docs) {
    const pay = paymentById.get(String(r.get('paymentId')));
    const at = ms(r.get('createdAt'));
    if (!pay || at === null) continue;
    const amount = Number(r.get('amountCents') ?? 0);
    const credit = creditNoteAmounts(pay, amount);
    apply(image, {
      kind: 'card_refund',
      at,
      accountId: accountOf(pay),
      product: product(pay.kind),
      subtotalCents: credit.subtotalCents,
      totalCents: amount,
      taxes: taxLines(credit.taxes),
    });
  }
  return prune(image);
}

/** The live statistics documents, shards added up, in the rebuild's shape. */
export async function readLiveStats(db: Firestore): Promise<StatsImage> {
  const image = emptyImage();
  const [platform, totals, months] = await Promise.all([
    refs(db).statsPlatform().get(),
    refs(db).customerStats().get(),
    refs(db).allCustomerMonths().get(),
  ]);
  for (const d of platform.docs) {
    const doc = platformStatsDocSchema.parse(d.data());
    addCounters((image.platform[doc.month] ??= {}), doc.c);
    for (const [day, c] of Object.entries(doc.d)) addCounters(((image.platformDays[doc.month] ??= {})[day] ??= {}), c);
  }
  for (const d of [...totals.docs, ...months.docs]) {
    if (d.ref.parent.id === 'months' && d.ref.parent.parent?.parent.id !== STATS_CUSTOMER) continue;
    const doc = customerStatsDocSchema.parse(d.data());
    addCounters(((image.customers[doc.accountId] ??= {})[doc.month] ??= {}), doc.c);
  }
  return prune(image);
}

/** Drops zero counters and empty maps, so two images compare by what they count. */
export function prune(image: StatsImage): StatsImage {
  const clean = (c: StatsCounters) =>
    Object.fromEntries(
      Object.entries(c)
        .filter(([, v]) => v !== 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  const cleanAll = <T>(rec: Record<string, T>, f: (v: T) => T, empty: (v: T) => boolean) =>
    Object.fromEntries(
      Object.entries(rec)
        .map(([k, v]) => [k, f(v)] as const)
        .filter(([, v]) => !empty(v))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  const isEmpty = (o: object) => Object.keys(o).length === 0;
  return {
    platform: cleanAll(image.platform, clean, isEmpty),
    platformDays: cleanAll(image.platformDays, (days) => cleanAll(days, clean, isEmpty), isEmpty),
    customers: cleanAll(image.customers, (months) => cleanAll(months, clean, isEmpty), isEmpty),
  };
}

/**
 * Replaces the live statistics with an image (the backfill): deletes every statistics document,
 * then writes the image, platform counters in shard 0. Run it while nothing else writes.
 */
export async function writeStats(db: Firestore, image: StatsImage): Promise<number> {
  await db.recursiveDelete(refs(db).statsPlatform());
  await db.recursiveDelete(refs(db).customerStats());
  const writer = db.bulkWriter();
  let written = 0;
  for (const [month, c] of Object.entries(image.platform)) {
    void writer.set(refs(db).statsPlatform().doc(`${month}_0`), {
      month,
      shard: 0,
      c,
      d: image.platformDays[month] ?? {},
    });
    written++;
  }
  for (const [accountId, months] of Object.entries(image.customers)) {
    for (const [month, c] of Object.entries(months)) {
      const ref =
        month === 'total' ? refs(db).customerStats().doc(accountId) : refs(db).customerMonths(accountId).doc(month);
      void writer.set(ref, { accountId, month, c });
      written++;
    }
  }
  await writer.close();
  return written;
}
