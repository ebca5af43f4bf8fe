import { accountOf, spendingMonth, spentIn, type Quote } from '@tasklane/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { resolveAccount, type ActingAccount } from '../teams.js';
import { col } from '../collections.js';

/**
 * Read phase: the account a quote's money comes from and goes back to (the quote's own: a team's
 * quote spends the team's wallet whichever member accepts), with the acting member's document
 * re-read in this transaction, so a member removed meanwhile cannot spend.
 */
export function quotePayer(
  tx: Transaction,
  uid: string,
  quote: Pick<Quote, 'userId' | 'accountId'>,
): Promise<ActingAccount> {
  return resolveAccount(uid, accountOf(quote), tx);
}

/**
 * Write phase, before the credits move: a team member's credits count against the monthly cap an
 * owner set for them, exactly as a task's do (refused over it, counted in the same transaction so
 * two acceptances at once cannot both pass). A personal account has no cap.
 */
export function countMemberSpending(tx: Transaction, acting: ActingAccount, credits: number): void {
  if (acting.kind !== 'team' || credits <= 0) return;
  const month = spendingMonth(Date.now());
  const spent = spentIn(acting.member, month);
  const cap = acting.member.monthlyCapCredits;
  if (cap !== null && spent + credits > cap) {
    throw new HttpsError('failed-precondition', `Monthly spending cap of ${cap} credits reached`, {
      reason: 'spending_cap',
      cap,
      spent,
      needed: credits,
    });
  }
  tx.update(col.teamMember(acting.accountId, acting.uid), { spentMonth: month, spentCredits: spent + credits });
}

/**
 * Read phase of giving released credits back to the spending of the member who accepted a team's
 * quote: the cap counts only credits spent, so the month of the acceptance gets them back (a later
 * month's counter started from zero and is left alone; a member who left has no counter).
 * Returns the write phase, or null when there is nothing to give back.
 */
export async function planSpendingRelease(
  tx: Transaction,
  quote: Quote,
  releasedCredits: number,
): Promise<(() => void) | null> {
  const accepted = quote.accepted;
  const accountId = accountOf(quote);
  if (
    !accepted ||
    accepted.paymentMethod !== 'credits' ||
    releasedCredits <= 0 ||
    !accepted.acceptedBy ||
    accountId === quote.userId
  )
    return null;
  const snap: DocumentSnapshot = await tx.get(col.teamMember(accountId, accepted.acceptedBy));
  const member = snap.data() as { spentMonth?: string; spentCredits?: number } | undefined;
  if (!member || member.spentMonth !== spendingMonth(accepted.acceptedAt)) return null;
  const spentCredits = Math.max(0, (member.spentCredits ?? 0) - releasedCredits);
  return () => tx.update(snap.ref, { spentCredits });
}
