import type { Firestore, Query } from 'firebase-admin/firestore';
import { frenchOf } from '../lib/ledger-text.js';
import { writeInPages } from '../lib/paged-writes.js';
import { refs } from '../lib/collections.js';

/**
 * Gives ledger entries written before descriptions were kept in both languages their French
 * (`descriptionFr`), read back from their English words (`frenchOf`). Entries that have it, and
 * entries whose words are not known, are left as they are (the history shows their English).
 * Each write has a precondition on the entry's update time, so running it twice, or while the app
 * runs, changes nothing the second time. `accountIds` limits it to those wallets (tests; a staged
 * rollout). Returns how many entries it gave French to, and how many it could not read.
 */
export async function addFrenchToLedger(
  db: Firestore,
  opts: { accountIds?: readonly string[] } = {},
): Promise<{ updated: number; unknown: number }> {
  const sources: Query[] = opts.accountIds ? opts.accountIds.map((id) => refs(db).ledger(id)) : [refs(db).allLedgers()];
  let updated = 0;
  let unknown = 0;
  for (const source of sources) {
    await writeInPages(db, source, (docs, writer) => {
      for (const doc of docs) {
        const description: unknown = doc.get('description');
        if (doc.get('descriptionFr') !== undefined || typeof description !== 'string') continue;
        const taskId: unknown = doc.get('taskId');
        const fr = frenchOf({ description, taskId: typeof taskId === 'string' ? taskId : undefined });
        if (fr === null) {
          unknown++;
          continue;
        }
        updated++;
        void writer.update(doc.ref, { descriptionFr: fr }, { lastUpdateTime: doc.updateTime }).catch(() => {
          // Changed since it was read: the next run looks at it again.
          updated--;
        });
      }
    });
  }
  return { updated, unknown };
}
