import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readCustomerQuote } from '../lib/quotes/read.js';
import { transitionQuote } from '../lib/quotes/transition.js';

/** The customer sends the offer back with a note; the admin answers with a new version. */
export const requestQuoteChanges = defineCallable('requestQuoteChanges', 'user', async ({ quoteId, note }, { uid }) =>
  db.runTransaction(async (tx) => {
    const snap = await readCustomerQuote(tx, quoteId, uid);
    transitionQuote(
      tx,
      snap.ref,
      snap.quote,
      'changes_requested',
      uid,
      { changesNote: note, expiresAt: null, checkout: null },
      note,
    );
    return { status: 'changes_requested' as const };
  }),
);
