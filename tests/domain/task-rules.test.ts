import {
  DEFAULT_SETTINGS,
  estimateSchedule,
  estimatedStartMs,
  outOfScopeMatches,
  refundWindowOpen,
  revisionCost,
  revisionWindowOpen,
} from '@tasklane/domain';
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
  // Briefs real customers write: none of them asks for a service we don't offer.
  it.each([
    'Write a warm thank-you card for Sue, our longest-serving barista',
    'Thank Sue for her 10 years with us, and Sue the baker too',
    'Update our price list: cleaning is $45 per hour, windows $60 per hour',
    'Mettez à jour notre grille : 45 $ de l’heure, taux horaire affiché en vitrine',
    'Write a bio for our lawyer, Maître Tremblay, for the firm website',
    'Recette de guacamole : deux avocats bien mûrs',
    'Résumez le diagnostic SEO de notre site en cinq points',
    'Fix the issue in our newsletter text',
    'Rédigez un courriel pour arriver à l’heure à la réunion',
    'Translate our café menu into French',
    'Summarize the interpretation of our survey results',
    'Poursuivez la liste de nos services avec trois exemples',
  ])('no warning for an ordinary brief: %s', (brief) => {
    expect(outOfScopeMatches(brief)).toEqual([]);
  });

  it.each([
    ['I want to sue my landlord for the deposit', 'legal_advice'],
    ['Help me sue someone who owes us money', 'legal_advice'],
    ['Draft our lawsuit against the contractor', 'legal_advice'],
    ['Je veux poursuivre en justice mon propriétaire', 'legal_advice'],
    ['Donnez-moi des conseils juridiques sur mon bail', 'legal_advice'],
    ['Prepare my 2025 tax return', 'tax_advice'],
    ['Remplir ma déclaration d’impôts', 'tax_advice'],
    ['What is the diagnosis for these symptoms?', 'medical_advice'],
    ['J’ai besoin d’un avis médical', 'medical_advice'],
    ['Certified translation of my birth certificate', 'sworn_translation'],
    ['Subtitle 3 hours of video', 'long_media'],
    ['We want to pay by the hour for ongoing help', 'hourly'],
  ])('warns about an out-of-scope brief: %s', (brief, topic) => {
    expect(outOfScopeMatches(brief)).toContain(topic);
  });

  it('reports several topics at once', () => {
    expect(outOfScopeMatches('legal advice and tax advice')).toEqual(['legal_advice', 'tax_advice']);
  });
});

describe('estimateSchedule', () => {
  const base = { capacity: 5, tierHours: 24, nowMs: t0 };
  it('starts at once when a slot is free and nobody waits', () => {
    expect(estimateSchedule({ ...base, tasksAhead: 0, occupied: 3 })).toEqual({
      position: 0,
      startMs: t0,
      deliveryMs: t0 + 24 * H,
    });
  });
  it('waits one slot time (tier hours / capacity) per task that must start first', () => {
    // All 5 slots busy, 8 ahead: ninth in line, a slot frees every 24/5 h.
    const e = estimateSchedule({ ...base, tasksAhead: 8, occupied: 5 });
    expect(e.position).toBe(9);
    expect(e.startMs).toBe(t0 + 9 * (24 / 5) * H);
    expect(e.deliveryMs - e.startMs).toBe(24 * H);
  });
  it('counts free slots against the tasks ahead', () => {
    // 2 free slots, 1 ahead: both start at once.
    expect(estimateSchedule({ ...base, tasksAhead: 1, occupied: 3 }).startMs).toBe(t0);
    // 2 free slots, 3 ahead: two slot times to wait.
    expect(estimateSchedule({ ...base, tasksAhead: 3, occupied: 3 }).startMs).toBe(t0 + 2 * (24 / 5) * H);
  });
  it('never divides by zero or goes backwards on odd inputs', () => {
    const e = estimateSchedule({ capacity: 0, tierHours: 12, nowMs: t0, tasksAhead: -3, occupied: 9 });
    expect(e.startMs).toBe(t0 + 12 * H);
    expect(e.deliveryMs).toBe(t0 + 24 * H);
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
