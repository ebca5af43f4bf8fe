import { QUOTE_LIMITS } from '@tasklane/domain';
// The logger alone: the package's root also loads every v1 provider, about 0.7 s of each cold start.
import * as logger from 'firebase-functions/logger';
import { db } from '../admin.js';
import { SYSTEM_ACTOR } from '../queue.js';
import { planQuoteSettlement } from './settle.js';
import { transitionQuote } from './transition.js';
import { col } from '../collections.js';

const DAY_MS = 86_400_000;

export interface QuoteTickResult {
  expired: number;
  settled: number;
}

/**
 * The quotes' part of the scheduler: offers past their expiry become expired (both sides are
 * notified by the quotes trigger), and deliveries nobody confirmed or sent back within 7 days
 * settle by themselves. Each quote moves in its own transaction that re-checks its state, so a
 * customer accepting or confirming at the same moment wins or loses cleanly, never both.
 */
/** One quote's move; a quote that cannot move (a malformed document) is logged, never blocks the others. */
async function oneQuote(quoteId: string, move: () => Promise<boolean>): Promise<boolean> {
  try {
    return await move();
  } catch (err) {
    logger.error('quote tick: this quote could not move', {
      quoteId,
      error: err instanceof Error ? err.message : String(err),
    });
    return false;
  }
}

export async function runQuoteTick(nowMs: number): Promise<QuoteTickResult> {
  const [offers, deliveries] = await Promise.all([
    col.quotes().where('status', '==', 'quoted').where('expiresAt', '<=', nowMs).get(),
    col
      .quotes()
      .where('status', '==', 'delivered')
      .where('deliveredAt', '<=', nowMs - QUOTE_LIMITS.autoSettleDays * DAY_MS)
      .get(),
  ]);
  let expired = 0;
  let settled = 0;
  for (const doc of offers.docs) {
    const moved = await oneQuote(doc.id, () =>
      db.runTransaction(async (tx) => {
        const quote = (await tx.get(doc.ref)).data();
        if (!quote || quote.status !== 'quoted' || quote.expiresAt === null || quote.expiresAt > nowMs) return false;
        transitionQuote(tx, doc.ref, quote, 'expired', SYSTEM_ACTOR, { checkout: null }, 'Offer expired');
        return true;
      }),
    );
    if (moved) expired += 1;
  }
  for (const doc of deliveries.docs) {
    const moved = await oneQuote(doc.id, () =>
      db.runTransaction(async (tx) => {
        const quote = (await tx.get(doc.ref)).data();
        if (
          !quote ||
          quote.status !== 'delivered' ||
          quote.deliveredAt === null ||
          quote.deliveredAt > nowMs - QUOTE_LIMITS.autoSettleDays * DAY_MS
        )
          return false;
        const write = await planQuoteSettlement(tx, { ref: doc.ref, quote }, 'auto', SYSTEM_ACTOR);
        write();
        return true;
      }),
    );
    if (moved) settled += 1;
  }
  return { expired, settled };
}
