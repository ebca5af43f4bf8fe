import { LIMITS, type Category, type DeliverableType, type Locale, type TaskStatus, type Tier } from './constants.js';
import { applyKitOffline, brandKitPromptSection, selectGlossary } from './brand-kit.js';
import { BILINGUAL_INSTRUCTION, isBilingual, joinBilingualDraft } from './bilingual.js';
import { toMillis } from './millis.js';
import type { BrandKitContent } from './schemas/brand-kit.js';
import type { MemoryMatch } from './tm/matcher.js';
import { applyMemoryOffline, memoryPromptSection } from './tm/use.js';
import type { Task } from './schemas/task.js';
import { DEFAULT_PROMPTS } from './settings/defaults.js';
import type { Settings } from './settings/schema.js';
import { dueAt, slaWarningAt } from './sla.js';
import { countSheetRows, countWords } from './text.js';

/**
 * Production slots (the queue capacity setting counts these): a task occupies one from the
 * moment the scheduler activates it until it is delivered. That is a submitted task whose
 * queueStatus is 'active', or any task in ai_drafted, in_review or reopened (a revision is
 * human work in progress too). Delivered and cancelled tasks free their slot.
 */
export const SLOT_STATUSES: readonly TaskStatus[] = ['ai_drafted', 'in_review', 'reopened'];

export function occupiesSlot(task: Pick<Task, 'status' | 'queueStatus'>): boolean {
  return (task.status === 'submitted' && task.queueStatus === 'active') || SLOT_STATUSES.includes(task.status);
}

type QueueOrder = Pick<Task, 'queueKey' | 'submittedAt'>;

/** Earliest deadline first (queueKey); ties go to the earlier submission. */
export function compareQueue(a: QueueOrder, b: QueueOrder): number {
  return a.queueKey - b.queueKey || (toMillis(a.submittedAt) ?? 0) - (toMillis(b.submittedAt) ?? 0);
}

/** How many queued tasks the scheduler may activate now. */
export function freeSlots(capacity: number, occupied: number): number {
  return Math.max(0, capacity - occupied);
}

/** The fields a task gets when it leaves the queue: the clock starts now: the promised hours count from activation, not from submission. */
export function activationFields(nowMs: number, tier: Tier, settings: Settings) {
  return {
    queueStatus: 'active' as const,
    queuePosition: null,
    activatedAtMs: nowMs,
    dueAtMs: dueAt(nowMs, tier, settings),
  };
}

export interface SlaAction {
  /** The 80% warning is due and was not raised yet. */
  warn: boolean;
  /** The task missed its due time and was not refunded yet. */
  refund: boolean;
}

type SlaFields = Pick<
  Task,
  'status' | 'activatedAt' | 'dueAt' | 'deliveredAt' | 'slaWarned' | 'lateRefunded' | 'waiting'
>;

/**
 * The promise covers the first delivery: once a task has been delivered, a revision does not
 * restart the SLA clock (the spec sets no turnaround for revisions), so neither the warning nor
 * the late refund applies to it.
 */
export function slaAction(task: SlaFields, nowMs: number): SlaAction {
  const activated = toMillis(task.activatedAt);
  const due = toMillis(task.dueAt);
  const open = task.status !== 'delivered' && task.status !== 'cancelled' && toMillis(task.deliveredAt) === null;
  if (!open || activated === null || due === null) return { warn: false, refund: false };
  // While the task waits on the customer its clock is stopped: the due time it shows is stale
  // (it moves by the time waited when they answer), so it is neither warned nor late.
  if (task.waiting) return { warn: false, refund: false };
  // Past the due time the refund replaces the warning (a tick that was missed never warns late).
  return {
    warn: !task.slaWarned && !task.lateRefunded && nowMs >= slaWarningAt(activated, due) && nowMs <= due,
    refund: !task.lateRefunded && nowMs > due,
  };
}

/** Scope limits on delivery (800 words, one visual, a sheet of 500 rows): an error code, or null when the result fits. */
export function deliveryError(deliverableType: DeliverableType, result: string): string | null {
  if (result.trim() === '') return 'result_required';
  if (deliverableType === 'sheet') return countSheetRows(result) > LIMITS.maxSheetRows ? 'result_too_many_rows' : null;
  return countWords(result) > LIMITS.maxWords ? 'result_too_many_words' : null;
}

/** Hard scope rules every prompt carries; not editable, because they are product limits. */
export const SCOPE_RULES: Record<Locale, string> = {
  en: [
    'Scope rules (always apply):',
    `- One deliverable, at most ${LIMITS.maxWords} words (or one sheet of at most ${LIMITS.maxSheetRows} rows).`,
    '- Never give legal, tax or medical advice; prepare documents and explain forms only.',
    '- Do not invent facts about the customer; mark anything the brief leaves open as [TO CONFIRM].',
  ].join('\n'),
  fr: [
    'Règles de portée (toujours en vigueur) :',
    `- Un seul livrable, d’au plus ${LIMITS.maxWords} mots (ou une feuille d’au plus ${LIMITS.maxSheetRows} lignes).`,
    '- Ne jamais donner de conseil juridique, fiscal ou médical; préparer des documents et expliquer des formulaires seulement.',
    '- Ne rien inventer au sujet du client; indiquer ce que la consigne laisse ouvert par [À CONFIRMER].',
  ].join('\n'),
};

export interface DraftPrompt {
  system: string;
  user: string;
}

/** A task as the drafter sees it, with the paying account's brand kit when it keeps one. */
type PromptTask = Pick<Task, 'title' | 'category' | 'language' | 'brief' | 'sourceText' | 'deliverableType'> & {
  bilingual?: boolean;
  sourceLanguage?: Locale | null;
  brandKit?: BrandKitContent | null;
  /** The translation memory's exact and close matches for the brief and source. */
  memory?: readonly MemoryMatch[] | null;
};

/** The instruction for a category in a language: from settings when an admin edited it. */
export function categoryPrompt(category: Category, language: Locale, settings: Settings): string {
  return settings.prompts?.[category]?.[language] ?? DEFAULT_PROMPTS[category][language];
}

/** The prompt a network drafter sends: per category, in the task's language, with the scope rules. */
export function buildDraftPrompt(task: PromptTask, settings: Settings): DraftPrompt {
  const lang = task.language;
  const system = `${categoryPrompt(task.category, lang, settings)}\n\n${SCOPE_RULES[lang]}`;
  const labels =
    lang === 'fr'
      ? { title: 'Titre', type: 'Livrable', brief: 'Consigne', source: 'Texte source', none: '(aucun)' }
      : { title: 'Title', type: 'Deliverable', brief: 'Brief', source: 'Source text', none: '(none)' };
  const user: string[] = [
    `${labels.title}: ${task.title}`,
    `${labels.type}: ${task.deliverableType}`,
    `${labels.brief}:\n${task.brief}`,
    `${labels.source}:\n${task.sourceText.trim() || labels.none}`,
  ];
  const kit = task.brandKit ? brandKitPromptSection(task.brandKit, task).text : '';
  if (kit) user.push(kit);
  // After the kit and its glossary, within a budget of its own.
  const memory = task.memory?.length ? memoryPromptSection(task.memory, lang).text : '';
  if (memory) user.push(memory);
  // One call writes both texts: the kit (and its glossary, already EN = FR) is sent once.
  if (isBilingual(task)) user.push(BILINGUAL_INSTRUCTION[lang]);
  return { system, user: user.join('\n\n') };
}

/**
 * The offline drafter's output: deterministic, no network, and clearly labelled as a draft so
 * nobody mistakes it for finished work. It restates the brief, carries the source text over
 * and leaves a checklist for the reviewer.
 */
export function offlineDraftText(task: PromptTask): string {
  // Both languages: the same draft written once per language (the kit applied in each), joined
  // as a network drafter is asked to answer, so the server splits every provider's reply alike.
  if (isBilingual(task)) {
    const one = { ...task, bilingual: false, sourceLanguage: task.sourceLanguage ?? task.language };
    return joinBilingualDraft(
      offlineDraftText({ ...one, language: 'en' }),
      offlineDraftText({ ...one, language: 'fr' }),
    );
  }
  const fr = task.language === 'fr';
  const kit = task.brandKit ?? null;
  // A source in the other language: its sentences with an exact memory match are reused verbatim.
  const from = task.sourceLanguage ?? task.language;
  const reused =
    from !== task.language && task.memory?.length
      ? applyMemoryOffline(task.sourceText.trim(), from, task.memory)
      : task.sourceText.trim();
  const source = kit ? applyKitOffline(reused, kit, task.language) : reused;
  const signOff = kit?.signOff.trim() ?? '';
  const glossary = kit ? selectGlossary(kit.glossary, [task.brief, task.sourceText]) : [];
  const words = countWords(task.sourceText.trim());
  const lines = fr
    ? [
        '[BROUILLON HORS LIGNE — à réviser par un humain avant la livraison]',
        '',
        `# ${task.title}`,
        '',
        '## Consigne',
        task.brief.trim(),
        '',
        '## Proposition',
        source ? source : '[À RÉDIGER : aucun texte source fourni]',
        ...(signOff ? ['', signOff] : []),
        '',
        '## À vérifier par le réviseur',
        `- Respecter la consigne ci-dessus et le ton demandé.`,
        `- Au plus ${LIMITS.maxWords} mots (texte source : ${words} mots).`,
        '- Aucun conseil juridique, fiscal ou médical.',
        ...glossary.map((p) => `- Glossaire : « ${p.en} » = « ${p.fr} »`),
      ]
    : [
        '[OFFLINE DRAFT — a human must review this before delivery]',
        '',
        `# ${task.title}`,
        '',
        '## Brief',
        task.brief.trim(),
        '',
        '## Proposal',
        source ? source : '[TO WRITE: no source text given]',
        ...(signOff ? ['', signOff] : []),
        '',
        '## Reviewer checklist',
        '- Follow the brief above and the tone it asks for.',
        `- At most ${LIMITS.maxWords} words (source text: ${words} words).`,
        '- No legal, tax or medical advice.',
        ...glossary.map((p) => `- Glossary: "${p.en}" = "${p.fr}"`),
      ];
  return lines.join('\n');
}

/**
 * An active task still waiting for its draft this long after activation (or after the last
 * nudge) lost its drafting run (a crashed trigger, or seeded data): the tick asks again. Longer
 * than a full drafting run with every retry, so a slow provider is not asked twice.
 */
export const DRAFT_STUCK_MS = 15 * 60_000;

export function needsDraftNudge(
  task: Pick<Task, 'status' | 'queueStatus' | 'activatedAt'> & { draftRequestedAt?: Task['activatedAt'] },
  nowMs: number,
): boolean {
  if (task.status !== 'submitted' || task.queueStatus !== 'active') return false;
  const since = Math.max(toMillis(task.activatedAt) ?? 0, toMillis(task.draftRequestedAt ?? null) ?? 0);
  return nowMs - since > DRAFT_STUCK_MS;
}

/** Exponential backoff before retry `attempt` (1-based), capped. */
export function backoffMs(attempt: number, baseMs: number, capMs = 30_000): number {
  return Math.min(capMs, baseMs * 2 ** (attempt - 1));
}
