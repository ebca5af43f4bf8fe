import { cadToCents, quoteExpiryFrom, type QuoteVersion } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readQuote } from '../lib/quotes/read.js';
import { transitionQuote } from '../lib/quotes/transition.js';

/**
 * An admin answers a request (or asks again after changes, or re-offers an expired quote) with a
 * new version: scope, estimate, not-to-exceed ceiling, delivery date and expiry (or, on an
 * accepted quote, offers a higher ceiling the customer must accept: more credits held, or the
 * difference paid by card). Versions are
 * appended, never edited, so the customer can always read what was offered before. A new version
 * closes any card Checkout opened for the previous one.
 */
export const answerQuote = defineCallable('answerQuote', 'admin', async (input, { uid }) => {
  const now = Date.now();
  if (input.deliveryDate <= now)
    throw new HttpsError('invalid-argument', 'Invalid input', { fields: { deliveryDate: 'delivery_date_past' } });
  return db.runTransaction(async (tx) => {
    const snap = await readQuote(tx, input.quoteId);
    const { quote } = snap;
    const expiresAt = quoteExpiryFrom(now, input.expiresInDays);
    const version: QuoteVersion = {
      number: quote.versions.length + 1,
      scope: input.scope,
      estimateCents: cadToCents(input.estimateCad),
      nteCents: cadToCents(input.nteCad),
      deliveryDate: input.deliveryDate,
      expiresAt,
      createdAt: now,
      by: uid,
    };
    // On an accepted quote a new version can only raise the ceiling; the customer pays only the
    // difference when accepting it (credits held, or a second card payment); the work goes on meanwhile.
    const raising = quote.accepted !== null && (quote.status === 'accepted' || quote.status === 'in_progress');
    if (raising && quote.accepted) {
      if (version.nteCents <= quote.accepted.version.nteCents) {
        throw new HttpsError('invalid-argument', 'Invalid input', { fields: { nteCad: 'nte_not_raised' } });
      }
    }
    const to = raising ? quote.status : 'quoted';
    transitionQuote(
      tx,
      snap.ref,
      quote,
      to,
      uid,
      { versions: [...quote.versions, version], expiresAt, checkout: null },
      raising ? `Version ${version.number}: higher ceiling offered` : `Version ${version.number}`,
    );
    return { version: version.number, expiresAt, status: to };
  });
});
