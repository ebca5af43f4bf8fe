import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { planQuoteSettlement } from '../lib/quotes/settle.js';

/** The customer confirms a delivery: the quote completes and settles in one transaction. */
export const confirmQuote = defineCallable('confirmQuote', 'user', async ({ quoteId }, { uid }) =>
  db.runTransaction(async (tx) => {
    const snap = await readCustomerQuote(tx, quoteId, uid);
    const write = await planQuoteSettlement(tx, snap, 'customer', uid);
    const s = write();
    return {
      status: 'settled' as const,
      consumedCredits: s.consumedCredits,
      releasedCredits: s.releasedCredits,
      refundCents: s.refundCents,
    };
  }),
);
