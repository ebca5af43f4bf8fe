import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { readAcceptances, recordConsents } from '../lib/consents.js';

/**
 * The caller accepts the current terms and/or privacy policy: one record each, with the version,
 * the language of the text, how it was given and the server's time (DECISIONS, "Privacy and
 * language law"). The web calls it after sign-up's two checkboxes, from the prompt an order
 * refused with `terms_not_accepted` opens, and after a provider's first sign-in. Audited.
 */
export const acceptConsents = defineCallable(
  'acceptConsents',
  'user',
  async ({ accepted, via, englishChosen }, { uid }) => {
    const written = await db.runTransaction(async (tx) => {
      const read = await readAcceptances(tx, uid, accepted);
      return recordConsents(tx, uid, read, {
        via,
        nowMs: Date.now(),
        ...(englishChosen !== undefined ? { englishChosen } : {}),
      });
    });
    return { recorded: written.map(({ document, version }) => ({ document, version })) };
  },
);
