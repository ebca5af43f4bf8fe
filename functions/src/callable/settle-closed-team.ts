import { closedTeamRefundKey, toMillis } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { writeCardRefund } from '../lib/payments/refunds.js';
import { readClosedTeam } from '../lib/team-balance.js';

/**
 * Admins settle a closed team's balance by the refund rules, in one transaction: each pack's
 * credits go back to its card (cardRefunds documents, which the refund trigger sends to Stripe and
 * files with a credit note in the team's legal name), the other credits move to the last owner's
 * personal wallet (forfeited when that account is deleted), and the team's wallet ends at zero,
 * with a ledger entry for each movement and one audit entry for the whole. Exactly once: the
 * wallet is read in the transaction, so a second call, or a second admin at the same moment,
 * finds it at zero and is refused; the refund keys follow the state too, so none is written twice.
 */
export const settleClosedTeam = defineCallable('settleClosedTeam', 'admin', async ({ teamId }, { uid }) => {
  return db.runTransaction(async (tx) => {
    const state = await readClosedTeam(teamId, tx);
    const { team, plan, recipient } = state;
    if (!team) throw new HttpsError('not-found', 'Team not found', { reason: 'team_not_found' });
    if (team.status !== 'closed')
      throw new HttpsError('failed-precondition', 'The team is still active', { reason: 'team_active' });
    if (state.balance <= 0)
      throw new HttpsError('failed-precondition', 'Nothing left to settle', { reason: 'nothing_to_settle' });
    const teamWallet = await readWallet(tx, teamId);
    const toWallet = recipient && plan.otherCredits > 0 ? await readWallet(tx, recipient.uid) : null;

    const refundKeys: string[] = [];
    for (const r of plan.refunds) {
      const pack = state.packs.get(r.paymentId);
      if (!pack) continue;
      const key = closedTeamRefundKey(teamId, r.paymentId, pack.committedCents);
      writeCardRefund(tx, key, {
        userId: pack.userId,
        accountId: teamId,
        paymentId: r.paymentId,
        taskId: null,
        amountCents: r.amountCents,
        reason: 'pack_credits',
      });
      moveCredits(tx, teamWallet, {
        credits: -r.credits,
        type: 'adjusted',
        description: ledgerText.teamCardRefund(r.credits, r.amountCents),
        actorUserId: uid,
        metadata: { paymentId: r.paymentId, cardRefundKey: key, amountCents: r.amountCents },
      });
      refundKeys.push(key);
    }
    const other = plan.otherCredits;
    if (other > 0 && toWallet && recipient) {
      moveCredits(tx, teamWallet, {
        credits: -other,
        type: 'adjusted',
        description: ledgerText.teamMoved(other),
        actorUserId: uid,
        metadata: { toUid: recipient.uid },
      });
      moveCredits(tx, toWallet, {
        credits: other,
        type: 'adjusted',
        description: ledgerText.fromClosedTeam(team.name),
        actorUserId: uid,
        metadata: { fromTeamId: teamId },
      });
    } else if (other > 0) {
      moveCredits(tx, teamWallet, {
        credits: -other,
        type: 'adjusted',
        description: ledgerText.teamForfeited(other),
        actorUserId: uid,
        metadata: { forfeited: true },
      });
    }
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: teamId,
      action: 'team_balance_settled',
      entityType: 'team',
      entityId: teamId,
      metadata: {
        balance: state.balance,
        closedAtMs: toMillis(team.closedAt ?? null),
        cardCredits: plan.cardCredits,
        cardCents: plan.cardCents,
        refunds: plan.refunds,
        refundKeys,
        movedCredits: toWallet ? other : 0,
        forfeitedCredits: toWallet ? 0 : other,
        recipientUid: recipient?.uid ?? null,
      },
    });
    return {
      cardCredits: plan.cardCredits,
      cardCents: plan.cardCents,
      refundKeys,
      movedCredits: toWallet ? other : 0,
      forfeitedCredits: toWallet ? 0 : other,
      recipientUid: toWallet ? (recipient?.uid ?? null) : null,
    };
  });
});
