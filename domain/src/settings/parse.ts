import type { z } from 'zod';
import { DEFAULT_SETTINGS, splitSettings } from './defaults.js';
import {
  publicReadSchema,
  publicSettingsSchema,
  staffSettingsSchema,
  type PublicRead,
  type PublicSettings,
  type StaffSettings,
} from './schema.js';

/**
 * One stored settings document as its schema reads it. A missing document (`missing`) or an
 * invalid one (`issues`, for the log or the editor's warning) gives the defaults instead.
 */
export interface ParsedSettings<T> {
  value: T;
  missing: boolean;
  issues: z.core.$ZodIssue[] | null;
}

const DEFAULTS = splitSettings(DEFAULT_SETTINGS);

function parseOr<S extends z.ZodType>(schema: S, data: unknown, fallback: z.output<S>): ParsedSettings<z.output<S>> {
  if (data === undefined) return { value: fallback, missing: true, issues: null };
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { value: parsed.data, missing: false, issues: null }
    : { value: fallback, missing: false, issues: parsed.error.issues };
}

/** settings/app (prices, tiers, packs, plans, limits), as stored. */
export function parseAppSettings(data: unknown): ParsedSettings<PublicSettings> {
  return parseOr(publicSettingsSchema, data, DEFAULTS.app);
}

/** settings/staff (drafting provider, model, endpoint, prompts), as stored. */
export function parseStaffSettings(data: unknown): ParsedSettings<StaffSettings> {
  return parseOr(staffSettingsSchema, data, DEFAULTS.staff);
}

/**
 * The answer of /api/public-settings (settings/app without its timestamp, plus the published
 * testimonials), as the public pages' build reads it.
 */
export function parsePublicRead(data: unknown): ParsedSettings<PublicRead> {
  const parsed = parseOr(publicReadSchema, data, DEFAULTS.app);
  const { updatedAt: _updatedAt, ...value } = parsed.value;
  return { ...parsed, value };
}
