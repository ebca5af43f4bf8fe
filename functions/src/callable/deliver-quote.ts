import { cadToCents } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readQuote } from '../lib/quotes/read.js';
import { quoteRefused, transitionQuote } from '../lib/quotes/transition.js';

/**
 * An admin delivers an accepted quote's work with its actual cost. The cost is checked against
 * the ceiling frozen at acceptance, never the latest version: going over needs a new version the
 * customer accepts, which is a new acceptance.
 */
export const deliverQuote = defineCallable('deliverQuote', 'admin', async ({ quoteId, result, actualCad }, { uid }) => {
  const actualCents = cadToCents(actualCad);
  return db.runTransaction(async (tx) => {
    const snap = await readQuote(tx, quoteId);
    const { quote } = snap;
    if (!quote.accepted)
      throw quoteRefused(`A ${quote.status} quote cannot be delivered`, 'wrong_state', { status: quote.status });
    const nteCents = quote.accepted.version.nteCents;
    if (actualCents > nteCents) {
      throw quoteRefused('The actual cost exceeds the not-to-exceed ceiling', 'over_nte', { nteCents, actualCents });
    }
    const deliveredAt = Date.now();
    const revision = quote.revisionCount > 0;
    transitionQuote(
      tx,
      snap.ref,
      quote,
      'delivered',
      uid,
      { result, actualCents, deliveredAt },
      revision ? 'Revision delivered' : 'Delivered',
    );
    return { status: 'delivered' as const, deliveredAt };
  });
});
