import { z } from 'zod';
import { docIdField } from './schemas/common.js';
import type { LedgerType } from './schemas/wallet.js';

/**
 * What happens to a closed team's balance (a team closes when its last member leaves, with
 * whatever credits it still holds). Credits bought with packs go back to the card that paid,
 * newest pack first; the other credits (plan months, admin adjustments, credits back from tasks
 * that were not paid from packs, quote releases) cannot go back to a card, so they move to the
 * personal account of the team's last owner, or are forfeited when that person has deleted
 * their account. Credits never expire otherwise.
 */

/** One ledger entry of the team's wallet, oldest first. */
export interface BalanceMove {
  type: LedgerType;
  credits: number;
  taskId?: string | undefined;
}

/** One pack the team bought, with what is already refunded or decided to be (pending card refunds). */
export interface TeamPackPayment {
  paymentId: string;
  credits: number;
  totalCents: number;
  committedCents: number;
  createdAtMs: number;
}

export interface ClosedBalanceRefund {
  paymentId: string;
  credits: number;
  amountCents: number;
}

export interface ClosedBalancePlan {
  balance: number;
  /** Credits refunded to the cards, one refund per pack, newest pack first. */
  refunds: ClosedBalanceRefund[];
  cardCredits: number;
  cardCents: number;
  /** Credits no card paid for: to the last owner's personal account, or forfeited. */
  otherCredits: number;
}

/**
 * How many of `balance` credits were bought with packs, replaying the ledger oldest first with
 * two buckets. Spending takes the credits no card paid for first (as bonus credits go first
 * elsewhere), so the paid ones stay refundable: in doubt, the reading that favours the customer.
 * Credits refunded for a task go back to the bucket that task was paid from.
 */
export function packCreditsLeft(balance: number, moves: readonly BalanceMove[]): number {
  let card = 0;
  let other = 0;
  const cardSpentOn = new Map<string, number>();
  for (const m of moves) {
    if (m.credits > 0) {
      if (m.type === 'purchased') {
        card += m.credits;
      } else if (m.type === 'refunded' && m.taskId) {
        const back = Math.min(m.credits, cardSpentOn.get(m.taskId) ?? 0);
        card += back;
        other += m.credits - back;
        cardSpentOn.set(m.taskId, (cardSpentOn.get(m.taskId) ?? 0) - back);
      } else {
        other += m.credits;
      }
    } else if (m.credits < 0) {
      const fromOther = Math.min(-m.credits, other);
      other -= fromOther;
      const fromCard = Math.min(-m.credits - fromOther, card);
      card -= fromCard;
      if (m.taskId && fromCard > 0) cardSpentOn.set(m.taskId, (cardSpentOn.get(m.taskId) ?? 0) + fromCard);
    }
  }
  return Math.max(0, Math.min(card, balance));
}

/**
 * The settlement of a closed team's balance: the pack credits left go back to the packs' cards,
 * newest pack first, each pack paying back at most its credits not yet refunded (at the price
 * per credit it was bought at); the rest of the balance is `otherCredits`.
 */
export function planClosedBalance(
  balance: number,
  moves: readonly BalanceMove[],
  packs: readonly TeamPackPayment[],
): ClosedBalancePlan {
  let left = packCreditsLeft(balance, moves);
  const refunds: ClosedBalanceRefund[] = [];
  const newestFirst = [...packs].sort((a, b) => b.createdAtMs - a.createdAtMs);
  for (const p of newestFirst) {
    if (left <= 0) break;
    if (p.credits <= 0 || p.totalCents <= 0) continue;
    const remainingCents = p.totalCents - p.committedCents;
    const refundable = Math.floor((p.credits * remainingCents) / p.totalCents);
    const credits = Math.min(left, refundable);
    if (credits <= 0) continue;
    const amountCents = Math.min(Math.round((p.totalCents * credits) / p.credits), remainingCents);
    refunds.push({ paymentId: p.paymentId, credits, amountCents });
    left -= credits;
  }
  const cardCredits = refunds.reduce((s, r) => s + r.credits, 0);
  return {
    balance,
    refunds,
    cardCredits,
    cardCents: refunds.reduce((s, r) => s + r.amountCents, 0),
    otherCredits: balance - cardCredits,
  };
}

/** The card refund of one pack in a closed team's settlement; the committed cents make a later settlement's key differ. */
export const closedTeamRefundKey = (teamId: string, paymentId: string, committedCents: number) =>
  `team_${teamId}_${paymentId}_${committedCents}`;

const closedTeamRow = z.object({
  teamId: z.string(),
  name: z.string(),
  legalName: z.string(),
  province: z.string(),
  closedAtMs: z.number().nullable(),
  balance: z.number(),
  cardCredits: z.number(),
  cardCents: z.number(),
  otherCredits: z.number(),
  refunds: z.array(
    z.object({ paymentId: z.string(), credits: z.number(), amountCents: z.number(), paidAtMs: z.number() }),
  ),
  /** Who receives the other credits: the last owner, or null when their account is gone (forfeited). */
  recipient: z.object({ uid: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ClosedTeamRow = z.infer<typeof closedTeamRow>;

// Admins: closed teams that still hold credits, and their settlement by the refund rules.
export const closedTeamContracts = {
  closedTeamBalances: { input: z.object({}).strict(), output: z.object({ teams: z.array(closedTeamRow) }) },
  /** Once per balance: a second call (or a second admin at once) finds it at zero. */
  settleClosedTeam: {
    input: z.object({ teamId: docIdField }),
    output: z.object({
      cardCredits: z.number(),
      cardCents: z.number(),
      refundKeys: z.array(z.string()),
      movedCredits: z.number(),
      forfeitedCredits: z.number(),
      recipientUid: z.string().nullable(),
    }),
  },
};
