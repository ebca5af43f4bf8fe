import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS as C } from '@tasklane/domain';
import { refs } from '../lib/collections.js';
import { writeInPages } from '../lib/paged-writes.js';

/**
 * Records that belong to a paying account, and the field naming the person each one was made
 * for before teams existed. Receipts are not here: their `uid` already is the account.
 */
export const ACCOUNT_OWNED = [
  { collection: C.wallets, owner: 'id' },
  { collection: C.tasks, owner: 'userId' },
  { collection: C.payments, owner: 'userId' },
  { collection: C.checkoutDrafts, owner: 'userId' },
  { collection: C.quotes, owner: 'userId' },
  { collection: C.subscriptions, owner: 'userId' },
  { collection: C.invoices, owner: 'userId' },
  { collection: C.refundRequests, owner: 'userId' },
  { collection: C.refunds, owner: 'userId' },
  { collection: C.cardRefunds, owner: 'userId' },
] as const;

/**
 * Gives every record made before teams its account: `accountId = userId` (a wallet's = its id).
 * Only documents without an accountId are written, each with a precondition on its update time,
 * so running it twice (or while the app runs) changes nothing the second time and never
 * overwrites a concurrent write. `userIds` limits it to those people (tests; a staged rollout).
 * Returns how many documents each collection had updated.
 */
export async function migrateAccountIds(
  db: Firestore,
  opts: { userIds?: readonly string[] } = {},
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { collection, owner } of ACCOUNT_OWNED) {
    let updated = 0;
    const base = (): Query => {
      const all = refs(db).named(collection);
      if (!opts.userIds) return all;
      return owner === 'id'
        ? all.where(FieldPath.documentId(), 'in', [...opts.userIds])
        : all.where(owner, 'in', [...opts.userIds]);
    };
    await writeInPages(db, base(), (docs, writer) => {
      for (const doc of docs) {
        if (doc.get('accountId') !== undefined) continue;
        const accountId = owner === 'id' ? doc.id : (doc.get(owner) as unknown);
        if (typeof accountId !== 'string' || !accountId) continue;
        updated++;
        void writer.update(doc.ref, { accountId }, { lastUpdateTime: doc.updateTime }).catch(() => {
          // Changed since it was read: whoever wrote it is newer code that sets accountId itself, or
          // the next run picks it up.
          updated--;
        });
      }
    });
    out[collection] = updated;
  }
  return out;
}
