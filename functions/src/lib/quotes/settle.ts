import { accountOf, settleQuote, type CardRefund, type QuoteSettlement } from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { moveCredits, readWallet } from '../credits.js';
import { ledgerText } from '../ledger-text.js';
import type { QuoteSnapshot } from './read.js';
import { planSpendingRelease } from './spending.js';
import { quoteRefused, transitionQuote } from './transition.js';
import { col } from '../collections.js';

/**
 * The card refund of a settled quote is filed under this key, one per payment (index = the
 * payment's place, oldest first), so a second settlement finds it. The first payment keeps the
 * plain key quotes had before a ceiling could be raised by card.
 */
export const quoteRefundKey = (quoteId: string, index = 0) =>
  index === 0 ? `quote_${quoteId}` : `quote_${quoteId}_p${index}`;

/**
 * Read phase of completing a delivered quote (the customer's confirmation or the 7-day tick);
 * returns the write phase. Credits: the reserved credits not used by the actual cost go back to
 * the wallet (ledger + audit). Card: the difference between what was charged and actual + tax is
 * written as one cardRefunds document per payment it comes back from (newest payment first, since
 * Stripe refunds a charge only up to its amount), which a trigger sends to Stripe with the key as
 * idempotency key and files with its credit note. Stripe is never called inside the transaction.
 */
export async function planQuoteSettlement(
  tx: Transaction,
  snap: QuoteSnapshot,
  by: QuoteSettlement['by'],
  actor: string,
  note?: string,
): Promise<() => QuoteSettlement> {
  const { ref, quote } = snap;
  // An approved refund settles a quote whose customer asked for their money back, at no cost.
  const refund = by === 'refund';
  if (quote.status !== (refund ? 'refund_requested' : 'delivered') || !quote.accepted || quote.actualCents === null) {
    throw quoteRefused(`A ${quote.status} quote cannot be settled`, 'wrong_state', { status: quote.status });
  }
  const accepted = quote.accepted;
  const actualCents = refund ? 0 : quote.actualCents;
  const math = settleQuote(accepted, actualCents);
  // A team's quote gives its credits back to the team's wallet, and to the accepting member's spending.
  const wallet =
    accepted.paymentMethod === 'credits' && math.releasedCredits > 0 ? await readWallet(tx, accountOf(quote)) : null;
  const releaseSpending = await planSpendingRelease(tx, quote, math.releasedCredits);
  const refundRefs = math.cardRefunds.map((share) => ({
    share,
    ref: col.cardRefunds().doc(quoteRefundKey(ref.id, share.index)),
  }));
  const existing = await Promise.all(refundRefs.map(({ ref: r }) => tx.get(r)));
  return () => {
    releaseSpending?.();
    if (wallet) {
      moveCredits(tx, wallet, {
        credits: math.releasedCredits,
        type: 'refunded',
        description: refund ? ledgerText.quoteRefunded(quote.title) : ledgerText.quoteSettled(quote.title),
        actorUserId: actor,
        metadata: { quoteId: ref.id, consumedCredits: math.consumedCredits, actualCents },
      });
    }
    refundRefs.forEach(({ share, ref: refundRef }, i) => {
      if (existing[i]?.exists) return;
      const cardRefund: CardRefund = {
        userId: quote.userId,
        paymentId: share.paymentId,
        taskId: null,
        amountCents: share.amountCents,
        reason: refund ? 'quote_refund' : 'quote_settlement',
        status: 'pending',
        refundId: null,
        error: null,
        createdAt: FieldValue.serverTimestamp() as never,
        updatedAt: FieldValue.serverTimestamp() as never,
      };
      tx.create(refundRef, cardRefund);
    });
    const settlement: QuoteSettlement = {
      actualCents,
      consumedCredits: math.consumedCredits,
      releasedCredits: math.releasedCredits,
      refundCents: math.refundCents,
      by,
      settledAt: Date.now(),
    };
    const defaultNote =
      by === 'auto'
        ? 'Settled automatically after 7 days'
        : by === 'refund'
          ? 'Refund approved'
          : 'Confirmed by the customer';
    transitionQuote(tx, ref, quote, refund ? 'refunded' : 'settled', actor, { settlement }, note || defaultNote);
    return settlement;
  };
}
