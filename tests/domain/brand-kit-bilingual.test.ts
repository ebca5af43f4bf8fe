import {
  BILINGUAL_SEPARATOR,
  DEFAULT_SETTINGS,
  bilingualDeliveryFile,
  buildDraftPrompt,
  isEligible,
  offlineDraftText,
  priceOf,
  publicSettingsSchema,
  quoteCheckout,
  splitBilingualDraft,
  splitSettings,
  statsDeltas,
  statsSummary,
  type ReviewerCandidate,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const task = {
  title: 'Spring poster',
  category: 'marketing_content' as const,
  tier: 'standard' as const,
  brief: 'A poster for the spring opening.',
  sourceText: 'Open weekends.',
  deliverableType: 'text' as const,
  language: 'en' as const,
};

describe('the price of both languages', () => {
  it('adds the surcharge the settings hold, and the default when an older document has none', () => {
    expect(priceOf('admin_docs', 'standard', DEFAULT_SETTINGS, { bilingual: true })).toMatchObject({
      credits: 2,
      bilingualCredits: 1,
      cad: 58,
    });
    expect(
      priceOf('admin_docs', 'standard', { ...DEFAULT_SETTINGS, bilingualSurchargeCredits: 3 }, { bilingual: true }),
    ).toMatchObject({ credits: 4, bilingualCredits: 3, cad: 116 });
    expect(priceOf('admin_docs', 'standard', { ...DEFAULT_SETTINGS, bilingualSurchargeCredits: 3 })).toMatchObject({
      credits: 1,
      bilingualCredits: 0,
    });
    const { bilingualSurchargeCredits: _gone, ...old } = splitSettings(DEFAULT_SETTINGS).app;
    const parsed = publicSettingsSchema.parse(old);
    expect(priceOf('design_media', 'premium', parsed, { bilingual: true }).credits).toBe(2 + 2 + 1);
  });

  it('a card checkout lists the surcharge as its own line, the two adding up to the taxed subtotal', () => {
    const q = quoteCheckout(
      { kind: 'task', task: { ...task, bilingual: true } },
      { ...DEFAULT_SETTINGS, creditPriceCad: 29.99 },
      'QC',
      new Date('2026-06-01'),
    );
    expect(q.priceCredits).toBe(2);
    expect(q.subtotalCents).toBe(5_998);
    expect(q.lines?.map((l) => l.amountCents)).toEqual([2_999, 2_999]);
    expect(q.lines?.[1]?.description.fr).toBe('Anglais et français (deux langues, +1 cr.)');
    expect(quoteCheckout({ kind: 'task', task }, DEFAULT_SETTINGS, 'QC', new Date('2026-06-01')).lines).toBeUndefined();
  });
});

describe('a bilingual draft', () => {
  it('one network prompt asks for both texts, split on the separator', () => {
    const prompt = buildDraftPrompt({ ...task, bilingual: true }, DEFAULT_SETTINGS);
    expect(prompt.user).toContain(BILINGUAL_SEPARATOR);
    expect(buildDraftPrompt(task, DEFAULT_SETTINGS).user).not.toContain(BILINGUAL_SEPARATOR);
    expect(splitBilingualDraft(`Hello\n\n${BILINGUAL_SEPARATOR}\n\nBonjour`)).toEqual({ en: 'Hello', fr: 'Bonjour' });
    // A reply that ignored the instruction stays whole as the English; the reviewer writes the French.
    expect(splitBilingualDraft('Hello only')).toEqual({ en: 'Hello only', fr: '' });
  });

  it('the offline drafter writes one draft per language', () => {
    const { en, fr } = splitBilingualDraft(offlineDraftText({ ...task, bilingual: true }));
    expect(en).toMatch(/^\[OFFLINE DRAFT/);
    expect(fr).toMatch(/^\[BROUILLON HORS LIGNE/);
  });

  it('the one file with both holds each text under its language', () => {
    expect(bilingualDeliveryFile('Poster', 'Hello', 'Bonjour')).toBe(
      'Poster\n\n## English\n\nHello\n\n## Français\n\nBonjour\n',
    );
  });
});

describe('who reviews and how it is counted', () => {
  const reviewer = (languages: ('en' | 'fr')[]): ReviewerCandidate =>
    ({
      uid: 'r',
      languages,
      categories: ['marketing_content'],
      maxActive: 3,
      away: false,
      active: true,
      activeCount: 0,
      dueSoonerCount: 0,
      lastAssignedAtMs: null,
    }) as ReviewerCandidate;
  it('a bilingual task needs a reviewer of both languages', () => {
    expect(isEligible(reviewer(['en']), { ...task, bilingual: true })).toBe(false);
    expect(isEligible(reviewer(['en', 'fr']), { ...task, bilingual: true })).toBe(true);
    expect(isEligible(reviewer(['en']), task)).toBe(true);
  });
  it('a bilingual submission is its own line in the statistics, and still a task submitted', () => {
    const c = statsDeltas({
      kind: 'task_submitted',
      at: Date.now(),
      accountId: 'u',
      category: 'admin_docs',
      tier: 'standard',
      bilingual: true,
    });
    expect(statsSummary(c)).toMatchObject({ submitted: 1, bilingual: 1 });
    expect(
      statsSummary(
        statsDeltas({
          kind: 'task_submitted',
          at: Date.now(),
          accountId: 'u',
          category: 'admin_docs',
          tier: 'standard',
        }),
      ),
    ).toMatchObject({ submitted: 1, bilingual: 0 });
  });
});
