import { z } from 'zod';
import { CATEGORIES, LOCALES, TASK_CLASSES, TIERS } from '../constants.js';
import { MAX_PUBLISHED_TESTIMONIALS } from '../rating-basics.js';
import { publishedTestimonialSchema } from '../ratings.js';
import { PROVINCES } from '../tax.js';

// The shape of the two settings documents: settings/app (public: prices, tiers, packs, plans,
// limits) and settings/staff (admins only: drafting). The defaults and the zod-free check live
// beside this file (defaults.ts, check.ts), so screens that only read the settings load no zod.

// Number rules carry error codes (not zod's English) so the admin settings editor can show them
// translated, like every other form.
const positiveInt = () => z.number('number_required').int('integer_required').positive('number_positive');
const countInt = () => z.number('number_required').int('integer_required').min(0, 'number_not_negative');
const positiveAmount = () => z.number('number_required').positive('number_positive');
/** A Stripe Price id (price_…), optional: Checkout can also price a line inline. */
const stripePriceId = z
  .string()
  .trim()
  .regex(/^price_[A-Za-z0-9_]{1,120}$/, 'stripe_price_id_invalid')
  .optional();

const tierSettings = z.object({
  hours: positiveInt(),
  surchargeCredits: countInt(),
});

const packSettings = z.object({
  id: z.string().trim().min(1, 'setting_id_required').max(40, 'setting_id_required'),
  credits: positiveInt(),
  priceCad: positiveAmount(),
  stripePriceId,
});

const planSettings = z.object({
  id: z.string().trim().min(1, 'setting_id_required').max(40, 'setting_id_required'),
  priceCadPerMonth: positiveAmount(),
  creditsPerMonth: positiveInt(),
  stripePriceId,
});

/**
 * The business that issues receipts: printed on every receipt and credit note as a snapshot.
 * Grouped under one key so it can move to another settings document without touching callers.
 */
export const supplierSettingsSchema = z.object({
  legalName: z.string().trim().min(1, 'legal_name_required').max(200, 'text_too_long'),
  address: z.object({
    street: z.string().trim().min(1, 'street_required').max(200, 'text_too_long'),
    city: z.string().trim().min(1, 'city_required').max(100, 'text_too_long'),
    province: z.enum(PROVINCES, 'province_required'),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'postal_code_invalid'),
  }),
  /** GST/HST registration: 9-digit business number + RT + 4-digit account. */
  gstHstNumber: z
    .string()
    .trim()
    .regex(/^\d{9} ?RT ?\d{4}$/, 'gst_number_invalid'),
  /** QST registration: 10 digits + TQ + 4-digit file number. */
  qstNumber: z
    .string()
    .trim()
    .regex(/^\d{10} ?TQ ?\d{4}$/, 'qst_number_invalid'),
  email: z.string().trim().max(200, 'text_too_long').optional(),
});
export type SupplierSettings = z.infer<typeof supplierSettingsSchema>;

/** Admin-editable limits (settings/app `files`); these defaults apply until an admin changes them. */
// Error codes rather than zod's English, so the admin settings editor shows them translated.
const wholeCount = () => z.number('number_required').int('integer_required');
/** Megabytes; 30 at most, so the checks after an upload (which read the object back) stay short. */
const megabytes = () => z.number('number_required').positive('number_positive').max(30, 'file_mb_too_high');
export const filesSettingsSchema = z.object({
  maxAttachments: wholeCount().min(0, 'number_not_negative').max(20, 'max_attachments_too_high'),
  /** Images and PDF. */
  imageMaxMb: megabytes(),
  /** DOCX, XLSX, CSV, TXT, SRT, VTT. */
  documentMaxMb: megabytes(),
  /** Audio is limited by its length; the byte cap only stops abuse. */
  audioMaxSeconds: wholeCount().positive('number_positive'),
  audioMaxMb: megabytes(),
  sheetMaxRows: wholeCount().positive('number_positive'),
  /** Days after a task closes (delivered or cancelled) before its files are deleted. */
  retentionDays: wholeCount().positive('number_positive').max(3650, 'retention_days_too_high'),
});
export type FilesSettings = z.infer<typeof filesSettingsSchema>;

/** Questions to the customer: how many days a question waits for an answer. */
export const threadsSettingsSchema = z.object({
  waitingDays: z
    .number('number_required')
    .int('integer_required')
    .min(1, 'number_positive')
    .max(30, 'waiting_days_too_high'),
});
export type ThreadsSettings = z.infer<typeof threadsSettingsSchema>;

/**
 * The person in charge of protecting personal information (Law 25 s.3.1): their title in both
 * languages and how to reach them, published on the privacy policy; the name is optional (the
 * title alone is what the law asks for).
 */
export const privacyOfficerSettingsSchema = z.object({
  name: z.string().trim().max(120, 'text_too_long').optional(),
  title: z.object({
    en: z.string().trim().min(1, 'text_required').max(120, 'text_too_long'),
    fr: z.string().trim().min(1, 'text_required').max(120, 'text_too_long'),
  }),
  contactEmail: z
    .string()
    .trim()
    .max(200, 'text_too_long')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email_invalid'),
});
export type PrivacyOfficerSettings = z.infer<typeof privacyOfficerSettingsSchema>;

/** Drafting instruction per category and language; the scope rules are appended to each (pipeline.ts). */
const promptSettings = z.record(
  z.enum(CATEGORIES),
  z.record(z.enum(LOCALES), z.string().trim().min(20, 'prompt_too_short').max(4000, 'prompt_too_long')),
);

function uniqueIds(items: { id: string }[]): boolean {
  return new Set(items.map((i) => i.id)).size === items.length;
}

/**
 * settings/app: what customers and visitors see (prices, tiers, packs, plans, capacity), so it is
 * readable by everyone, signed out included.
 */
export const publicSettingsSchema = z.object({
  creditPriceCad: positiveAmount(),
  classBaseCredits: z.record(z.enum(TASK_CLASSES), positiveInt()),
  categoryClass: z.record(z.enum(CATEGORIES), z.enum(TASK_CLASSES)),
  tiers: z.record(z.enum(TIERS), tierSettings),
  packs: z.array(packSettings).min(1, 'packs_required').refine(uniqueIds, 'setting_id_duplicate'),
  plans: z.array(planSettings).min(1, 'plans_required').refine(uniqueIds, 'setting_id_duplicate'),
  queueCapacity: positiveInt().max(1000, 'queue_capacity_too_high'),
  freeRevisionsPerDelivery: countInt(),
  extraRevisionCredits: countInt(),
  /**
   * Optional so an older settings document still parses; `supplierOf` falls back to the defaults.
   * Public: the same details are printed on every receipt.
   */
  supplier: supplierSettingsSchema.optional(),
  /** Attachment limits and file retention; optional so an older settings document still parses. */
  files: filesSettingsSchema.optional(),
  threads: threadsSettingsSchema.optional(),
  /**
   * Credits added to a task ordered in English and French at once (a card pays the same at the
   * credit price). Optional so an older settings document still parses; `bilingualSurchargeOf`
   * falls back to the default.
   */
  bilingualSurchargeCredits: countInt().max(100, 'bilingual_surcharge_too_high').optional(),
  /** Public: the privacy policy names them. Optional so an older document parses; `privacyOfficerOf` falls back. */
  privacyOfficer: privacyOfficerSettingsSchema.optional(),
  updatedAt: z.unknown().optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * settings/staff: how drafts are made (provider, model, endpoint, prompts). Admins only: it tells
 * an outsider which AI service and endpoint we use and how we instruct it.
 */
export const staffSettingsSchema = z.object({
  drafter: z
    .object({
      provider: z.enum(['offline', 'gemini', 'openai']),
      model: z.string().trim().min(1, 'model_required').max(200, 'text_too_long'),
      openaiBaseUrl: z
        .string()
        .trim()
        .max(500, 'text_too_long')
        .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'base_url_invalid'),
      maxRetries: countInt().max(10, 'max_retries_too_high'),
    })
    .refine((d) => d.provider !== 'openai' || d.openaiBaseUrl !== '', {
      message: 'base_url_required',
      path: ['openaiBaseUrl'],
    }),
  /** Optional so a settings document written before prompts existed still parses; defaults fill gaps. */
  prompts: promptSettings.optional(),
  updatedAt: z.unknown().optional(),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** Both documents together: the view server code works with. */
export const settingsSchema = publicSettingsSchema.extend(staffSettingsSchema.shape);
export type Settings = z.infer<typeof settingsSchema>;

/** The whole settings object as the editor sends it; the server stamps updatedAt itself. */
export const settingsInputSchema = settingsSchema.omit({ updatedAt: true }).strict();
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** The public read: the public settings plus the published testimonials (absent when none). */
export const publicReadSchema = publicSettingsSchema.extend({
  testimonials: z.array(publishedTestimonialSchema).max(MAX_PUBLISHED_TESTIMONIALS).optional(),
});
export type PublicRead = z.infer<typeof publicReadSchema>;
