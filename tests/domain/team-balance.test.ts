// A closed team's balance by the refund rules: which credits are pack credits (refunded to the
// pack's card, newest pack first) and which are not (moved to the last owner, or forfeited).
import { packCreditsLeft, planClosedBalance, type BalanceMove, type TeamPackPayment } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const pack = (
  paymentId: string,
  credits: number,
  totalCents: number,
  createdAtMs: number,
  committedCents = 0,
): TeamPackPayment => ({ paymentId, credits, totalCents, committedCents, createdAtMs });

describe('packCreditsLeft', () => {
  it('spends the credits no card paid for first, so the paid ones stay refundable', () => {
    const moves: BalanceMove[] = [
      { type: 'purchased', credits: 5 },
      { type: 'plan', credits: 3 },
      { type: 'consumed', credits: -4, taskId: 't1' },
    ];
    // 3 plan credits go first, then 1 pack credit: 4 pack credits left of a balance of 4.
    expect(packCreditsLeft(4, moves)).toBe(4);
    expect(packCreditsLeft(4, [...moves, { type: 'adjusted', credits: 2 }])).toBe(4);
    expect(packCreditsLeft(6, [...moves, { type: 'adjusted', credits: 2 }])).toBe(4);
  });

  it('returns a refunded task to the bucket it was paid from', () => {
    const moves: BalanceMove[] = [
      { type: 'purchased', credits: 2 },
      { type: 'consumed', credits: -2, taskId: 'paid' },
      { type: 'granted', credits: 1 },
      { type: 'consumed', credits: -1, taskId: 'free' },
      { type: 'refunded', credits: 2, taskId: 'paid' },
      { type: 'refunded', credits: 1, taskId: 'free' },
      // A release without a task (a quote's unused credits) is not a pack's.
      { type: 'refunded', credits: 1 },
    ];
    expect(packCreditsLeft(4, moves)).toBe(2);
  });

  it('never counts more than the balance (a ledger that does not add up)', () => {
    expect(packCreditsLeft(1, [{ type: 'purchased', credits: 5 }])).toBe(1);
    expect(packCreditsLeft(0, [{ type: 'purchased', credits: 5 }])).toBe(0);
  });
});

describe('planClosedBalance', () => {
  it('refunds the newest pack first, at the price per credit it was bought at', () => {
    const moves: BalanceMove[] = [
      { type: 'purchased', credits: 5 },
      { type: 'purchased', credits: 1 },
      { type: 'adjusted', credits: 3 },
      { type: 'consumed', credits: -2, taskId: 'a' },
      { type: 'consumed', credits: -2, taskId: 'b' },
      { type: 'adjusted', credits: 2 },
    ];
    const plan = planClosedBalance(7, moves, [pack('pi_old', 5, 15_522, 1_000), pack('pi_new', 1, 3_334, 2_000)]);
    expect(plan).toEqual({
      balance: 7,
      refunds: [
        { paymentId: 'pi_new', credits: 1, amountCents: 3_334 },
        { paymentId: 'pi_old', credits: 4, amountCents: 12_418 },
      ],
      cardCredits: 5,
      cardCents: 15_752,
      otherCredits: 2,
    });
  });

  it('takes from a pack only what is not refunded or decided yet; what no pack can take is not a card credit', () => {
    const moves: BalanceMove[] = [{ type: 'purchased', credits: 5 }];
    // 2 of the 5 credits already went back to the card (2/5 of 152.55 $).
    const plan = planClosedBalance(5, moves, [pack('pi', 5, 15_255, 1_000, 6_102)]);
    expect(plan.refunds).toEqual([{ paymentId: 'pi', credits: 3, amountCents: 9_153 }]);
    expect(plan.otherCredits).toBe(2);
    expect(planClosedBalance(5, moves, [pack('pi', 5, 15_255, 1_000, 15_255)])).toMatchObject({
      refunds: [],
      cardCredits: 0,
      otherCredits: 5,
    });
  });

  it('has nothing for a card when no pack was bought', () => {
    expect(planClosedBalance(9, [{ type: 'plan', credits: 9 }], [])).toEqual({
      balance: 9,
      refunds: [],
      cardCredits: 0,
      cardCents: 0,
      otherCredits: 9,
    });
  });
});
