import { z } from 'zod';
import { CATEGORIES, LOCALES, TASK_CLASSES, TIERS } from './constants.js';

const tierSettings = z.object({
  hours: z.number().int().positive(),
  surchargeCredits: z.number().int().min(0),
});

const packSettings = z.object({
  id: z.string().min(1),
  credits: z.number().int().positive(),
  priceCad: z.number().positive(),
});

const planSettings = z.object({
  id: z.string().min(1),
  priceCadPerMonth: z.number().positive(),
  creditsPerMonth: z.number().int().positive(),
});

const taxSettings = z.object({
  /** Rates as fractions, keyed by province code (ON, QC, …). */
  provinces: z.record(z.string(), z.array(z.object({ name: z.string(), rate: z.number().min(0).max(1) }))),
});

/** Drafting instruction per category and language; the scope rules are appended to each (pipeline.ts). */
const promptSettings = z.record(
  z.enum(CATEGORIES),
  z.record(z.enum(LOCALES), z.string().trim().min(20, 'prompt_too_short').max(4000, 'prompt_too_long')),
);

export const settingsSchema = z.object({
  creditPriceCad: z.number().positive(),
  classBaseCredits: z.record(z.enum(TASK_CLASSES), z.number().int().positive()),
  categoryClass: z.record(z.enum(CATEGORIES), z.enum(TASK_CLASSES)),
  tiers: z.record(z.enum(TIERS), tierSettings),
  packs: z.array(packSettings).min(1),
  plans: z.array(planSettings).min(1),
  queueCapacity: z.number().int().min(1).max(1000),
  freeRevisionsPerDelivery: z.number().int().min(0),
  extraRevisionCredits: z.number().int().min(0),
  taxes: taxSettings,
  drafter: z.object({
    provider: z.enum(['offline', 'gemini', 'openai']),
    model: z.string().min(1),
    openaiBaseUrl: z.string(),
    maxRetries: z.number().int().min(0).max(10),
  }),
  /** Optional so a settings document written before prompts existed still parses; defaults fill gaps. */
  prompts: promptSettings.optional(),
  updatedAt: z.unknown().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export { DEFAULT_PROMPTS, DEFAULT_SETTINGS, classOf, tierHours } from './settings-defaults.js';
