import type { Quote } from '@tasklane/domain';
import { cadToCents } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { assertTermsAccepted } from '../lib/consents.js';
import { resolveAccount } from '../lib/teams.js';
import { sendStaffQuoteRequestMail } from '../lib/quotes/mail.js';
import { taskIdFor } from '../lib/submission/task-id.js';
import { col } from '../lib/collections.js';

/**
 * The customer asks for a quote, in their personal space (`accountId` = their uid) or a team's. The id comes from the caller and their request id, so a retried
 * submission (double click, lost answer) finds the first quote instead of making a second. Admins
 * hear of it from the quotes trigger (the bell), and the staff inbox by e-mail once, from here.
 */
export const requestQuote = defineCallable(
  'requestQuote',
  'user',
  async ({ requestId, budgetCad, accountId, ...fields }, { uid }) => {
    const userId = uid;
    if (fields.wantedBy <= Date.now())
      throw new HttpsError('invalid-argument', 'Invalid input', { fields: { wantedBy: 'deadline_past' } });
    await assertTermsAccepted(userId);
    const ref = col.quotes().doc(taskIdFor(userId, `quote\n${requestId}`));
    const outcome = await db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data();
      // Asked in a team space, the quote is the team's (every current member sees and answers it);
      // a caller who is not a member of that team is refused, even on a retry.
      const acting = await resolveAccount(userId, accountId, tx);
      if (existing) {
        if (existing.userId !== userId)
          throw new HttpsError('invalid-argument', 'Invalid input', { fields: { requestId: 'request_id_required' } });
        return { quoteId: ref.id, duplicate: true };
      }
      const now = Date.now();
      const quote: Quote = {
        userId,
        accountId: acting.accountId,
        ...fields,
        budgetCents: budgetCad === null ? null : cadToCents(budgetCad),
        status: 'requested',
        versions: [],
        expiresAt: null,
        accepted: null,
        checkout: null,
        changesNote: null,
        result: null,
        actualCents: null,
        deliveredAt: null,
        revisionCount: 0,
        revisionNote: null,
        settlement: null,
        history: [{ at: now, by: userId, from: null, to: 'requested' }],
        createdAt: FieldValue.serverTimestamp() as never,
        updatedAt: FieldValue.serverTimestamp() as never,
      };
      tx.create(ref, quote);
      writeAudit(tx, {
        actorUserId: userId,
        subjectUserId: userId,
        action: 'quote_requested',
        entityType: 'quote',
        entityId: ref.id,
        metadata: { category: fields.category, budgetCents: quote.budgetCents, accountId: acting.accountId },
      });
      return { quoteId: ref.id, duplicate: false };
    });
    // Only the call that created the quote mails the staff; a retry finds it and sends nothing.
    if (!outcome.duplicate) {
      await sendStaffQuoteRequestMail(
        ref.id,
        { ...fields, budgetCents: budgetCad === null ? null : cadToCents(budgetCad) },
        userId,
      );
    }
    return outcome;
  },
);
