import { REGION, notificationForWalletChange, priceOf, webhookEventForBalance, type Wallet } from '@tasklane/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { writeNotification } from '../lib/notify.js';
import { readSettings } from '../lib/settings.js';
import { snapshotOf } from '../lib/collections.js';
import { queueWebhookEvents } from '../lib/webhooks/queue.js';

/**
 * Plain handler: credit_low when the balance drops below the price of a standard basic task
 * (read from the live settings). `eventKey` is the write's commit time, the same on a retry.
 */
export async function handleWalletUpdated(
  uid: string,
  before: Wallet,
  after: Wallet,
  eventKey: string,
): Promise<boolean> {
  if (!(after.balance < before.balance)) return false;
  const threshold = priceOf('admin_docs', 'standard', await readSettings()).credits;
  const n = notificationForWalletChange(uid, before, after, threshold, eventKey);
  const written = n ? await writeNotification(n) : false;
  // balance.low to the account's webhooks, on the same threshold (the wallet's id is the account).
  const webhook = webhookEventForBalance(uid, before, after, threshold, eventKey);
  if (webhook) await queueWebhookEvents([webhook], Date.now());
  return written;
}

export const notifyOnWalletUpdated = onDocumentUpdated({ document: 'wallets/{uid}', region: REGION }, async (event) => {
  const before = snapshotOf('wallet', event.data?.before);
  const after = snapshotOf('wallet', event.data?.after);
  if (!before || !after || !event.data) return;
  await handleWalletUpdated(event.params.uid, before, after, String(event.data.after.updateTime.toMillis()));
});
