import { decideRefundOutcome, refundDecisionNote } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const base = {
  decision: 'approved' as const,
  paymentMethod: 'credits' as const,
  requestedCredits: 3,
  lateRefunded: false,
};

describe('decideRefundOutcome', () => {
  it('returns the credits of an approved credit-paid task to the wallet', () => {
    expect(decideRefundOutcome(base)).toEqual({ owedCredits: 3, creditsToCard: false, refundTaskCard: false });
  });
  it('sends them to the pack’s card when the admin asks', () => {
    expect(decideRefundOutcome({ ...base, refundTo: 'card' })).toEqual({
      owedCredits: 3,
      creditsToCard: true,
      refundTaskCard: false,
    });
  });
  it('never returns credits the late-delivery refund already returned', () => {
    expect(decideRefundOutcome({ ...base, lateRefunded: true, refundTo: 'card' })).toEqual({
      owedCredits: 0,
      creditsToCard: false,
      refundTaskCard: false,
    });
  });
  it('refunds a card-paid task to its card, and moves no credits', () => {
    expect(decideRefundOutcome({ ...base, paymentMethod: 'card', lateRefunded: true })).toEqual({
      owedCredits: 0,
      creditsToCard: false,
      refundTaskCard: true,
    });
  });
  it('moves nothing on a decline', () => {
    expect(decideRefundOutcome({ ...base, decision: 'declined', refundTo: 'card' })).toEqual({
      owedCredits: 0,
      creditsToCard: false,
      refundTaskCard: false,
    });
    expect(decideRefundOutcome({ ...base, decision: 'declined', paymentMethod: 'card' })).toEqual({
      owedCredits: 0,
      creditsToCard: false,
      refundTaskCard: false,
    });
  });
  it('writes the history note that matches what moved', () => {
    expect(refundDecisionNote({ approved: false, creditsReturned: 0, cardRefundPending: false, byCredits: true })).toBe(
      'Refund declined',
    );
    expect(refundDecisionNote({ approved: true, creditsReturned: 2, cardRefundPending: false, byCredits: true })).toBe(
      'Refund approved: 2 credit(s) returned',
    );
    expect(refundDecisionNote({ approved: true, creditsReturned: 0, cardRefundPending: true, byCredits: false })).toBe(
      'Refund approved: refund to the card under way',
    );
    expect(refundDecisionNote({ approved: true, creditsReturned: 0, cardRefundPending: false, byCredits: true })).toBe(
      'Refund approved: credits were already returned (late delivery)',
    );
    expect(refundDecisionNote({ approved: true, creditsReturned: 0, cardRefundPending: false, byCredits: false })).toBe(
      'Refund approved: the card was already refunded',
    );
  });
});
