import type { BriefCheckResult } from './brief-check.js';
import type { Locale } from './constants.js';
import type { Task } from './schemas/task.js';
import type { BrandKitContent, GlossaryPair } from './schemas/brand-kit.js';
import { termKey } from './brand-kit-csv.js';

// The glossary's CSV import lives in brand-kit-csv.ts.
export {
  parseCsvRecords,
  parseGlossaryCsv,
  type GlossaryCsvError,
  type GlossaryCsvErrorCode,
} from './brand-kit-csv.js';

// Term matching

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The term as a whole word or phrase (never inside a longer word), any case, any run of spaces. */
function termPattern(term: string, flags = 'iu'): RegExp {
  const body = termKey(term).split(' ').map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, flags);
}

/** Whether `text` contains the term as a whole word or phrase, ignoring case. */
export function containsTerm(text: string, term: string): boolean {
  return containsKeyed(termKey(text), term);
}

// A plain substring test first: compiling a Unicode regex per term costs about a millisecond the
// first time, and a 300-pair glossary has 600 terms, most of which a given text never uses.
function containsKeyed(keyedText: string, term: string): boolean {
  const key = termKey(term);
  return key !== '' && keyedText.includes(key) && termPattern(term).test(keyedText);
}

/**
 * The glossary pairs that matter for one task: those whose English or French term occurs in the
 * brief or the source text. A 300-pair glossary would otherwise crowd the prompt with terms the
 * work never uses. Kept in the glossary's order.
 */
export function selectGlossary(glossary: readonly GlossaryPair[], texts: readonly string[]): GlossaryPair[] {
  const haystack = termKey(texts.join('\n'));
  return glossary.filter((p) => containsKeyed(haystack, p.en) || containsKeyed(haystack, p.fr));
}

/** A glossary term the source uses whose approved rendering in the work's language is missing from the result. */
export interface GlossaryMiss {
  en: string;
  fr: string;
  /** The approved term the result should contain. */
  expected: string;
}

/**
 * The reviewer's glossary check: every pair whose term (in either language) occurs in the brief or
 * source must appear in the result in the work's language.
 */
export function glossaryCheck(
  glossary: readonly GlossaryPair[],
  source: readonly string[],
  result: string,
  language: Locale,
): GlossaryMiss[] {
  return selectGlossary(glossary, source)
    .filter((p) => !containsTerm(result, p[language]))
    .map((p) => ({ en: p.en, fr: p.fr, expected: p[language] }));
}

/** Each word to avoid that the text uses (as a whole word or phrase). */
export function avoidedWordsIn(kit: Pick<BrandKitContent, 'wordsToAvoid'>, text: string): string[] {
  return kit.wordsToAvoid.filter((w) => containsTerm(text, w));
}

// What the drafter receives

/**
 * The most characters of kit a prompt carries (about 1,500 tokens). The brief and source stay
 * whole; the kit is trimmed to fit: description first cut, then glossary pairs dropped from the end.
 */
export const BRAND_KIT_PROMPT_BUDGET = 6_000;

const KIT_LABELS = {
  en: {
    // How a label meets its value: French puts a (non-breaking) space before the colon.
    colon: ':',
    head: 'Brand kit (follow it):',
    description: 'The business',
    audience: 'Audience',
    voice: 'Voice',
    use: 'Words to use',
    avoid: 'Words never to use',
    signOff: 'End with this sign-off',
    glossary: 'Glossary (use the approved term in the language of the work; EN = FR)',
    omitted: (n: number) => `(${n} more glossary pair(s) left out for length)`,
  },
  fr: {
    colon: '\u00a0:',
    head: 'Trousse de marque (à respecter)\u00a0:',
    description: 'L’entreprise',
    audience: 'Public',
    voice: 'Ton',
    use: 'Mots à employer',
    avoid: 'Mots à ne jamais employer',
    signOff: 'Terminer par cette formule',
    glossary: 'Glossaire (employer le terme approuvé dans la langue du travail\u00a0; EN = FR)',
    omitted: (n: number) => `(${n} autre(s) paire(s) du glossaire omise(s) faute de place)`,
  },
} as const;

export interface KitPromptSection {
  text: string;
  glossaryIncluded: number;
  glossaryOmitted: number;
}

/**
 * The kit as one block of the drafter's prompt, never longer than `budget` characters. Only the
 * glossary pairs the brief or source use are offered; those that don't fit are counted, not sent.
 */
export function brandKitPromptSection(
  kit: BrandKitContent,
  task: { brief: string; sourceText: string; language: Locale },
  budget = BRAND_KIT_PROMPT_BUDGET,
): KitPromptSection {
  const l = KIT_LABELS[task.language];
  const parts: string[] = [l.head];
  const add = (label: string, value: string) => {
    if (value.trim()) parts.push(`${label}${l.colon} ${value.trim()}`);
  };
  // The description may be 500 words (~3,500 characters): it gets at most a third of the budget.
  const descMax = Math.floor(budget / 3);
  add(
    l.description,
    kit.description.length > descMax ? `${kit.description.slice(0, descMax - 1).trimEnd()}…` : kit.description,
  );
  add(l.audience, kit.audience);
  add(l.voice, kit.voice.join(', '));
  add(l.use, kit.wordsToUse.join(', '));
  add(l.avoid, kit.wordsToAvoid.join(', '));
  add(l.signOff, kit.signOff);
  let text = parts.length > 1 ? parts.join('\n') : '';
  if (text.length > budget) text = `${text.slice(0, budget - 1)}…`;

  const selected = selectGlossary(kit.glossary, [task.brief, task.sourceText]);
  let included = 0;
  if (selected.length > 0) {
    const head = `${text ? `${text}\n` : `${l.head}\n`}${l.glossary}${l.colon}`;
    let body = head;
    for (const p of selected) {
      const entry = `\n- ${p.en} = ${p.fr}`;
      const omittedNote = `\n${l.omitted(selected.length - included - 1)}`;
      // Keep room for the note that says how many were left out.
      if (body.length + entry.length + (included + 1 < selected.length ? omittedNote.length : 0) > budget) break;
      body += entry;
      included += 1;
    }
    if (included < selected.length) body += `\n${l.omitted(selected.length - included)}`;
    if (included > 0 || body.length <= budget) text = body;
  }
  return { text, glossaryIncluded: included, glossaryOmitted: selected.length - included };
}

/**
 * What the offline drafter does with a kit, so a test (and a reviewer) can see it arrived: the
 * source text's terms are swapped for their approved rendering in the work's language, and the
 * sign-off closes the proposal.
 */
export function applyKitOffline(text: string, kit: BrandKitContent, language: Locale): string {
  const other: Locale = language === 'fr' ? 'en' : 'fr';
  let out = text;
  // Longer terms first, so "maple syrup festival" wins over "maple syrup".
  const pairs = [...kit.glossary].sort((a, b) => b[other].length - a[other].length);
  for (const p of pairs) {
    if (termKey(p[other]) === termKey(p[language]) || !termKey(out).includes(termKey(p[other]))) continue;
    out = out.replace(termPattern(p[other], 'giu'), p[language]);
  }
  return out;
}

/**
 * The paying account whose kit a task uses: its `accountId` when it carries one, else its owner's
 * personal account (whose id is the owner's uid).
 */
export function brandKitAccountOf(task: Pick<Task, 'userId'> & { accountId?: unknown }): string {
  return typeof task.accountId === 'string' && task.accountId !== '' ? task.accountId : task.userId;
}

/**
 * What the brief check adds when a brief contradicts the account's kit: it asks for a word the kit
 * says to avoid. Advisory like every other finding; the message is in the customer's language.
 */
export function brandKitBriefFindings(
  kit: Pick<BrandKitContent, 'wordsToAvoid'>,
  input: { title: string; brief: string; locale: Locale },
): BriefCheckResult['findings'] {
  const words = avoidedWordsIn(kit, `${input.title}\n${input.brief}`);
  if (words.length === 0) return [];
  const list = words.map((w) => (input.locale === 'fr' ? `« ${w} »` : `“${w}”`)).join(', ');
  const message =
    input.locale === 'fr'
      ? `Votre consigne emploie ${list}, que votre trousse de marque demande d’éviter. Reformulez-la, ou mettez votre trousse à jour si c’est voulu.`
      : `Your brief uses ${list}, which your brand kit says to avoid. Rephrase it, or update your kit if this is on purpose.`;
  return [{ code: 'brand_conflict', message }];
}
