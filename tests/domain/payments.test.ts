import { DEFAULT_SETTINGS, UnknownPackError, packCreditsRefundCents, quoteCheckout } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { parseStripeForm } from '../../scripts/support/stripe-standin.mjs';

const AFTER = new Date('2026-06-01T12:00:00Z');
const task = {
  title: 'Clean my list',
  category: 'research_data' as const,
  tier: 'express' as const,
  brief: 'Please remove duplicates from the list below.',
  sourceText: 'a,b',
  deliverableType: 'sheet' as const,
  language: 'en' as const,
};

describe('quoteCheckout', () => {
  it('prices a pack from the settings with the province taxes, per line in cents', () => {
    const q = quoteCheckout({ kind: 'pack', packId: 'pack_5' }, DEFAULT_SETTINGS, 'QC', AFTER);
    expect(q).toMatchObject({ credits: 5, priceCredits: 0, subtotalCents: 13_500, totalCents: 15_522 });
    expect(q.taxes.map((t) => [t.code, t.amountCents])).toEqual([
      ['GST', 675],
      ['QST', 1347],
    ]);
    expect(q.description.fr).toBe('Crédits Tasklane : forfait de 5');
  });

  it('prices a card task like submitTask: its credits at the credit price', () => {
    const q = quoteCheckout({ kind: 'task', task }, DEFAULT_SETTINGS, 'AB', AFTER);
    expect(q).toMatchObject({ credits: 0, priceCredits: 3, subtotalCents: 8_700, totalCents: 9_135 });
    expect(q.taxes).toEqual([{ code: 'GST', rateBps: 500, amountCents: 435 }]);
  });

  it('refuses a pack the settings do not sell', () => {
    expect(() => quoteCheckout({ kind: 'pack', packId: 'pack_7' }, DEFAULT_SETTINGS, 'ON', AFTER)).toThrow(
      UnknownPackError,
    );
  });
});

describe('packCreditsRefundCents', () => {
  it("pays back the credits' share of the pack, never more than is left", () => {
    expect(packCreditsRefundCents({ totalCents: 15_255, refundedCents: 0, credits: 5 }, 2)).toBe(6_102);
    expect(packCreditsRefundCents({ totalCents: 15_255, refundedCents: 12_000, credits: 5 }, 2)).toBe(3_255);
    expect(packCreditsRefundCents({ totalCents: 15_255, refundedCents: 0, credits: 5 }, 0)).toBe(0);
  });
});

describe("the stand-in's Stripe form decoding", () => {
  it('rebuilds nested objects and arrays from bracket keys', () => {
    const body = new URLSearchParams({
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][tax_rates][0]': 'txr_1',
      'metadata[uid]': 'u1',
      mode: 'payment',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      line_items: [{ price_data: { unit_amount: '2900' }, tax_rates: ['txr_1'] }],
      metadata: { uid: 'u1' },
      mode: 'payment',
    });
  });
});
