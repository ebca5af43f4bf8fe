import { CATEGORIES, DEFAULT_SETTINGS, creditsToCad, formatCad, priceOf, type Settings } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('priceOf', () => {
  it('prices a basic category at 1 credit on the standard tier (29 CAD)', () => {
    expect(priceOf('admin_docs', 'standard', DEFAULT_SETTINGS)).toMatchObject({
      taskClass: 'basic',
      credits: 1,
      cad: 29,
    });
  });
  it('adds the tier surcharge: express +1, premium +2', () => {
    expect(priceOf('marketing_content', 'express', DEFAULT_SETTINGS).credits).toBe(2);
    expect(priceOf('marketing_content', 'premium', DEFAULT_SETTINGS).credits).toBe(3);
  });
  it('prices a premium category at 2 credits base (58 CAD)', () => {
    expect(priceOf('design_media', 'standard', DEFAULT_SETTINGS)).toMatchObject({
      taskClass: 'premium',
      credits: 2,
      cad: 58,
    });
    expect(priceOf('legal_compliance', 'premium', DEFAULT_SETTINGS)).toMatchObject({ credits: 4, cad: 116 });
  });
  it('classes all nine categories as the decisions say', () => {
    const basic = CATEGORIES.filter((c) => priceOf(c, 'standard', DEFAULT_SETTINGS).taskClass === 'basic');
    expect(basic.sort()).toEqual(['admin_docs', 'forms_business_docs', 'hr_operations', 'marketing_content']);
  });
  it('follows the settings, not hard-coded numbers', () => {
    const s: Settings = { ...DEFAULT_SETTINGS, creditPriceCad: 31, classBaseCredits: { basic: 2, premium: 3 } };
    expect(priceOf('admin_docs', 'express', s)).toMatchObject({ credits: 3, cad: 93 });
  });
  it('keeps basic tasks inside the 20–40 CAD band and premium inside 40–100', () => {
    for (const c of CATEGORIES) {
      const p = priceOf(c, 'standard', DEFAULT_SETTINGS);
      const [min, max] = p.taskClass === 'basic' ? [20, 40] : [40, 100];
      expect(p.cad).toBeGreaterThanOrEqual(min);
      expect(p.cad).toBeLessThanOrEqual(max);
    }
  });
});

describe('money helpers', () => {
  it('converts credits to CAD at the settings price', () => {
    expect(creditsToCad(5, DEFAULT_SETTINGS)).toBe(145);
  });
  it('formats CAD per locale', () => {
    expect(formatCad(29, 'en')).toBe('$29.00');
    expect(formatCad(29, 'fr').replace(/\s/g, ' ')).toBe('29,00 $');
  });
});
