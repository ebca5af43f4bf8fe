import { REGION, notificationsForQuoteChange, quoteSchema, type Quote } from '@tasklane/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { writeNotification } from '../lib/notify.js';
import { sendQuoteEmail } from '../lib/quotes/mail.js';
import { col } from '../lib/collections.js';

/** The admins to tell about quotes: profiles whose role is admin (mirrored from the claim). */
async function adminUids(): Promise<string[]> {
  return (await col.profiles().where('role', '==', 'admin').select().get()).docs.map((d) => d.id);
}

/**
 * Plain handler, so tests can replay an event: the bell notifications (and the customer's e-mail)
 * owed for one write of quotes/{quoteId}, each once, whichever callable or tick made the change.
 */
export async function handleQuoteWritten(quoteId: string, before: Quote | null, after: Quote): Promise<number> {
  const planned = notificationsForQuoteChange(quoteId, before, after, await adminUids());
  let written = 0;
  for (const { mail, ...n } of planned) {
    if (await writeNotification(n)) {
      written += 1;
      if (mail) await sendQuoteEmail(n);
    }
  }
  return written;
}

export const notifyOnQuoteWritten = onDocumentWritten(
  { document: 'quotes/{quoteId}', region: REGION },
  async (event) => {
    const before = event.data?.before.exists ? quoteSchema.safeParse(event.data.before.data()) : null;
    const after = event.data?.after.exists ? quoteSchema.safeParse(event.data.after.data()) : null;
    if (!after?.success) return;
    if (before && !before.success) return;
    if (before && before.data.history.length === after.data.history.length) return;
    await handleQuoteWritten(event.params.quoteId, before?.data ?? null, after.data);
  },
);
