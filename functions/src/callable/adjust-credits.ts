import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { logs } from '../lib/logs.js';

/**
 * An admin adds or removes credits by hand (a goodwill gesture, a correction), with a reason: one
 * transaction writes the balance, an 'adjusted' ledger entry the customer sees and the
 * 'credits_adjusted' audit entry (moveCredits, which also refuses a balance below zero). The
 * reason stays in the audit log; the customer's ledger shows a neutral description. The wallet is
 * the paying account's: a person's own, or a team's (a team task's credits are the team's).
 */
export const adjustCredits = defineCallable(
  'adjustCredits',
  'admin',
  async ({ accountId, credits, reason }, { uid }) => {
    const actor = uid;
    const balance = await db.runTransaction(async (tx) => {
      const wallet = await readWallet(tx, accountId);
      return moveCredits(tx, wallet, {
        credits,
        type: 'adjusted',
        description: ledgerText.adjustment(),
        actorUserId: actor,
        metadata: { reason },
      });
    });
    logs.adminAction('adjustCredits', actor, accountId);
    return { balance };
  },
);
