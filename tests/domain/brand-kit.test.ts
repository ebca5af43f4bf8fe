import {
  BRAND_KIT_PROMPT_BUDGET,
  EMPTY_BRAND_KIT,
  applyKitOffline,
  brandKitInputSchema,
  brandKitPromptSection,
  buildDraftPrompt,
  DEFAULT_SETTINGS,
  glossaryCheck,
  offlineDraftText,
  parseGlossaryCsv,
  selectGlossary,
  type BrandKitContent,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { manyPairs } from '../support/brand-kits';

const kit = (overrides: Partial<BrandKitContent> = {}): BrandKitContent => ({
  ...EMPTY_BRAND_KIT,
  description: 'A sugar shack in Gatineau.',
  voice: ['warm', 'plain'],
  wordsToAvoid: ['cheap'],
  signOff: 'À bientôt à la cabane!',
  glossary: [
    { en: 'maple taffy', fr: 'tire d’érable' },
    { en: 'sugar shack', fr: 'cabane à sucre' },
    { en: 'sap', fr: 'sève' },
  ],
  ...overrides,
});

describe('parseGlossaryCsv', () => {
  it('reads two columns with a header, quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const csv =
      '\uFEFFen,fr\r\nmaple taffy,tire d’érable\r\n"Lavoie, Family Farm","Ferme familiale ""Lavoie"""\r\n"sugar\nshack",cabane à sucre\r\n';
    expect(parseGlossaryCsv(csv)).toEqual({
      pairs: [
        { en: 'maple taffy', fr: 'tire d’érable' },
        { en: 'Lavoie, Family Farm', fr: 'Ferme familiale "Lavoie"' },
        { en: 'sugar shack', fr: 'cabane à sucre' },
      ],
      errors: [],
    });
  });

  it('reads semicolon files (French spreadsheets) and skips blank lines', () => {
    expect(parseGlossaryCsv('anglais;français\n\nsap;sève\n').pairs).toEqual([{ en: 'sap', fr: 'sève' }]);
  });

  it('reports every bad line by its line number in the file, and imports nothing', () => {
    const csv = [
      'en,fr',
      'sap,sève',
      'only one column',
      'taffy,',
      'sap,sève encore',
      `${'x'.repeat(121)},long`,
      '"a "b",c',
    ].join('\n');
    expect(parseGlossaryCsv(csv)).toEqual({
      pairs: [],
      errors: [
        { line: 3, code: 'csv_wrong_columns' },
        { line: 4, code: 'glossary_term_required' },
        { line: 5, code: 'csv_duplicate_term' },
        { line: 6, code: 'glossary_term_too_long' },
        { line: 7, code: 'csv_stray_quote' },
      ],
    });
  });

  it('counts lines inside a quoted field, so a later error points at the right line; an unclosed quote names its start', () => {
    expect(parseGlossaryCsv('"a\nb",c\nd\n').errors).toEqual([{ line: 3, code: 'csv_wrong_columns' }]);
    expect(parseGlossaryCsv('a,b\nc,"d\ne,f\n').errors).toEqual([{ line: 2, code: 'csv_unclosed_quote' }]);
  });

  it('stops at 300 pairs in all, counting those already in the kit, at the first line past the limit', () => {
    const rows = manyPairs(12)
      .map((p) => `${p.en},${p.fr}`)
      .join('\n');
    expect(parseGlossaryCsv(rows, 290).errors).toEqual([{ line: 11, code: 'glossary_too_many' }]);
    expect(parseGlossaryCsv(rows, 288).pairs).toHaveLength(12);
  });

  it('calls an empty file empty', () => {
    expect(parseGlossaryCsv('en,fr\n\n').errors).toEqual([{ line: 1, code: 'csv_empty' }]);
  });
});

describe('brandKitInputSchema', () => {
  it('accepts the limits and refuses one past each', () => {
    const ok = kit({
      description: 'word '.repeat(500),
      voice: ['a', 'b', 'c', 'd', 'e'],
      glossary: manyPairs(300),
      colours: ['#aabbcc'],
    });
    expect(brandKitInputSchema.safeParse(ok).success).toBe(true);
    const bad = brandKitInputSchema.safeParse({
      ...ok,
      description: 'word '.repeat(501),
      voice: ['a', 'b', 'c', 'd', 'e', 'f'],
      glossary: manyPairs(301),
      colours: ['#abc'],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message).sort()).toEqual([
      'colour_invalid',
      'glossary_too_many',
      'kit_description_too_long',
      'voice_too_many',
    ]);
  });
});

describe('selectGlossary and glossaryCheck', () => {
  it('selects pairs whose term occurs as a whole word in either language, any case', () => {
    const chosen = selectGlossary(kit().glossary, ['Our MAPLE TAFFY is back', 'Venez à la cabane à sucre']);
    expect(chosen.map((p) => p.en)).toEqual(['maple taffy', 'sugar shack']);
    // "sap" inside "sapling" is not the term.
    expect(selectGlossary(kit().glossary, ['a sapling'])).toEqual([]);
  });

  it('flags each source term whose approved translation is missing from the result', () => {
    const source = ['Translate: maple taffy at the sugar shack'];
    expect(glossaryCheck(kit().glossary, source, 'De la tire d’érable à la cabane', 'fr')).toEqual([
      { en: 'sugar shack', fr: 'cabane à sucre', expected: 'cabane à sucre' },
    ]);
    expect(glossaryCheck(kit().glossary, source, 'De la tire d’érable à la Cabane à Sucre', 'fr')).toEqual([]);
  });
});

describe('the kit in the prompt', () => {
  const task = {
    title: 'Spring post',
    category: 'marketing_content' as const,
    deliverableType: 'text' as const,
    language: 'en' as const,
    brief: 'A post about maple taffy.',
    sourceText: 'Sap is running.',
  };

  it('carries the voice, words to avoid, sign-off and only the glossary pairs the brief and source use', () => {
    const { user } = buildDraftPrompt({ ...task, brandKit: kit() }, DEFAULT_SETTINGS);
    expect(user).toContain('Voice: warm, plain');
    expect(user).toContain('Words never to use: cheap');
    expect(user).toContain('End with this sign-off: À bientôt à la cabane!');
    expect(user).toContain('- maple taffy = tire d’érable');
    expect(user).toContain('- sap = sève');
    expect(user).not.toContain('sugar shack =');
    expect(buildDraftPrompt(task, DEFAULT_SETTINGS).user).not.toContain('Brand kit');
  });

  it('writes its French labels the French way, with a non-breaking space before each colon and semicolon', () => {
    const { text } = brandKitPromptSection(kit(), { ...task, language: 'fr' });
    expect(text).toContain('Ton\u00a0: warm, plain');
    expect(text).toContain('Mots à ne jamais employer\u00a0: cheap');
    expect(text).toContain('du travail\u00a0; EN = FR)\u00a0:\n- maple taffy = tire d’érable');
    expect(text).not.toMatch(/\S[:;]/);
  });

  it('stays within the budget with a full kit and 300 matching pairs, saying how many pairs were left out', () => {
    const pairs = manyPairs(300);
    const full = kit({
      description: 'word '.repeat(500),
      glossary: pairs,
      wordsToUse: Array.from({ length: 50 }, (_, i) => `useword${i}`),
    });
    const brief = pairs.map((p) => p.en).join('; ');
    const section = brandKitPromptSection(full, { ...task, brief });
    expect(section.text.length).toBeLessThanOrEqual(BRAND_KIT_PROMPT_BUDGET);
    expect(section.glossaryIncluded).toBeGreaterThan(50);
    expect(section.glossaryIncluded + section.glossaryOmitted).toBe(300);
    expect(section.text).toContain(`(${section.glossaryOmitted} more glossary pair(s) left out for length)`);
  });
});

describe('the offline drafter with a kit', () => {
  it('swaps source terms for the approved French, ends with the sign-off and lists the glossary for the reviewer', () => {
    const text = offlineDraftText({
      title: 'Affiche',
      category: 'marketing_content',
      deliverableType: 'text',
      language: 'fr',
      brief: 'Traduire.',
      sourceText: 'Come taste our maple taffy.',
      brandKit: kit(),
    });
    expect(text).toContain('Come taste our tire d’érable.');
    expect(text).toContain('À bientôt à la cabane!');
    expect(text).toContain('- Glossaire : « maple taffy » = « tire d’érable »');
    expect(applyKitOffline('Sap and sapling', kit(), 'fr')).toBe('sève and sapling');
  });
});

describe('the brief check against the kit', () => {
  it('warns, in the customer’s language, when the brief asks for a word the kit says to avoid', async () => {
    const { brandKitBriefFindings } = await import('@tasklane/domain');
    expect(
      brandKitBriefFindings(kit({ wordsToAvoid: ['cheap', 'best deal'] }), {
        title: 'Cheap taffy!',
        brief: 'Say it is the best  deal in town.',
        locale: 'en',
      }),
    ).toEqual([
      {
        code: 'brand_conflict',
        message:
          'Your brief uses “cheap”, “best deal”, which your brand kit says to avoid. Rephrase it, or update your kit if this is on purpose.',
      },
    ]);
    expect(
      brandKitBriefFindings(kit(), { title: 'Affiche', brief: 'Un prix cheap.', locale: 'fr' })[0]?.message,
    ).toContain('« cheap »');
    expect(brandKitBriefFindings(kit(), { title: 'Affiche', brief: 'Cheaper is not the word.', locale: 'en' })).toEqual(
      [],
    );
  });
});
