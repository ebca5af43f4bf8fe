// The deterministic checker: the rules every brief meets, with or without an AI provider.
import { LIMITS, type Category, type DeliverableType } from '../constants.js';
import { outOfScopeMatches } from '../task-rules.js';
import { countSheetRows, countWords } from '../text.js';
import type { BriefCheckInput, BriefCheckResult, BriefQuestion } from './schemas.js';
import { AUDIENCE, COPY, NEEDS_SOURCE, TONE, VAGUE, normalize } from './vocabulary.js';
import { CATEGORY_WORDS, SHEET_WORDS, VISUAL_WORDS, askedRows, askedWords } from './category-words.js';
import { FINDING_TEXT, QUESTION_TEXT, TOPIC_TEXT, rewriteBrief } from './copy.js';

/** Minimum words for a brief to stand on its own. */
export const BRIEF_MIN_WORDS = 12;

/**
 * The deterministic checker, in English and French: the scope list, the word and row limits,
 * brief length and vagueness, a missing audience or tone for copy, a missing source for work that
 * starts from the customer's text, and a category or deliverable that does not fit. Pure and
 * network-free: local runs, tests, and the rules every AI answer is merged with.
 */
export function offlineBriefCheck(input: BriefCheckInput): BriefCheckResult {
  const loc = input.locale;
  const text = normalize(`${input.title}\n${input.brief}`);
  const findings: BriefCheckResult['findings'] = [];
  const questions: BriefQuestion[] = [];
  const ask = (id: keyof typeof QUESTION_TEXT) => {
    if (!questions.some((q) => q.id === id)) questions.push({ id, text: QUESTION_TEXT[id][loc] });
  };

  const topics = outOfScopeMatches(`${input.title}\n${input.brief}`);
  const tooManyWords = countWords(input.sourceText) > LIMITS.maxWords || askedWords(text) > LIMITS.maxWords;
  const tooManyRows =
    (input.deliverableType === 'sheet' && countSheetRows(input.sourceText) > LIMITS.maxSheetRows) ||
    askedRows(text) > LIMITS.maxSheetRows;
  if (topics.length > 0) {
    const list = topics.map((t) => TOPIC_TEXT[t][loc]).join(loc === 'fr' ? ', ' : ', ');
    findings.push({
      code: 'out_of_scope',
      message:
        loc === 'fr'
          ? `Cette demande semble porter sur ${list}, ce qui dépasse une micro-tâche. Une soumission est la bonne voie.`
          : `This looks like ${list}, which is outside a micro-task. A quote is the right way to ask for it.`,
    });
  }
  if (tooManyWords) findings.push({ code: 'too_many_words', message: FINDING_TEXT.too_many_words[loc] });
  if (tooManyRows) findings.push({ code: 'too_many_rows', message: FINDING_TEXT.too_many_rows[loc] });

  const inScope = topics.length === 0 && !tooManyWords && !tooManyRows;
  const wantsVisual = VISUAL_WORDS.test(text);
  const wantsSheet = SHEET_WORDS.test(text);

  // Out-of-scope work goes to a quote, so questions about its wording would only be noise.
  const briefWords = countWords(input.brief);
  const tooShort = inScope && briefWords < BRIEF_MIN_WORDS;
  const vague = inScope && !tooShort && VAGUE.test(text) && briefWords < 40;
  if (tooShort) {
    findings.push({ code: 'too_short', message: FINDING_TEXT.too_short[loc] });
    ask('goal');
    ask('format');
  } else if (vague) {
    findings.push({ code: 'vague', message: FINDING_TEXT.vague[loc] });
    ask('format');
  }

  const copy =
    inScope &&
    input.deliverableType === 'text' &&
    !wantsVisual &&
    (input.category === 'marketing_content' || COPY.test(text));
  const needsSource = inScope && NEEDS_SOURCE.test(text);
  // Reworking existing text keeps that text's reader and tone, so only new copy must name them.
  const missingAudience = copy && !needsSource && !AUDIENCE.test(text);
  const missingTone = copy && !needsSource && !TONE.test(text);
  if (missingAudience) {
    findings.push({ code: 'missing_audience', message: FINDING_TEXT.missing_audience[loc] });
    ask('audience');
  }
  if (missingTone) {
    findings.push({ code: 'missing_tone', message: FINDING_TEXT.missing_tone[loc] });
    ask('tone');
  }
  if (needsSource && input.sourceText.trim() === '') {
    findings.push({ code: 'missing_source', message: FINDING_TEXT.missing_source[loc] });
    ask('source');
  }

  // A category fits when its own words appear or no other category's do.
  let suggestedCategory: Category | null = null;
  if (input.category === '' || !CATEGORY_WORDS[input.category]?.test(text)) {
    const hits = (Object.keys(CATEGORY_WORDS) as Category[]).filter(
      (c) => c !== input.category && CATEGORY_WORDS[c]!.test(text),
    );
    if (hits.length === 1) suggestedCategory = hits[0]!;
  }
  if (suggestedCategory && input.category !== '')
    findings.push({ code: 'category_mismatch', message: FINDING_TEXT.category_mismatch[loc] });

  let suggestedDeliverable: DeliverableType | null = null;
  if (wantsVisual && !wantsSheet && input.deliverableType !== 'visual') suggestedDeliverable = 'visual';
  else if (wantsSheet && !wantsVisual && input.deliverableType !== 'sheet') suggestedDeliverable = 'sheet';
  if (suggestedDeliverable)
    findings.push({ code: 'deliverable_mismatch', message: FINDING_TEXT.deliverable_mismatch[loc] });

  const scopeReason = inScope
    ? ''
    : findings
        .filter((f) => ['out_of_scope', 'too_many_words', 'too_many_rows'].includes(f.code))
        .map((f) => f.message)
        .join(' ');
  const needsRewrite = inScope && (tooShort || vague || missingAudience || missingTone);

  return {
    inScope,
    quoteSuggested: !inScope,
    outOfScopeTopics: topics,
    scopeReason,
    findings,
    questions: questions.slice(0, 6),
    rewrite: needsRewrite ? rewriteBrief(input, { audience: missingAudience, tone: missingTone, copy }) : null,
    suggestedCategory,
    suggestedDeliverable,
    locale: loc,
  };
}
