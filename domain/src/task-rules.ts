import { LIMITS, type Tier } from './constants.js';
import type { Settings } from './settings.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Out-of-scope keywords (DECISIONS.md "Scope limits" + spec section 1), English and French.
 * Each entry is a stable id (the web translates it) and the patterns that reveal it.
 * Patterns are matched on lower-cased text with accents removed, on word boundaries.
 */
export const OUT_OF_SCOPE_TOPICS = {
  legal_advice: ['legal advice', 'legal opinion', 'lawyer', 'sue', 'lawsuit', 'avis juridique', 'conseil juridique', 'avocat', 'poursuite'],
  tax_advice: ['tax advice', 'tax return', 'file my taxes', 'declaration de revenus', 'conseil fiscal', 'avis fiscal', 'impots'],
  medical_advice: ['medical advice', 'diagnosis', 'diagnose', 'prescription', 'avis medical', 'diagnostic', 'ordonnance'],
  sworn_translation: ['sworn translation', 'certified translation', 'interpretation', 'interpreter', 'traduction assermentee', 'traduction certifiee', 'interprete'],
  long_media: ['feature film', 'hour of video', 'hours of video', 'hours of audio', 'long video', 'podcast series', 'documentary', 'long metrage', 'heures de video', "heures d'audio", 'longue video'],
  open_ended: ['ongoing project', 'open-ended', 'full website', 'build an app', 'whole website', 'projet continu', 'site web complet', 'developper une application'],
  branding: ['full branding', 'brand identity', 'complete rebrand', 'image de marque complete', 'identite de marque'],
  automation: ['complex automation', 'etl', 'data warehouse', 'business intelligence', 'automatisation complexe', 'entrepot de donnees'],
  campaigns: ['multichannel campaign', 'ongoing campaign', 'campagne multicanal', 'campagne continue'],
  hourly: ['hourly rate', 'hourly billing', 'per hour', 'taux horaire', "a l'heure"],
} as const;
export type OutOfScopeTopic = keyof typeof OUT_OF_SCOPE_TOPICS;

function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS: [OutOfScopeTopic, RegExp][] = (Object.keys(OUT_OF_SCOPE_TOPICS) as OutOfScopeTopic[]).map((topic) => [
  topic,
  new RegExp(`(^|[^\\p{L}\\p{N}])(${OUT_OF_SCOPE_TOPICS[topic].map(escapeRegExp).join('|')})(?=$|[^\\p{L}\\p{N}])`, 'u'),
]);

/** The out-of-scope topics a brief seems to ask for (empty when it looks in scope). */
export function outOfScopeMatches(text: string): OutOfScopeTopic[] {
  const t = normalize(text);
  return MATCHERS.filter(([, re]) => re.test(t)).map(([topic]) => topic);
}

/** Revision window: open for 72 h after the last delivery (DECISIONS.md). */
export function revisionWindowOpen(deliveredAtMs: number | null, nowMs: number): boolean {
  return deliveredAtMs !== null && nowMs - deliveredAtMs <= LIMITS.revisionWindowHours * HOUR && nowMs >= deliveredAtMs - 60_000;
}

/**
 * What the next revision costs. A revision reopens the task, so each delivery can be revised once;
 * the redelivery that answers a revision is that revision's work, not a new order. So the first
 * `freeRevisionsPerDelivery` revisions of a task are free and each further one costs
 * `extraRevisionCredits` (DECISIONS.md: "one free minor revision … further revisions cost 1 credit").
 */
export function revisionCost(revisionsSoFar: number, settings: Pick<Settings, 'freeRevisionsPerDelivery' | 'extraRevisionCredits'>): number {
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
export function estimatedStartMs(position: number, tier: Tier, settings: Pick<Settings, 'queueCapacity' | 'tiers'>, nowMs: number): number {
  const slotMs = (settings.tiers[tier].hours * HOUR) / Math.max(1, settings.queueCapacity);
  return nowMs + Math.max(0, position) * slotMs;
}
