import {
  DEFAULT_SETTINGS,
  TASK_CLASSES,
  TIERS,
  creditsToCad,
  splitSettings,
  type Locale,
  type PublicSettings,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { render } from '../../web/src/entry-server';

// The public pages are rendered as the build renders them (the prerender's own entry), from
// settings where every price, pack, plan, tier and surcharge differs from the defaults. A number
// the defaults produce and these settings do not must appear nowhere: one that does came
// straight from DEFAULT_SETTINGS (or from text written with today's prices), and a visitor
// would read it after an admin changed it.
const defaults = splitSettings(DEFAULT_SETTINGS).app;
const changed: PublicSettings = {
  ...defaults,
  creditPriceCad: 31,
  classBaseCredits: { basic: 3, premium: 4 },
  tiers: {
    standard: { hours: 23, surchargeCredits: 0 },
    express: { hours: 17, surchargeCredits: 5 },
    premium: { hours: 11, surchargeCredits: 6 },
  },
  packs: [
    { id: 'pack_1', credits: 1, priceCad: 31 },
    { id: 'pack_5', credits: 5, priceCad: 141 },
    { id: 'pack_10', credits: 10, priceCad: 262 },
  ],
  plans: [
    { id: 'starter', priceCadPerMonth: 107, creditsPerMonth: 6 },
    { id: 'pro', priceCadPerMonth: 213, creditsPerMonth: 13 },
    { id: 'business', priceCadPerMonth: 421, creditsPerMonth: 32 },
  ],
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What a public page shows of a settings object: the values themselves (prices, hours, plan
 * credits), and the amounts it works out from them (each cell of the price table, the price per
 * credit, the saving), which it always writes in dollars and cents.
 */
function numbersOf(s: PublicSettings): { direct: Set<number>; amounts: Set<number> } {
  const direct = new Set<number>([s.creditPriceCad]);
  const amounts = new Set<number>();
  for (const tier of TIERS) {
    direct.add(s.tiers[tier].hours);
    for (const cls of TASK_CLASSES)
      amounts.add(round2(creditsToCad(s.classBaseCredits[cls] + s.tiers[tier].surchargeCredits, s)));
  }
  for (const p of s.packs) {
    direct.add(p.priceCad);
    amounts.add(round2(p.priceCad / p.credits)).add(round2(creditsToCad(p.credits, s) - p.priceCad));
  }
  for (const p of s.plans) {
    direct.add(p.priceCadPerMonth).add(p.creditsPerMonth);
    amounts.add(round2(p.priceCadPerMonth / p.creditsPerMonth));
  }
  return { direct, amounts };
}

// Small counts (1, 2, 5, 10…) are everywhere in prose ("one free revision", "10 days"): only
// values of two digits or more are checked.
const theirs = numbersOf(defaults);
const ours = numbersOf(changed);
const shownByChanged = new Set([...ours.direct, ...ours.amounts]);
const defaultOnly = {
  direct: [...theirs.direct].filter((n) => !shownByChanged.has(n) && n >= 10),
  amounts: [...theirs.amounts].filter((n) => !shownByChanged.has(n) && !theirs.direct.has(n) && n >= 10),
};

/** The visible text of a page: tags and scripts' JSON dropped, entities and spaces normalised. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * A number standing alone in text: "29", "29.00", "29,00", "1 234,50" (not "129" or "2.9"); with
 * `cents`, only as dollars and cents ("24.75", "25,00"), as the pages write amounts.
 */
function standalone(n: number, cents: boolean): RegExp {
  const [int = '', dec = ''] = String(n).split('.');
  const intPart = Number(int).toLocaleString('en-CA').replace(/,/g, '[, ]?');
  const fraction = dec ? `[.,]${dec.padEnd(2, '0')}` : cents ? '[.,]00' : '(?:[.,]00)?';
  return new RegExp(`(?<![\\d.,])${intPart}${fraction}(?![\\d]|[.,]\\d)`);
}

function defaultNumbersIn(text: string): string[] {
  const checks = [
    ...defaultOnly.direct.map((n) => ({ n, re: standalone(n, false) })),
    ...defaultOnly.amounts.map((n) => ({ n, re: standalone(n, true) })),
  ];
  return checks.flatMap(({ n, re }) => {
    const at = re.exec(text)?.index;
    return at === undefined ? [] : [`${n}: …${text.slice(Math.max(0, at - 60), at + 40)}…`];
  });
}

const PAGES = ['/', '/pricing', '/faq'];

describe('public pages show the public settings, never the defaults', () => {
  it('the check knows which numbers only the defaults produce', () => {
    expect(defaultOnly.direct).toEqual(expect.arrayContaining([29, 135, 250, 99, 199, 399, 24, 18, 12, 20]));
    expect(defaultOnly.amounts).toEqual(expect.arrayContaining([58, 87, 116, 24.75, 22.11, 19.95]));
    expect(
      defaultNumbersIn('Premium (12 hours, +2 credits) · One credit is worth 29 CAD · $24.75 per credit'),
    ).toHaveLength(3);
    expect(defaultNumbersIn('Law 25 · 2026 · 129 · 2.9 · 72 hours')).toEqual([]);
  });

  for (const locale of ['en', 'fr'] as Locale[]) {
    for (const page of PAGES) {
      const url = `http://localhost${locale === 'fr' ? (page === '/' ? '/fr/' : `/fr${page}`) : page}`;
      it(`${url} (${locale})`, async () => {
        const { html } = await render(url, locale, changed);
        expect(defaultNumbersIn(textOf(html))).toEqual([]);
      });
    }
  }

  it('the pages show the changed settings themselves', async () => {
    const pricing = textOf((await render('http://localhost/pricing', 'en', changed)).html);
    expect(pricing).toContain('within 11 hours');
    expect(pricing).toContain('$31.00');
    expect(pricing).toContain('$141.00');
    expect(pricing).toContain('$107.00');
    const landing = textOf((await render('http://localhost/fr/', 'fr', changed)).html);
    expect(landing).toContain('11 h');
    expect(landing).toMatch(/en 23, 17 ou 11 heures/);
    expect(landing).toContain('Un crédit vaut 31,00 $');
  });
});
