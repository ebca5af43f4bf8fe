import {
  CLOSE_MATCH,
  MemoryIndex,
  alignTexts,
  applyMemoryOffline,
  consistencyFindings,
  memoryLookupsOf,
  memoryTextsOf,
  taskInputSchema,
  memoryPromptSection,
  normalizeSentence,
  segmentText,
  sentenceWords,
  splitSentences,
  wordSimilarity,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { CAFE_EN, CAFE_FR, TRICKY_EN, TRICKY_FR } from '../support/tm-samples';

const NB = '\u00a0';

describe('sentence segmentation', () => {
  it('keeps French abbreviations and closing guillemets with their sentence (no-break spaces included)', () => {
    expect(splitSentences(TRICKY_FR, 'fr')).toEqual([
      `M. Gagnon a dit${NB}: «${NB}La terrasse est chauffée.${NB}»`,
      `Elle est ouverte tout l’hiver${NB}!`,
      `Mme Roy et le Dr. Smith viennent-ils${NB}?`,
      'Oui.',
    ]);
  });
  it('keeps English titles and street abbreviations inside the sentence', () => {
    expect(splitSentences(TRICKY_EN, 'en')).toEqual([
      'Mr. Smith met Dr. Jones on St. Catherine St. today.',
      '"It is heated."',
      'She said so.',
      'Mrs. Lee, e.g. the chef, agreed.',
    ]);
  });
  it('joins initials but still ends a sentence on a lone "I."', () => {
    expect(splitSentences('J. K. Rowling wrote it. So did I. Then we left.', 'en')).toEqual([
      'J. K. Rowling wrote it.',
      'So did I.',
      'Then we left.',
    ]);
  });
  it('splits paragraphs on lines, then sentences', () => {
    expect(segmentText(CAFE_FR, 'fr').map((p) => p.length)).toEqual([1, 2, 2, 2, 1]);
    expect(segmentText(CAFE_EN, 'en').map((p) => p.length)).toEqual([1, 2, 2, 2, 1]);
  });
});

describe('normalisation and similarity', () => {
  it('treats no-break spaces, typographic quotes and case alike', () => {
    expect(normalizeSentence(`«${NB}C’est chaud${NB}!${NB}»`)).toBe(normalizeSentence('"c\'est chaud!"'));
    expect(sentenceWords(normalizeSentence('C’est l’hiver, à Saint-Denis.'))).toEqual([
      "c'est",
      "l'hiver",
      'à',
      'saint-denis',
    ]);
  });
  it('is 1 − word edit distance ÷ the longer sentence', () => {
    const a = sentenceWords('our patio is heated all winter');
    const b = sentenceWords('our terrace is heated all winter long');
    expect(wordSimilarity(a, b)).toBeCloseTo(1 - 2 / 7);
    expect(wordSimilarity(a, a)).toBe(1);
    expect(CLOSE_MATCH).toBe(0.75);
  });
});

describe('alignment', () => {
  it('pairs the café page sentence by sentence, keeping only confident pairs', () => {
    const { pairs, leftOut } = alignTexts(CAFE_EN, CAFE_FR);
    expect(pairs).toContainEqual({
      en: 'Our patio is heated all winter.',
      fr: 'Notre terrasse est chauffée tout l’hiver.',
    });
    expect(pairs).toContainEqual({
      en: 'Mr. Tremblay, our owner, opened the café in 1998 on St. Denis Street.',
      fr: 'M. Tremblay, notre propriétaire, a ouvert le café en 1998 sur la rue Saint-Denis.',
    });
    // The price pair: "$4.50" and « 4,50 $ » carry the same number.
    expect(pairs.some((p) => p.en.includes('$4.50') && p.fr.includes(`4,50${NB}$`))).toBe(true);
    // 9 → 2 pm is 14 h: the hours differ in digits, so that pair is not trusted and is counted.
    expect(pairs.length + leftOut / 2).toBe(8);
    expect(pairs.length).toBeGreaterThanOrEqual(6);
  });
  it('leaves out sentences with no counterpart, and a paragraph the other text lacks', () => {
    const en = `${CAFE_EN}\n\nFollow us on social media. We post daily specials every morning.`;
    const { pairs, leftOut } = alignTexts(en, CAFE_FR);
    expect(leftOut).toBeGreaterThanOrEqual(2);
    expect(pairs.some((p) => p.en.startsWith('Follow us'))).toBe(false);
  });
  it('refuses a pair whose lengths are implausible', () => {
    const { pairs, leftOut } = alignTexts('We are open every day of the week from early morning.', 'Oui.');
    expect(pairs).toEqual([]);
    expect(leftOut).toBe(2);
  });
});

describe('which tasks feed the memory', () => {
  const base = {
    language: 'fr' as const,
    brief: 'Traduire.',
    sourceText: 'Our patio is heated.',
    result: 'Notre terrasse est chauffée.',
  };
  it('a translation gives its source with its result; a task in one language gives nothing', () => {
    expect(memoryTextsOf({ ...base, sourceLanguage: 'en' })).toEqual({
      en: 'Our patio is heated.',
      fr: 'Notre terrasse est chauffée.',
    });
    expect(memoryTextsOf({ ...base, sourceLanguage: 'fr' })).toBeNull();
    expect(memoryTextsOf(base)).toBeNull();
    expect(memoryLookupsOf({ ...base, sourceLanguage: 'en' })).toEqual([
      { text: 'Traduire.', language: 'fr' },
      { text: 'Our patio is heated.', language: 'en' },
    ]);
  });
  it('the task form records the source’s language', () => {
    const input = taskInputSchema.parse({
      title: 'Traduction',
      category: 'marketing_content',
      tier: 'standard',
      brief: 'Traduire notre page d’accueil pour nos clients.',
      sourceText: 'Our patio is heated.',
      deliverableType: 'text',
      language: 'fr',
      sourceLanguage: 'en',
    });
    expect(input.sourceLanguage).toBe('en');
  });
});

describe('the matcher', () => {
  const pairs = alignTexts(CAFE_EN, CAFE_FR).pairs.map((p, k) => ({ id: `p${k}`, ...p, approved: true }));
  const index = MemoryIndex.build(pairs);
  it('finds an exact match whatever the spacing and case', () => {
    const [m] = index.match('our patio is  heated all winter.', 'en');
    expect(m).toMatchObject({ exact: true, similarity: 1, target: 'Notre terrasse est chauffée tout l’hiver.' });
  });
  it('finds a close match at 75 % and more, and nothing below', () => {
    const [one] = index.match('Our patio is heated all year.', 'en');
    expect(one).toMatchObject({ exact: false, similarity: 1 - 1 / 6 });
    expect(index.match('Our patio is closed all year.', 'en')).toEqual([]);
    const close = index.match('Our lovely patio is heated all winter.', 'en');
    expect(close[0]?.similarity).toBeCloseTo(6 / 7);
  });
  it('matches from French to English', () => {
    const [m] = index.match(`Réservez une table par téléphone ou en ligne${NB}!`, 'fr');
    expect(m?.target).toBe('Book a table by phone or online.');
  });
  it('matches a whole text, each sentence once', () => {
    const found = index.matchText(
      'Our patio is heated all winter. Our patio is heated all winter. Unknown words here.',
      'en',
    );
    expect(found).toHaveLength(1);
  });
});

describe('what the drafter and the reviewer get', () => {
  const index = MemoryIndex.build([
    { id: 'a', en: 'Our patio is heated all winter.', fr: 'Notre terrasse est chauffée tout l’hiver.', approved: true },
    {
      id: 'b',
      en: 'Book a table by phone or online.',
      fr: 'Réservez une table par téléphone ou en ligne.',
      approved: false,
    },
  ]);
  const source = 'Our patio is heated all winter. Book a table by phone or online today.';
  const matches = index.matchText(source, 'en');
  it('a prompt block within its budget, exact matches first', () => {
    const s = memoryPromptSection(matches, 'en');
    expect(s.text).toContain('[exact] Our patio is heated all winter. = Notre terrasse est chauffée tout l’hiver.');
    expect(s.included).toBe(2);
    expect(memoryPromptSection(matches, 'en', 260)).toMatchObject({ included: 1, omitted: 1 });
  });
  it('the offline drafter reuses exact matches verbatim', () => {
    expect(applyMemoryOffline(source, 'en', matches)).toBe(
      'Notre terrasse est chauffée tout l’hiver. Book a table by phone or online today.',
    );
  });
  it('flags a sentence translated otherwise than its approved pair', () => {
    const work = 'La terrasse est chauffée pendant l’hiver. Réservez une table par téléphone ou en ligne aujourd’hui.';
    expect(consistencyFindings({ text: source, language: 'en' }, work, matches)).toEqual([
      {
        pairId: 'a',
        source: 'Our patio is heated all winter.',
        expected: 'Notre terrasse est chauffée tout l’hiver.',
        found: 'La terrasse est chauffée pendant l’hiver.',
      },
    ]);
    const faithful = 'Notre terrasse est chauffée tout l’hiver. Réservez dès aujourd’hui.';
    expect(consistencyFindings({ text: source, language: 'en' }, faithful, matches)).toEqual([]);
  });
});
