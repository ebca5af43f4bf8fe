import type { PublicRead } from './schema.js';

/**
 * A light check of what a public page reads (the settings embedded by the prerender, or the JSON
 * of /api/public-settings): the function already parsed it with the schema, so this only guards
 * against something else answering the path (an HTML page, an error), without shipping zod or the
 * full check to every visitor.
 */
export function looksLikePublicRead(value: unknown): value is PublicRead {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.creditPriceCad === 'number' &&
    Array.isArray(v.packs) &&
    Array.isArray(v.plans) &&
    typeof v.tiers === 'object' &&
    v.tiers !== null &&
    typeof v.classBaseCredits === 'object' &&
    typeof v.categoryClass === 'object'
  );
}
