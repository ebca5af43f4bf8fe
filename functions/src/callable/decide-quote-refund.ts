import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readQuote } from '../lib/quotes/read.js';
import { planQuoteSettlement } from '../lib/quotes/settle.js';
import { quoteRefused, transitionQuote } from '../lib/quotes/transition.js';

/**
 * An admin decides a quote's refund request. Approving settles the quote at no cost in the same
 * transaction: every reserved credit goes back to the wallet, or the whole card charge (tax
 * included) is filed as a card refund that the refunds trigger sends to Stripe with its credit
 * note. Declining returns the quote to delivered, and the usual settling resumes.
 */
export const decideQuoteRefund = defineCallable(
  'decideQuoteRefund',
  'admin',
  async ({ quoteId, approve, note }, { uid }) =>
    db.runTransaction(async (tx) => {
      const snap = await readQuote(tx, quoteId);
      if (snap.quote.status !== 'refund_requested') {
        throw quoteRefused('This quote has no refund request waiting', 'wrong_state', { status: snap.quote.status });
      }
      if (approve) {
        const write = await planQuoteSettlement(tx, snap, 'refund', uid, note);
        const s = write();
        return { status: 'refunded' as const, releasedCredits: s.releasedCredits, refundCents: s.refundCents };
      }
      transitionQuote(tx, snap.ref, snap.quote, 'delivered', uid, {}, note || 'Refund declined');
      return { status: 'delivered' as const, releasedCredits: 0, refundCents: 0 };
    }),
);
