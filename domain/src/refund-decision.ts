/**
 * What an admin's decision on a money-back request moves, decided without any I/O. The callable
 * then carries it out in one transaction: whether a card payment can take the credits is the
 * only thing it must look up.
 */
export interface RefundDecisionPlan {
  /** Credits owed back (0 for a decline, a card-paid task, or credits the late refund already returned). */
  owedCredits: number;
  /** The owed credits go to the card that bought the pack instead of the wallet. */
  creditsToCard: boolean;
  /** A card-paid task's money goes back to its card (once; the payments flow dedupes). */
  refundTaskCard: boolean;
}

export function decideRefundOutcome(input: {
  decision: 'approved' | 'declined';
  paymentMethod: 'credits' | 'card';
  requestedCredits: number;
  lateRefunded: boolean;
  refundTo?: 'credits' | 'card' | undefined;
}): RefundDecisionPlan {
  const approved = input.decision === 'approved';
  const byCredits = input.paymentMethod === 'credits';
  // Credits bought in a pack go back as credits, unless the admin sends them to the card; the
  // late-delivery refund may already have returned them, and they never go back twice.
  const owedCredits = approved && byCredits && !input.lateRefunded ? Math.max(0, input.requestedCredits) : 0;
  return {
    owedCredits,
    creditsToCard: owedCredits > 0 && input.refundTo === 'card',
    refundTaskCard: approved && !byCredits,
  };
}

/** The task-history note for the decision, in the staff's working language. */
export function refundDecisionNote(input: {
  approved: boolean;
  creditsReturned: number;
  cardRefundPending: boolean;
  byCredits: boolean;
}): string {
  if (!input.approved) return 'Refund declined';
  if (input.creditsReturned > 0) return `Refund approved: ${input.creditsReturned} credit(s) returned`;
  if (input.cardRefundPending) return 'Refund approved: refund to the card under way';
  return input.byCredits
    ? 'Refund approved: credits were already returned (late delivery)'
    : 'Refund approved: the card was already refunded';
}
