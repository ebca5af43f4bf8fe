import type { StatsCounters } from './stats-docs.js';
import { CATEGORIES, TIERS, type Category, type TaskStatus, type Tier } from './constants.js';
import { toMillis } from './millis.js';
import type { Task } from './schemas/task.js';
import { accountOf } from './accounts.js';
import type { LedgerType } from './schemas/wallet.js';
import { TAX_CODES, type TaxCode } from './tax.js';

/**
 * Pre-aggregated statistics. Every transaction that moves money or a task's status also adds its
 * event's counters to a few documents, so dashboards read a handful of documents whatever the
 * history, and the numbers are exactly as right as the ledger (same transaction, same commit).
 *
 * Documents (all written by functions only):
 * - statsPlatform/{YYYY-MM}_{shard}: the platform's month, split over STATS_SHARDS shards; each
 *   holds the month's counters (`c`) and, per Toronto calendar day, the same counters (`d.DD`).
 *   Days live inside their month so a 90-day chart reads 4 months × shards, not 90 documents.
 * - statsPlatform/total_{shard}: all-time counters (deferred revenue needs every credit ever sold).
 * - customerStats/{accountId}: the paying account's all-time counters (a person's uid, or a team's id:
 *   a team's statistics are the team's); customerStats/{accountId}/months/{YYYY-MM}: its month. One
 *   account rarely writes twice a second, so these are not sharded.
 */
export const STATS_SHARDS = 4;
export { STATS_CUSTOMER, STATS_PLATFORM } from './collection-names.js';
export * from './stats-periods.js';
export * from './stats-docs.js';

/** Products that bring revenue; plans and quotes are recorded by their own flows with the same event. */
export const STATS_PRODUCTS = ['pack', 'plan', 'task', 'quote'] as const;
export type StatsProduct = (typeof STATS_PRODUCTS)[number];

/**
 * Turnaround (submission to first delivery) histogram: upper bounds in hours of each bucket; one
 * more bucket holds everything above the last bound. Fixed, so buckets add up across documents.
 */
export const TURNAROUND_BOUNDS_H = [1, 2, 4, 6, 8, 12, 18, 24, 36, 48, 72] as const;

/** Counter names: one place, so writers, the backfill and the screens agree. */
export const K = {
  submitted: 'tasksSubmitted',
  /** Tasks ordered in English and French at once (also counted in tasksSubmitted). */
  bilingual: 'tasksBilingual',
  activated: 'tasksActivated',
  delivered: 'tasksDelivered',
  onTime: 'tasksOnTime',
  late: 'tasksLate',
  cancelled: 'tasksCancelled',
  revisions: 'revisions',
  revisionsDelivered: 'revisionsDelivered',
  lateRefunds: 'lateRefunds',
  moneyBackApproved: 'moneyBackApproved',
  moneyBackDeclined: 'moneyBackDeclined',
  aiDrafts: 'aiDrafts',
  aiFailures: 'aiFailures',
  creditsSold: 'creditsSold',
  creditsGranted: 'creditsGranted',
  creditsAdjusted: 'creditsAdjusted',
  creditsConsumed: 'creditsConsumed',
  creditsRefunded: 'creditsRefunded',
  payments: 'payments',
  cardRefunds: 'cardRefunds',
  /** Before tax. */
  grossCents: 'grossCents',
  refundsCents: 'refundsCents',
  /** Tax included: what the cards paid and got back. */
  chargedCents: 'chargedCents',
  refundedChargedCents: 'refundedChargedCents',
  tax: (code: TaxCode) => `tax_${code}`,
  taxRefunded: (code: TaxCode) => `taxRefunded_${code}`,
  productGross: (p: StatsProduct) => `gross_${p}`,
  productRefunds: (p: StatsProduct) => `refunds_${p}`,
  category: (c: Category) => `cat_${c}`,
  tier: (t: Tier) => `tier_${t}`,
  turnaround: (bucket: number) => `turnaround_${bucket}`,
} as const;

interface EventBase {
  /** When it happened, in millis: decides the Toronto day and month. */
  at: number;
  /** The paying account it counts for (a person's uid, or a team's id); null for platform-only events. */
  accountId: string | null;
}

export type StatsEvent = EventBase &
  (
    | { kind: 'task_submitted'; category: Category; tier: Tier; bilingual?: boolean }
    | { kind: 'task_activated' }
    | { kind: 'task_drafted'; failed: boolean }
    /** A first delivery; a revision's delivery has `first: false` and counts apart. */
    | { kind: 'task_delivered'; first: boolean; onTime: boolean; turnaroundMs: number }
    | { kind: 'revision_requested' }
    | { kind: 'task_cancelled' }
    | { kind: 'late_refund' }
    | { kind: 'money_back'; approved: boolean }
    /** One ledger movement, signed as in the ledger (consumption is negative). */
    | { kind: 'credits'; type: LedgerType; credits: number }
    /** A card payment (packs, per-task, plans, quotes). */
    | {
        kind: 'payment';
        product: StatsProduct;
        subtotalCents: number;
        totalCents: number;
        taxes: readonly { code: TaxCode; amountCents: number }[];
      }
    /** A card refund, with the credit note's before-tax and tax shares. */
    | {
        kind: 'card_refund';
        product: StatsProduct;
        subtotalCents: number;
        totalCents: number;
        taxes: readonly { code: TaxCode; amountCents: number }[];
      }
  );

/** The bucket of a turnaround: index into TURNAROUND_BOUNDS_H, or its length for "above". */
export function turnaroundBucket(ms: number): number {
  const hours = ms / 3_600_000;
  const i = TURNAROUND_BOUNDS_H.findIndex((b) => hours <= b);
  return i === -1 ? TURNAROUND_BOUNDS_H.length : i;
}

/** What one event adds to the counters. Pure: the live writes and the backfill both use it. */
export function statsDeltas(e: StatsEvent): StatsCounters {
  const out: StatsCounters = {};
  const add = (k: string, n: number) => {
    if (n !== 0) out[k] = (out[k] ?? 0) + n;
  };
  switch (e.kind) {
    case 'task_submitted':
      add(K.submitted, 1);
      add(K.category(e.category), 1);
      add(K.tier(e.tier), 1);
      if (e.bilingual) add(K.bilingual, 1);
      break;
    case 'task_activated':
      add(K.activated, 1);
      break;
    case 'task_drafted':
      add(K.aiDrafts, 1);
      if (e.failed) add(K.aiFailures, 1);
      break;
    case 'task_delivered':
      if (!e.first) {
        add(K.revisionsDelivered, 1);
        break;
      }
      add(K.delivered, 1);
      add(e.onTime ? K.onTime : K.late, 1);
      add(K.turnaround(turnaroundBucket(e.turnaroundMs)), 1);
      break;
    case 'revision_requested':
      add(K.revisions, 1);
      break;
    case 'task_cancelled':
      add(K.cancelled, 1);
      break;
    case 'late_refund':
      add(K.lateRefunds, 1);
      break;
    case 'money_back':
      add(e.approved ? K.moneyBackApproved : K.moneyBackDeclined, 1);
      break;
    case 'credits': {
      // Credits given or taken back by hand ('granted', 'adjusted') are adjustments, not sales.
      const key = {
        consumed: K.creditsConsumed,
        refunded: K.creditsRefunded,
        purchased: K.creditsSold,
        plan: K.creditsGranted,
        granted: K.creditsAdjusted,
        adjusted: K.creditsAdjusted,
      }[e.type];
      // Consumption is stored positive; an adjustment keeps its sign (an admin may take credits back).
      add(key, e.type === 'consumed' ? -e.credits : e.credits);
      break;
    }
    case 'payment':
      add(K.payments, 1);
      add(K.grossCents, e.subtotalCents);
      add(K.chargedCents, e.totalCents);
      add(K.productGross(e.product), e.subtotalCents);
      for (const t of e.taxes) add(K.tax(t.code), t.amountCents);
      break;
    case 'card_refund':
      add(K.cardRefunds, 1);
      add(K.refundsCents, e.subtotalCents);
      add(K.refundedChargedCents, e.totalCents);
      add(K.productRefunds(e.product), e.subtotalCents);
      for (const t of e.taxes) add(K.taxRefunded(t.code), t.amountCents);
      break;
  }
  return out;
}

/** Adds counters into `into` (mutates and returns it). */
export function addCounters(into: StatsCounters, more: StatsCounters): StatsCounters {
  for (const [k, v] of Object.entries(more)) if (v !== 0) into[k] = (into[k] ?? 0) + v;
  return into;
}

export function sumCounters(list: readonly StatsCounters[]): StatsCounters {
  return list.reduce<StatsCounters>((acc, c) => addCounters(acc, c), {});
}

const n = (c: StatsCounters, k: string) => c[k] ?? 0;

/**
 * The q-quantile (0.5 median, 0.9 p90) of the turnaround, read from the histogram: the upper
 * bound in hours of the bucket where the cumulative count reaches q. Null when nothing was
 * delivered; Infinity when it falls in the open-ended last bucket.
 */
export function turnaroundQuantileHours(c: StatsCounters, q: number): number | null {
  const counts = Array.from({ length: TURNAROUND_BOUNDS_H.length + 1 }, (_, i) => n(c, K.turnaround(i)));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const target = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]!;
    if (seen >= target) return TURNAROUND_BOUNDS_H[i] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}

/** The figures the screens show, derived from counters in one place. */
export function statsSummary(c: StatsCounters) {
  const taxes = Object.fromEntries(
    TAX_CODES.map((code) => [code, n(c, K.tax(code)) - n(c, K.taxRefunded(code))]),
  ) as Record<TaxCode, number>;
  const delivered = n(c, K.delivered);
  const drafts = n(c, K.aiDrafts);
  return {
    submitted: n(c, K.submitted),
    /** Of those, ordered in English and French at once. */
    bilingual: n(c, K.bilingual),
    delivered,
    onTime: n(c, K.onTime),
    late: n(c, K.late),
    onTimeRate: delivered > 0 ? n(c, K.onTime) / delivered : null,
    medianHours: turnaroundQuantileHours(c, 0.5),
    p90Hours: turnaroundQuantileHours(c, 0.9),
    revisions: n(c, K.revisions),
    cancelled: n(c, K.cancelled),
    refunds: n(c, K.lateRefunds) + n(c, K.moneyBackApproved),
    aiDrafts: drafts,
    aiFailures: n(c, K.aiFailures),
    aiFailureRate: drafts > 0 ? n(c, K.aiFailures) / drafts : null,
    grossCents: n(c, K.grossCents),
    refundsCents: n(c, K.refundsCents),
    netCents: n(c, K.grossCents) - n(c, K.refundsCents),
    chargedCents: n(c, K.chargedCents),
    refundedChargedCents: n(c, K.refundedChargedCents),
    /** Taxes collected net of the refunded share, by type. */
    taxes,
    taxesCents: Object.values(taxes).reduce((a, b) => a + b, 0),
    creditsSold: n(c, K.creditsSold),
    creditsGranted: n(c, K.creditsGranted),
    creditsAdjusted: n(c, K.creditsAdjusted),
    creditsConsumed: n(c, K.creditsConsumed),
    creditsRefunded: n(c, K.creditsRefunded),
    /** Credits in wallets: everything that came in less what was spent. */
    creditsOutstanding:
      n(c, K.creditsSold) +
      n(c, K.creditsGranted) +
      n(c, K.creditsAdjusted) +
      n(c, K.creditsRefunded) -
      n(c, K.creditsConsumed),
    byCategory: Object.fromEntries(CATEGORIES.map((k) => [k, n(c, K.category(k))])) as Record<Category, number>,
    byTier: Object.fromEntries(TIERS.map((k) => [k, n(c, K.tier(k))])) as Record<Tier, number>,
    byProduct: Object.fromEntries(
      STATS_PRODUCTS.map((p) => [p, { grossCents: n(c, K.productGross(p)), refundsCents: n(c, K.productRefunds(p)) }]),
    ) as Record<StatsProduct, { grossCents: number; refundsCents: number }>,
  };
}
export type StatsSummary = ReturnType<typeof statsSummary>;

/**
 * Deferred revenue: credits in wallets, valued at what a paid credit brought on average (packs and
 * plans, before tax). Credits given by an admin or returned by a refund are valued the same way,
 * since they will be spent on the same work.
 */
export function deferredRevenueCents(c: StatsCounters): number {
  const s = statsSummary(c);
  const paidCredits = s.creditsSold + s.creditsGranted;
  const paidCents = s.byProduct.pack.grossCents + s.byProduct.plan.grossCents;
  if (paidCredits <= 0) return 0;
  return Math.round((Math.max(0, s.creditsOutstanding) * paidCents) / paidCredits);
}

/**
 * The statistics event of a status change, or null when it counts nothing: the AI draft
 * (failed or not), a delivery (the first one is timed against the due time and from the
 * submission; a revision's counts apart), a revision request, a cancellation.
 */
export function transitionStatsEvent(
  task: Pick<Task, 'userId' | 'accountId' | 'history' | 'dueAt' | 'submittedAt'>,
  to: TaskStatus,
  at: number,
  extra: { draftFailed?: boolean } = {},
): StatsEvent | null {
  // A team's statistics are the team's: every event of its task counts under the paying account.
  const accountId = accountOf(task);
  switch (to) {
    case 'ai_drafted':
      return { kind: 'task_drafted', at, accountId, failed: extra.draftFailed === true };
    case 'delivered': {
      const first = !task.history.some((h) => h.to === 'delivered');
      const due = toMillis(task.dueAt);
      return {
        kind: 'task_delivered',
        at,
        accountId,
        first,
        onTime: due === null || at <= due,
        turnaroundMs: Math.max(0, at - (toMillis(task.submittedAt) ?? at)),
      };
    }
    case 'reopened':
      return { kind: 'revision_requested', at, accountId };
    case 'cancelled':
      return { kind: 'task_cancelled', at, accountId };
    default:
      return null;
  }
}

/** Firestore bills a count aggregation one read per 1,000 index entries, and at least one. */
export const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));
