import { LIMITS, type Tier } from './constants.js';
import type { Settings } from './settings/schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Out-of-scope phrases, English and French. Each entry is a stable id (the web translates it) and
 * the whole phrases that reveal it. Single words that ordinary briefs use in another sense are
 * left out on purpose: "Sue" is a first name, "avocat" is also an avocado, "per hour" and
 * "taux horaire" appear in price lists, "diagnostic" is also a website audit. A phrase only
 * counts with the context that makes it a request for the service we don't offer ("sue my
 * landlord", "poursuivre en justice").
 * Phrases are written lower-case without accents: the brief is normalized the same way, and a
 * phrase matches only on word boundaries.
 */
export const OUT_OF_SCOPE_TOPICS = {
  legal_advice: [
    'legal advice',
    'legal opinion',
    'lawsuit',
    'lawsuits',
    'sue someone',
    'sue somebody',
    'sue my',
    'sue our',
    'sue them',
    'suing',
    'take legal action',
    'small claims court',
    'avis juridique',
    'avis juridiques',
    'conseil juridique',
    'conseils juridiques',
    'poursuivre en justice',
    'poursuite judiciaire',
    'intenter une poursuite',
    'intenter un proces',
    'poursuivre mon',
    'poursuivre ma',
    'poursuivre mes',
    "poursuivre quelqu'un",
  ],
  tax_advice: [
    'tax advice',
    'tax return',
    'tax returns',
    'file my taxes',
    'file our taxes',
    'do my taxes',
    'do our taxes',
    'tax filing',
    'declaration de revenus',
    "declaration d'impots",
    'declaration d impots',
    'conseil fiscal',
    'conseils fiscaux',
    'avis fiscal',
    'faire mes impots',
    'remplir mes impots',
  ],
  medical_advice: [
    'medical advice',
    'diagnosis',
    'diagnose',
    'diagnose my',
    'write a prescription',
    'medical prescription',
    'avis medical',
    'conseil medical',
    'conseils medicaux',
    'diagnostic medical',
    'diagnostiquer',
    'ordonnance medicale',
  ],
  sworn_translation: [
    'sworn translation',
    'certified translation',
    'notarized translation',
    'court interpreter',
    'simultaneous interpretation',
    'live interpreter',
    'traduction assermentee',
    'traduction certifiee',
    'traduction officielle',
    'interprete judiciaire',
    'interpretation simultanee',
  ],
  long_media: [
    'feature film',
    'hour of video',
    'hours of video',
    'hours of audio',
    'hours of footage',
    'full documentary',
    'podcast series',
    'long metrage',
    'heures de video',
    "heures d'audio",
    'heures d audio',
    'documentaire complet',
  ],
  open_ended: [
    'ongoing project',
    'open-ended',
    'open ended project',
    'full website',
    'build an app',
    'build a website',
    'whole website',
    'projet continu',
    'projet en continu',
    'site web complet',
    'developper une application',
    'creer une application',
  ],
  branding: ['full branding', 'brand identity', 'complete rebrand', 'image de marque complete', 'identite de marque'],
  automation: [
    'complex automation',
    'etl pipeline',
    'data warehouse',
    'business intelligence',
    'automatisation complexe',
    'entrepot de donnees',
  ],
  campaigns: ['multichannel campaign', 'ongoing campaign', 'campagne multicanal', 'campagne continue'],
  hourly: [
    'hourly billing',
    'bill by the hour',
    'bill me by the hour',
    'pay by the hour',
    'paid by the hour',
    'facturation horaire',
    "facturer a l'heure",
    "payer a l'heure",
  ],
} as const;
export type OutOfScopeTopic = keyof typeof OUT_OF_SCOPE_TOPICS;

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS: [OutOfScopeTopic, RegExp][] = (Object.keys(OUT_OF_SCOPE_TOPICS) as OutOfScopeTopic[]).map((topic) => [
  topic,
  new RegExp(
    `(^|[^\\p{L}\\p{N}])(${OUT_OF_SCOPE_TOPICS[topic].map(escapeRegExp).join('|')})(?=$|[^\\p{L}\\p{N}])`,
    'u',
  ),
]);

/**
 * The out-of-scope topics a brief seems to ask for (empty when it looks in scope): whole-phrase
 * matches only, in English and French, accents and case ignored. Pure, so the fuller brief check
 * can build on it.
 */
export function outOfScopeMatches(text: string): OutOfScopeTopic[] {
  const t = normalize(text);
  return MATCHERS.filter(([, re]) => re.test(t)).map(([topic]) => topic);
}

/** Revision window: open for 72 h after the last delivery, long enough to read it over a weekend. */
export function revisionWindowOpen(deliveredAtMs: number | null, nowMs: number): boolean {
  return (
    deliveredAtMs !== null &&
    nowMs - deliveredAtMs <= LIMITS.revisionWindowHours * HOUR &&
    nowMs >= deliveredAtMs - 60_000
  );
}

/**
 * What the next revision costs. The rule, as the customer reads it: one free minor revision per
 * task, requested within 72 h of its delivery; every further revision of the same task costs
 * `extraRevisionCredits`. (The settings field keeps its historical name `freeRevisionsPerDelivery`;
 * it counts free revisions per task.)
 */
export function revisionCost(
  revisionsSoFar: number,
  settings: Pick<Settings, 'freeRevisionsPerDelivery' | 'extraRevisionCredits'>,
): number {
  return revisionsSoFar < settings.freeRevisionsPerDelivery ? 0 : settings.extraRevisionCredits;
}

/** Money-back window: 7 days after delivery. */
export function refundWindowOpen(deliveredAtMs: number | null, nowMs: number): boolean {
  return deliveredAtMs !== null && nowMs - deliveredAtMs <= LIMITS.refundWindowDays * DAY;
}

/**
 * Estimated start of a queued task, labelled an estimate on screen. Model: `queueCapacity` tasks
 * run at once and each takes about its tier's hours, so a slot frees every (hours / capacity);
 * a task at position p starts after p such slots. Uses the task's own tier hours as the average,
 * which is honest for a mostly-uniform queue and pessimistic when faster tiers are ahead.
 */
export function estimatedStartMs(
  position: number,
  tier: Tier,
  settings: Pick<Settings, 'queueCapacity' | 'tiers'>,
  nowMs: number,
): number {
  const slotMs = (settings.tiers[tier].hours * HOUR) / Math.max(1, settings.queueCapacity);
  return nowMs + Math.max(0, position) * slotMs;
}
