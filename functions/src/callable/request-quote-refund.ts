import { quoteRefundOpen } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { quoteRefused, transitionQuote } from '../lib/quotes/transition.js';

/**
 * The money-back guarantee, as for a task: after delivery and before the quote settles (the
 * customer's confirmation, or 7 days), the customer asks for their money back with a reason.
 * Settling waits for an admin's decision; the reason is the history entry's note.
 */
export const requestQuoteRefund = defineCallable('requestQuoteRefund', 'user', async ({ quoteId, reason }, { uid }) =>
  db.runTransaction(async (tx) => {
    const snap = await readCustomerQuote(tx, quoteId, uid);
    const { quote } = snap;
    if (quote.history.some((h) => h.to === 'refund_requested')) {
      throw quoteRefused('A refund was already requested for this quote', 'refund_already_requested', {
        status: quote.status,
      });
    }
    if (!quoteRefundOpen(quote, Date.now())) {
      throw quoteRefused('Only a delivered, unsettled quote can be refunded', 'wrong_state', { status: quote.status });
    }
    transitionQuote(tx, snap.ref, quote, 'refund_requested', uid, {}, reason);
    return { status: 'refund_requested' as const };
  }),
);
