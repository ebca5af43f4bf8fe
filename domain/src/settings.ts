import { z } from 'zod';
import { CATEGORIES, TASK_CLASSES, TIERS, type Category, type TaskClass, type Tier } from './constants.js';

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
  updatedAt: z.unknown().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  creditPriceCad: 29,
  classBaseCredits: { basic: 1, premium: 2 },
  categoryClass: {
    admin_docs: 'basic',
    marketing_content: 'basic',
    forms_business_docs: 'basic',
    hr_operations: 'basic',
    design_media: 'premium',
    research_data: 'premium',
    business_launch: 'premium',
    legal_compliance: 'premium',
    tech_digital: 'premium',
  },
  tiers: {
    standard: { hours: 24, surchargeCredits: 0 },
    express: { hours: 18, surchargeCredits: 1 },
    premium: { hours: 12, surchargeCredits: 2 },
  },
  packs: [
    { id: 'pack_1', credits: 1, priceCad: 29 },
    { id: 'pack_5', credits: 5, priceCad: 135 },
    { id: 'pack_10', credits: 10, priceCad: 250 },
  ],
  plans: [
    { id: 'starter', priceCadPerMonth: 99, creditsPerMonth: 4 },
    { id: 'pro', priceCadPerMonth: 199, creditsPerMonth: 9 },
    { id: 'business', priceCadPerMonth: 399, creditsPerMonth: 20 },
  ],
  queueCapacity: 5,
  freeRevisionsPerDelivery: 1,
  extraRevisionCredits: 1,
  taxes: {
    provinces: {
      ON: [{ name: 'HST', rate: 0.13 }],
      QC: [
        { name: 'GST', rate: 0.05 },
        { name: 'QST', rate: 0.09975 },
      ],
      NB: [{ name: 'HST', rate: 0.15 }],
      NS: [{ name: 'HST', rate: 0.14 }],
      PE: [{ name: 'HST', rate: 0.15 }],
      NL: [{ name: 'HST', rate: 0.15 }],
      MB: [
        { name: 'GST', rate: 0.05 },
        { name: 'PST', rate: 0.07 },
      ],
      SK: [
        { name: 'GST', rate: 0.05 },
        { name: 'PST', rate: 0.06 },
      ],
      BC: [
        { name: 'GST', rate: 0.05 },
        { name: 'PST', rate: 0.07 },
      ],
      AB: [{ name: 'GST', rate: 0.05 }],
      NT: [{ name: 'GST', rate: 0.05 }],
      NU: [{ name: 'GST', rate: 0.05 }],
      YT: [{ name: 'GST', rate: 0.05 }],
    },
  },
  drafter: { provider: 'offline', model: 'offline-drafter-v1', openaiBaseUrl: '', maxRetries: 3 },
};

export function classOf(category: Category, settings: Settings): TaskClass {
  return settings.categoryClass[category];
}

export function tierHours(tier: Tier, settings: Settings): number {
  return settings.tiers[tier].hours;
}
