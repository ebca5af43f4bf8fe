import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { transitionQuote } from '../lib/quotes/transition.js';

/** The customer declines (or withdraws a request still waiting for an answer). Nothing was paid yet. */
export const declineQuote = defineCallable('declineQuote', 'user', async ({ quoteId, note }, { uid }) =>
  db.runTransaction(async (tx) => {
    const snap = await readCustomerQuote(tx, quoteId, uid);
    transitionQuote(tx, snap.ref, snap.quote, 'declined', uid, { expiresAt: null, checkout: null }, note || undefined);
    return { status: 'declined' as const };
  }),
);
