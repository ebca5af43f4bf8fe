import { DEFAULT_SETTINGS, estimatedStartMs, outOfScopeMatches, refundWindowOpen, revisionCost, revisionWindowOpen } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const H = 3_600_000;
const t0 = Date.UTC(2026, 10, 22, 14, 0);

describe('outOfScopeMatches', () => {
  it('finds legal, tax and medical advice in English and French', () => {
    expect(outOfScopeMatches('I need legal advice about my lease')).toEqual(['legal_advice']);
    expect(outOfScopeMatches("J'ai besoin d'un avis juridique")).toEqual(['legal_advice']);
    expect(outOfScopeMatches('Préparer ma déclaration de revenus')).toEqual(['tax_advice']);
    expect(outOfScopeMatches('Can you give medical advice on this diagnosis?')).toEqual(['medical_advice']);
  });
  it('finds sworn translation and long media, accents or not', () => {
    expect(outOfScopeMatches('Traduction assermentée de mon diplôme')).toEqual(['sworn_translation']);
    expect(outOfScopeMatches('traduction assermentee')).toEqual(['sworn_translation']);
    expect(outOfScopeMatches('Subtitle 3 hours of video')).toEqual(['long_media']);
  });
  it('leaves ordinary micro-tasks alone, and matches whole words only', () => {
    expect(outOfScopeMatches('Polish my About page and keep our friendly tone.')).toEqual([]);
    expect(outOfScopeMatches('Rédiger une publication Facebook pour notre café')).toEqual([]);
    // "issue" contains "sue" but is not a lawsuit
    expect(outOfScopeMatches('Fix the issue in our newsletter text')).toEqual([]);
  });
  it('reports several topics at once', () => {
    expect(outOfScopeMatches('legal advice and tax advice')).toEqual(['legal_advice', 'tax_advice']);
  });
});

describe('revision and refund windows', () => {
  it('allows a revision up to 72 h after delivery, not after', () => {
    expect(revisionWindowOpen(t0, t0 + 72 * H)).toBe(true);
    expect(revisionWindowOpen(t0, t0 + 72 * H + 1)).toBe(false);
    expect(revisionWindowOpen(null, t0)).toBe(false);
  });
  it('makes the first revision per delivery free, then charges the setting', () => {
    expect(revisionCost(0, DEFAULT_SETTINGS)).toBe(0);
    expect(revisionCost(1, DEFAULT_SETTINGS)).toBe(1);
    expect(revisionCost(3, { freeRevisionsPerDelivery: 1, extraRevisionCredits: 2 })).toBe(2);
  });
  it('allows a refund request within 7 days of delivery', () => {
    expect(refundWindowOpen(t0, t0 + 7 * 24 * H)).toBe(true);
    expect(refundWindowOpen(t0, t0 + 7 * 24 * H + 1)).toBe(false);
    expect(refundWindowOpen(null, t0)).toBe(false);
  });
});

describe('estimatedStartMs', () => {
  it('frees a slot every tier-hours / capacity', () => {
    // standard 24 h, capacity 5: a slot every 4.8 h
    expect(estimatedStartMs(1, 'standard', DEFAULT_SETTINGS, t0)).toBe(t0 + 4.8 * H);
    expect(estimatedStartMs(3, 'premium', DEFAULT_SETTINGS, t0)).toBe(t0 + 3 * 2.4 * H);
  });
});
