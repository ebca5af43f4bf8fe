import {
  DEFAULT_SETTINGS,
  DEFAULT_SUPPLIER,
  PROVINCES,
  computeTaxes,
  formatCents,
  formatRateBps,
  formatReceiptNumber,
  provinceOptions,
  receiptInputSchema,
  settingsSchema,
  supplierOf,
  taxOnCents,
  torontoDateOf,
  type Province,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const day = (iso: string) => new Date(iso);
const summer2026 = day('2026-07-15T16:00:00Z');
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('computeTaxes: the rates in force', () => {
  it('Ontario charges HST 13 %', () => {
    expect(computeTaxes('ON', 10_000, summer2026)).toEqual({
      lines: [{ code: 'HST', rateBps: 1300, amountCents: 1300 }],
      taxCents: 1300,
      totalCents: 11_300,
    });
  });
  it('Québec charges GST 5 % and QST 9.975 %, each on the line', () => {
    const r = computeTaxes('QC', 13_500, summer2026);
    expect(r.lines).toEqual([
      { code: 'GST', rateBps: 500, amountCents: 675 },
      { code: 'QST', rateBps: 997.5, amountCents: 1347 }, // 1346.625 → 1347
    ]);
    expect(r.totalCents).toBe(15_522);
  });
  it('New Brunswick, Newfoundland and Labrador and Prince Edward Island charge HST 15 %', () => {
    for (const p of ['NB', 'NL', 'PE'] as const) {
      expect(computeTaxes(p, 2900, summer2026).lines).toEqual([{ code: 'HST', rateBps: 1500, amountCents: 435 }]);
    }
  });
  it('every other province and territory charges GST 5 % only (no PST until an accountant confirms it)', () => {
    for (const p of ['AB', 'BC', 'MB', 'SK', 'NT', 'NU', 'YT'] as const) {
      expect(computeTaxes(p, 2900, summer2026).lines).toEqual([{ code: 'GST', rateBps: 500, amountCents: 145 }]);
    }
  });
  it('covers all 13 provinces and territories', () => {
    expect(PROVINCES).toHaveLength(13);
    for (const p of PROVINCES) expect(computeTaxes(p, 100, summer2026).lines.length).toBeGreaterThan(0);
  });
});

describe('computeTaxes: Nova Scotia on both sides of 2025-04-01', () => {
  it('charges 15 % on 2025-03-31 and 14 % on 2025-04-01, by the Toronto calendar day', () => {
    // 23:30 in Toronto on March 31 is already April 1 in UTC: the Toronto day decides.
    expect(computeTaxes('NS', 10_000, day('2025-04-01T03:30:00Z')).lines[0]).toEqual({
      code: 'HST',
      rateBps: 1500,
      amountCents: 1500,
    });
    expect(computeTaxes('NS', 10_000, day('2025-04-01T04:00:00Z')).lines[0]).toEqual({
      code: 'HST',
      rateBps: 1400,
      amountCents: 1400,
    });
  });
  it('refuses a date before the table starts rather than guessing', () => {
    expect(() => computeTaxes('NS', 100, day('2019-06-01T12:00:00Z'))).toThrow(RangeError);
  });
  it('refuses an unknown province', () => {
    expect(() => computeTaxes('XX' as Province, 100, summer2026)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('rounds each tax half up to the cent', () => {
    expect(taxOnCents(50, 1300)).toBe(7); // 6.5 → 7
    expect(taxOnCents(49, 1300)).toBe(6); // 6.37 → 6
    expect(taxOnCents(10, 500)).toBe(1); // 0.5 → 1
    expect(taxOnCents(9, 500)).toBe(0); // 0.45 → 0
    expect(taxOnCents(200, 997.5)).toBe(20); // 19.95 → 20
    expect(taxOnCents(2900, 997.5)).toBe(289); // 289.275 → 289
  });
  it('mirrors a receipt for a negative amount', () => {
    expect(taxOnCents(-50, 1300)).toBe(-7);
  });
  it('keeps QST exact where float arithmetic would not (1005 × 9.975 % = 100.24875)', () => {
    expect(taxOnCents(1005, 997.5)).toBe(100);
    expect(taxOnCents(2, 2500)).toBe(1); // exactly .5 → up
  });
  it('refuses fractional cents', () => {
    expect(() => taxOnCents(10.5, 500)).toThrow(RangeError);
  });
  it('totals the pack prices the way the receipts will', () => {
    expect(computeTaxes('QC', 25_000, summer2026).totalCents).toBe(28_744); // 1250 + 2493.75→2494
    expect(computeTaxes('AB', 2900, summer2026).totalCents).toBe(3045);
  });
});

describe('labels and formats', () => {
  it('formats cents and rates in en-CA and fr-CA', () => {
    expect(formatCents(123_450, 'en')).toBe('$1,234.50');
    expect(nbsp(formatCents(123_450, 'fr'))).toBe('1 234,50 $');
    expect(formatRateBps(997.5, 'en')).toBe('9.975%');
    expect(nbsp(formatRateBps(997.5, 'fr'))).toBe('9,975 %');
    expect(formatRateBps(1300, 'en')).toBe('13%');
  });
  it('sorts province names per language', () => {
    expect(provinceOptions('fr')[0]).toEqual({ code: 'AB', name: 'Alberta' });
    expect(provinceOptions('fr').map((o) => o.code)).toContain('PE');
    expect(provinceOptions('en').find((o) => o.code === 'PE')?.name).toBe('Prince Edward Island');
    expect(provinceOptions('fr').find((o) => o.code === 'PE')?.name).toBe('Île-du-Prince-Édouard');
  });
  it('reads the Toronto calendar day', () => {
    expect(torontoDateOf(day('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(torontoDateOf(day('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });
});

describe('receipts and supplier', () => {
  const input = {
    uid: 'u1',
    kind: 'receipt' as const,
    customer: { name: 'Ana', email: 'ana@example.com', locale: 'fr' as const },
    lines: [{ description: { en: '5 credits', fr: '5 crédits' }, amountCents: 13_500 }],
    province: 'QC' as const,
    taxes: computeTaxes('QC', 13_500, summer2026).lines,
    subtotalCents: 13_500,
    totalCents: 15_522,
    paymentMethod: 'card' as const,
  };
  it('accepts a consistent receipt', () => {
    expect(receiptInputSchema.safeParse(input).success).toBe(true);
  });
  it('refuses totals that do not add up', () => {
    const r = receiptInputSchema.safeParse({ ...input, totalCents: 15_523 });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['total_mismatch']);
    const s = receiptInputSchema.safeParse({ ...input, subtotalCents: 13_000, totalCents: 15_022 });
    expect(s.error?.issues.map((i) => i.message)).toContain('subtotal_mismatch');
  });
  it('requires a credit note to name the receipt it reverses', () => {
    const r = receiptInputSchema.safeParse({ ...input, kind: 'credit_note' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['refund_of_required']);
    expect(receiptInputSchema.safeParse({ ...input, kind: 'credit_note', refundOf: 'TL-2026-000001' }).success).toBe(
      true,
    );
  });
  it('numbers receipts TL-year-six digits', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('TL-2026-000001');
    expect(formatReceiptNumber(2026, 123_456)).toBe('TL-2026-123456');
  });
  it('ships a well-formed demo supplier in the settings defaults', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(supplierOf({ ...DEFAULT_SETTINGS, supplier: undefined })).toEqual(DEFAULT_SUPPLIER);
    expect(
      settingsSchema.safeParse({ ...DEFAULT_SETTINGS, supplier: { ...DEFAULT_SUPPLIER, gstHstNumber: '12345' } })
        .success,
    ).toBe(false);
  });
});
