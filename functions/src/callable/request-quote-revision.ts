import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { quoteRefused, transitionQuote } from '../lib/quotes/transition.js';

/**
 * The customer asks for a revision of a delivery they have not confirmed yet (the window closes
 * when it settles, by confirmation or after 7 days): the work goes back to in progress, free, as
 * the first revision of a task is. The price stays the accepted one.
 */
export const requestQuoteRevision = defineCallable('requestQuoteRevision', 'user', async ({ quoteId, note }, { uid }) =>
  db.runTransaction(async (tx) => {
    const snap = await readCustomerQuote(tx, quoteId, uid);
    if (snap.quote.status !== 'delivered')
      throw quoteRefused('Only a delivered quote can be revised', 'wrong_state', { status: snap.quote.status });
    const revisionCount = snap.quote.revisionCount + 1;
    transitionQuote(tx, snap.ref, snap.quote, 'in_progress', uid, { revisionNote: note, revisionCount }, note);
    return { status: 'in_progress' as const, revisionCount };
  }),
);
