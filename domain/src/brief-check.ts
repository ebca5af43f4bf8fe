import { ABUSE_LIMITS } from './abuse-limits.js';

/**
 * The brief check: a look at a brief before it is submitted, by the configured AI provider or by
 * deterministic rules. It never blocks a submission; it only advises. One file per job under
 * brief-check/: the shapes (schemas), the deterministic checker (offline, with its vocabulary,
 * category words and texts) and the AI path (prompt), which merges a model's answer with the rules.
 */
export * from './brief-check/schemas.js';
export * from './brief-check/offline.js';
export * from './brief-check/prompt.js';

/** Per-user limit on brief checks: free, but not a free AI endpoint. */
export const BRIEF_CHECK_RATE_LIMIT = ABUSE_LIMITS.briefCheckPerUser;
/** How long the form waits for a provider before saying the check is unavailable. */
export const BRIEF_CHECK_TIMEOUT_MS = 12_000;

/** The public, safe-to-show part of the AI configuration: which provider and model run today. */
export interface PublicAiInfo {
  provider: 'offline' | 'gemini' | 'openai';
  model: string;
}
export function publicAiInfo(settings: {
  drafter: { provider: PublicAiInfo['provider']; model: string };
}): PublicAiInfo {
  return { provider: settings.drafter.provider, model: settings.drafter.model };
}
