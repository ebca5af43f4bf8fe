import type { PlannedNotification } from './notifications.js';
import {
  QUOTE_LIMITS,
  type Quote,
  type QuoteAccepted,
  type QuoteCardPayment,
  type QuoteStatus,
  type QuoteVersion,
} from './schemas/quote.js';
import { accountOf } from './accounts.js';
import { computeTaxes, isProvince, type TaxLine } from './tax.js';

const DAY_MS = 86_400_000;

/** The only moves a quote can make; every other transition is refused. */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  requested: ['quoted', 'declined'],
  // quoted → quoted: a fresh version replaces the open offer.
  quoted: ['quoted', 'changes_requested', 'declined', 'accepted', 'expired'],
  changes_requested: ['quoted', 'declined'],
  declined: [],
  // An expired offer can be answered again with a new version.
  expired: ['quoted'],
  // accepted → accepted, in_progress → in_progress: a higher ceiling offered (a new version) or
  // accepted while the work goes on; the only way the actual cost may go above the first ceiling.
  accepted: ['in_progress', 'delivered', 'accepted'],
  in_progress: ['delivered', 'in_progress'],
  // A revision request sends the work back; confirming (or the 7-day tick) settles it; the
  // customer may instead ask for their money back, as for a task.
  delivered: ['in_progress', 'settled', 'refund_requested'],
  // An admin approves (everything paid comes back) or declines (back to delivered, settling resumes).
  refund_requested: ['refunded', 'delivered'],
  settled: [],
  refunded: [],
};

export function canQuoteTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}

/** States in which money is held for the quote (reserved credits or a card charge). */
export const QUOTE_PAID_STATES: readonly QuoteStatus[] = ['accepted', 'in_progress', 'delivered', 'refund_requested'];

/** The customer may ask for their money back while a delivery is neither settled nor past the window. */
export function quoteRefundOpen(q: Pick<Quote, 'status' | 'deliveredAt'>, nowMs: number): boolean {
  return q.status === 'delivered' && q.deliveredAt !== null && nowMs < quoteAutoSettleAt(q.deliveredAt);
}

/** Whether the open offer can still be accepted at `nowMs`. */
export function quoteOfferOpen(q: Pick<Quote, 'status' | 'expiresAt'>, nowMs: number): boolean {
  return q.status === 'quoted' && q.expiresAt !== null && nowMs < q.expiresAt;
}

export function quoteExpiryFrom(nowMs: number, days: number = QUOTE_LIMITS.defaultExpiryDays): number {
  return nowMs + days * DAY_MS;
}

/**
 * A higher ceiling offered on an accepted quote and still open: the newest version is later than
 * the accepted one and has not expired. It is paid the way the quote was: more credits held, or a
 * second card payment for the difference.
 */
export function quoteRaiseOpen(
  q: Pick<Quote, 'status' | 'expiresAt' | 'accepted' | 'versions'>,
  nowMs: number,
): boolean {
  const latest = q.versions.at(-1);
  return (
    (q.status === 'accepted' || q.status === 'in_progress') &&
    q.accepted !== null &&
    latest !== undefined &&
    latest.number > q.accepted.version.number &&
    q.expiresAt !== null &&
    nowMs < q.expiresAt
  );
}

/** When a delivered quote settles by itself if the customer neither confirms nor asks for a revision. */
export function quoteAutoSettleAt(deliveredAtMs: number): number {
  return deliveredAtMs + QUOTE_LIMITS.autoSettleDays * DAY_MS;
}

/** Credits reserved on acceptance: ⌈NTE ÷ credit price⌉, in integer cents so 290.00 / 29.00 is exactly 10. */
export function creditsToReserve(nteCents: number, creditPriceCents: number): number {
  if (!(creditPriceCents > 0)) throw new RangeError('credit_price_invalid');
  return Math.ceil(nteCents / creditPriceCents);
}

/** What a card acceptance charges: the NTE plus the province's taxes on it, at `at`. */
export function quoteCardCharge(
  nteCents: number,
  province: string,
  at: Date,
): { subtotalCents: number; taxes: TaxLine[]; totalCents: number } {
  if (!isProvince(province)) throw new RangeError(`unknown province ${province}`);
  const t = computeTaxes(province, nteCents, at);
  return { subtotalCents: nteCents, taxes: t.lines, totalCents: t.totalCents };
}

/**
 * The card payments of an accepted quote, oldest first. A quote accepted before raises could be
 * paid by card has only its first payment, described by the acceptance itself.
 */
export function quoteCardPayments(accepted: QuoteAccepted): QuoteCardPayment[] {
  if (accepted.paymentMethod !== 'card' || !accepted.paymentId) return [];
  if (accepted.cardPayments && accepted.cardPayments.length > 0) return accepted.cardPayments;
  return [
    {
      paymentId: accepted.paymentId,
      version: accepted.version.number,
      subtotalCents: accepted.subtotalCents,
      taxes: accepted.taxes,
      totalCents: accepted.totalCents,
      paidAt: accepted.acceptedAt,
    },
  ];
}

/**
 * What a higher ceiling on a card-paid quote charges: only the difference between the new
 * ceiling and the locked one, plus the taxes of the province billed at acceptance, at `at`.
 */
export function quoteCardRaiseCharge(
  accepted: QuoteAccepted,
  newNteCents: number,
  at: Date,
): { subtotalCents: number; taxes: TaxLine[]; totalCents: number } {
  const difference = newNteCents - accepted.version.nteCents;
  if (!Number.isSafeInteger(difference) || difference <= 0) throw new RangeError('nte_not_raised');
  return quoteCardCharge(difference, accepted.province ?? '', at);
}

/**
 * The acceptance after a higher ceiling paid by card: the new version is locked, the payment is
 * added to the list, and the totals (subtotal, each tax line, total) are the sums over payments.
 */
export function raiseCardAcceptance(
  accepted: QuoteAccepted,
  version: QuoteVersion,
  payment: QuoteCardPayment,
): QuoteAccepted {
  const payments = [...quoteCardPayments(accepted), payment];
  const taxes: TaxLine[] = [];
  for (const line of payments.flatMap((p) => p.taxes)) {
    const same = taxes.find((t) => t.code === line.code);
    if (same) same.amountCents += line.amountCents;
    else taxes.push({ ...line });
  }
  return {
    ...accepted,
    version,
    subtotalCents: payments.reduce((s, p) => s + p.subtotalCents, 0),
    taxes,
    totalCents: payments.reduce((s, p) => s + p.totalCents, 0),
    cardPayments: payments,
  };
}

/** One payment's share of a quote's card refund. `index` is the payment's place, oldest first. */
export interface QuoteRefundShare {
  paymentId: string;
  index: number;
  amountCents: number;
}

/**
 * Splits a quote's card refund over its payments, newest first: Stripe refunds a charge only up
 * to its own amount, so a refund larger than the last payment continues on the one before. The
 * newest payment is the higher ceiling, which is what an actual cost below that ceiling did not
 * use, so it goes back first and the first payment is touched only below the first ceiling.
 */
export function splitQuoteRefund(
  payments: readonly Pick<QuoteCardPayment, 'paymentId' | 'totalCents'>[],
  refundCents: number,
): QuoteRefundShare[] {
  const paid = payments.reduce((s, p) => s + p.totalCents, 0);
  if (!Number.isSafeInteger(refundCents) || refundCents < 0 || refundCents > paid)
    throw new RangeError('refund_invalid');
  const shares: QuoteRefundShare[] = [];
  let left = refundCents;
  for (let index = payments.length - 1; index >= 0 && left > 0; index -= 1) {
    const p = payments[index] as (typeof payments)[number];
    const amountCents = Math.min(left, p.totalCents);
    if (amountCents > 0) shares.push({ paymentId: p.paymentId, index, amountCents });
    left -= amountCents;
  }
  return shares;
}

export class OverCeilingError extends Error {
  constructor(
    readonly actualCents: number,
    readonly nteCents: number,
  ) {
    super('actual_over_nte');
  }
}

export interface QuoteSettlementMath {
  /** Credits paid: the actual cost in credits, rounded up, never more than reserved. */
  consumedCredits: number;
  releasedCredits: number;
  /** Card paid: (NTE − actual) plus the taxes on that difference. */
  refundCents: number;
  refundSubtotalCents: number;
  refundTaxes: TaxLine[];
  /** Card: the refund split over the payments (newest first), one Stripe refund each. */
  cardRefunds: QuoteRefundShare[];
}

/**
 * Settling an accepted quote for its actual cost. Credits: consume ⌈actual ÷ credit price⌉ of the
 * reserved credits and release the rest. Card: refund what was charged (every payment, a raised
 * ceiling included) minus what the actual cost would have cost with the same taxes (same
 * province, same date as the first charge), so the customer pays exactly actual + its tax; the
 * refund is split over the payments, newest first. The actual cost may never exceed the frozen NTE.
 */
export function settleQuote(accepted: QuoteAccepted, actualCents: number): QuoteSettlementMath {
  if (!Number.isSafeInteger(actualCents) || actualCents < 0) throw new RangeError('actual_invalid');
  const nteCents = accepted.version.nteCents;
  if (actualCents > nteCents) throw new OverCeilingError(actualCents, nteCents);
  if (accepted.paymentMethod === 'credits') {
    const consumedCredits = Math.min(accepted.reservedCredits, Math.ceil(actualCents / accepted.creditPriceCents));
    return {
      consumedCredits,
      releasedCredits: accepted.reservedCredits - consumedCredits,
      refundCents: 0,
      refundSubtotalCents: 0,
      refundTaxes: [],
      cardRefunds: [],
    };
  }
  const province = accepted.province ?? '';
  const actual = quoteCardCharge(actualCents, province, new Date(accepted.acceptedAt));
  const refundTaxes = accepted.taxes.map((line) => {
    const kept = actual.taxes.find((t) => t.code === line.code)?.amountCents ?? 0;
    return { ...line, amountCents: Math.max(0, line.amountCents - kept) };
  });
  // Never negative: a tax rate that rose between two payments cannot make the customer owe more.
  const refundCents = Math.max(0, accepted.totalCents - actual.totalCents);
  return {
    consumedCredits: 0,
    releasedCredits: 0,
    refundCents,
    refundSubtotalCents: accepted.subtotalCents - actualCents,
    refundTaxes,
    cardRefunds: splitQuoteRefund(quoteCardPayments(accepted), refundCents),
  };
}

/** Offers an admin should see first: open and expiring within QUOTE_LIMITS.expiringSoonDays. */
export function quoteExpiringSoon(q: Pick<Quote, 'status' | 'expiresAt'>, nowMs: number): boolean {
  return quoteOfferOpen(q, nowMs) && (q.expiresAt as number) - nowMs <= QUOTE_LIMITS.expiringSoonDays * DAY_MS;
}

/**
 * Notifications owed for one write of quotes/{quoteId}. Ids come from the event (the history
 * length numbers the transitions), so a trigger delivered twice writes each once.
 *   created                          every admin: quote_request
 *   → quoted, expired, delivered,    the customer: quote_update (+ e-mail, in their language)
 *     settled
 *     refunded
 *   refund_requested → delivered     the customer: quote_update with quote_refund 'declined' (+ e-mail)
 *   → changes_requested, declined,   every admin: quote_update (the customer acted, or the tick did)
 *     accepted, in_progress
 *     (a revision), expired, settled,
 *     refund_requested
 * The customer is not told about what they did themselves.
 */
export function notificationsForQuoteChange(
  quoteId: string,
  before: (Pick<Quote, 'status' | 'history'> & { versions?: readonly unknown[] }) | null,
  after: Pick<Quote, 'userId' | 'title' | 'status' | 'history'> & {
    versions?: readonly unknown[];
    accountId?: string | null;
  },
  adminUids: readonly string[],
): (PlannedNotification & { mail: boolean })[] {
  const payload = { quote_id: quoteId, quote_title: after.title };
  if (!before) {
    return adminUids.map((uid) => ({
      id: `quote_${quoteId}_request_${uid}`,
      userId: uid,
      templateKey: 'quote_request' as const,
      payload,
      mail: false,
      aboutAccountId: accountOf(after),
    }));
  }
  // Only transitions notify; every one appends to the history (quoted → quoted, a new version, too).
  if (before.history.length === after.history.length) return [];
  const step = after.history.length;
  const out: (PlannedNotification & { mail: boolean })[] = [];
  const withStatus = { ...payload, quote_status: after.status };
  const raiseOffered = before.status === after.status && (after.versions?.length ?? 0) > (before.versions?.length ?? 0);
  if (raiseOffered) {
    out.push({
      id: `${quoteId}_q${step}_raise`,
      userId: after.userId,
      templateKey: 'quote_update',
      payload: { ...payload, quote_status: 'quoted' },
      mail: true,
    });
    return out;
  }
  if (before.status === 'refund_requested' && after.status === 'delivered') {
    out.push({
      id: `${quoteId}_q${step}_refund_declined`,
      userId: after.userId,
      templateKey: 'quote_update',
      payload: { ...withStatus, quote_refund: 'declined' },
      mail: true,
    });
    return out;
  }
  if ((['quoted', 'expired', 'delivered', 'settled', 'refunded'] as QuoteStatus[]).includes(after.status)) {
    out.push({
      id: `${quoteId}_q${step}_${after.status}`,
      userId: after.userId,
      templateKey: 'quote_update',
      payload: withStatus,
      mail: true,
    });
  }
  if (
    (
      [
        'changes_requested',
        'declined',
        'accepted',
        'in_progress',
        'expired',
        'settled',
        'refund_requested',
      ] as QuoteStatus[]
    ).includes(after.status)
  ) {
    for (const uid of adminUids) {
      if (uid === after.userId) continue;
      out.push({
        id: `${quoteId}_q${step}_${after.status}_${uid}`,
        userId: uid,
        templateKey: 'quote_update',
        payload: withStatus,
        mail: false,
      });
    }
  }
  return out;
}
