import { z } from 'zod';
import { CATEGORIES, LOCALES, TASK_CLASSES, TIERS } from './constants.js';
import { PROVINCES } from './tax.js';

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

/**
 * The business that issues receipts: printed on every receipt and credit note as a snapshot.
 * Grouped under one key so it can move to another settings document without touching callers.
 */
export const supplierSettingsSchema = z.object({
  legalName: z.string().trim().min(1).max(200),
  address: z.object({
    street: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    province: z.enum(PROVINCES),
    postalCode: z.string().trim().regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'postal_code_invalid'),
  }),
  /** GST/HST registration: 9-digit business number + RT + 4-digit account. */
  gstHstNumber: z.string().trim().regex(/^\d{9} ?RT ?\d{4}$/, 'gst_number_invalid'),
  /** QST registration: 10 digits + TQ + 4-digit file number. */
  qstNumber: z.string().trim().regex(/^\d{10} ?TQ ?\d{4}$/, 'qst_number_invalid'),
  email: z.string().trim().max(200).optional(),
});
export type SupplierSettings = z.infer<typeof supplierSettingsSchema>;

/** Drafting instruction per category and language; the scope rules are appended to each (pipeline.ts). */
const promptSettings = z.record(
  z.enum(CATEGORIES),
  z.record(z.enum(LOCALES), z.string().trim().min(20, 'prompt_too_short').max(4000, 'prompt_too_long')),
);

/**
 * settings/app: what customers and visitors see (prices, tiers, packs, plans, capacity), so it is
 * readable by everyone, signed out included.
 */
export const publicSettingsSchema = z.object({
  creditPriceCad: z.number().positive(),
  classBaseCredits: z.record(z.enum(TASK_CLASSES), z.number().int().positive()),
  categoryClass: z.record(z.enum(CATEGORIES), z.enum(TASK_CLASSES)),
  tiers: z.record(z.enum(TIERS), tierSettings),
  packs: z.array(packSettings).min(1),
  plans: z.array(planSettings).min(1),
  queueCapacity: z.number().int().min(1).max(1000),
  freeRevisionsPerDelivery: z.number().int().min(0),
  extraRevisionCredits: z.number().int().min(0),
  /**
   * Optional so an older settings document still parses; `supplierOf` falls back to the defaults.
   * Public: the same details are printed on every receipt.
   */
  supplier: supplierSettingsSchema.optional(),
  updatedAt: z.unknown().optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * settings/staff: how drafts are made (provider, model, endpoint, prompts). Admins only: it tells
 * an outsider which AI service and endpoint we use and how we instruct it.
 */
export const staffSettingsSchema = z.object({
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
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** The fields that live in settings/staff; everything else lives in settings/app. */
export const STAFF_SETTINGS_FIELDS = ['drafter', 'prompts'] as const;

/** Both documents together: the view server code works with. */
export const settingsSchema = publicSettingsSchema.extend(staffSettingsSchema.shape);
export type Settings = z.infer<typeof settingsSchema>;

/** Splits a full settings object into its public document and its staff-only document. */
export function splitSettings(settings: Settings): { app: PublicSettings; staff: StaffSettings } {
  const { drafter, prompts, ...app } = settings;
  return { app, staff: { drafter, ...(prompts ? { prompts } : {}) } };
}

export { DEFAULT_PROMPTS, DEFAULT_SETTINGS, DEFAULT_SUPPLIER, classOf, supplierOf, tierHours } from './settings-defaults.js';
