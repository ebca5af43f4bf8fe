import { STATS_SHARDS, statsBucket, statsDeltas, type StatsCounters, type StatsEvent } from '@tasklane/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';
import { DELETED_USER } from './personal-data.js';
import { customerStatsConverter, platformStatsConverter, refs } from './collections.js';

export const platformStatsRef = (db: Firestore, key: string, shard: number) =>
  refs(db).statsPlatform().doc(`${key}_${shard}`).withConverter(platformStatsConverter);
export const customerTotalRef = (db: Firestore, accountId: string) =>
  refs(db).customerStats().doc(accountId).withConverter(customerStatsConverter);
export const customerMonthRef = (db: Firestore, accountId: string, month: string) =>
  refs(db).customerMonths(accountId).doc(month).withConverter(customerStatsConverter);

function increments(c: StatsCounters): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, FieldValue.increment(v)]));
}

/**
 * Adds one event to the statistics, in the caller's transaction (write-only: call it after the
 * transaction's reads, next to the ledger, payment or status write it describes). Because it
 * commits with that write, a retried trigger or webhook that finds its work done writes neither.
 *
 * Writes: one shard of the platform month (month and day counters), one shard of the platform
 * total, and, for a customer's event, the paying account's month and total. The shard is random, so each
 * platform document takes about a quarter of the writes; STATS_SHARDS = 4 keeps a burst of
 * several submissions a second under Firestore's sustained one-write-a-second per document.
 * All by FieldValue.increment, so concurrent transactions never read-modify-write a counter.
 *
 * Two events in one transaction on the same shard are fine: each set merges its increments.
 */
export function recordStats(tx: Transaction, event: StatsEvent, opts: { db?: Firestore; shard?: number } = {}): void {
  const db = opts.db ?? defaultDb;
  const deltas = statsDeltas(event);
  if (Object.keys(deltas).length === 0) return;
  const { month, day } = statsBucket(event.at);
  const shard = opts.shard ?? Math.floor(Math.random() * STATS_SHARDS);
  const inc = increments(deltas);
  const merge = { merge: true } as const;
  tx.set(platformStatsRef(db, month, shard), { month, shard, c: inc, d: { [day]: inc } } as never, merge);
  tx.set(platformStatsRef(db, 'total', shard), { month: 'total', shard, c: inc } as never, merge);
  // A deleted account's customer statistics are gone with it; its events still count for the platform.
  const { accountId } = event;
  if (accountId && accountId !== DELETED_USER) {
    tx.set(customerMonthRef(db, accountId, month), { accountId, month, c: inc } as never, merge);
    tx.set(customerTotalRef(db, accountId), { accountId, month: 'total', c: inc } as never, merge);
  }
}
