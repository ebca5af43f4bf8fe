import { z } from 'zod';
import { CATEGORIES, TIERS } from '../constants.js';

export const pricingContracts = {
  previewPrice: {
    input: z.object({ category: z.enum(CATEGORIES), tier: z.enum(TIERS), bilingual: z.boolean().optional() }),
    output: z.object({
      credits: z.number(),
      cad: z.number(),
      taskClass: z.string(),
      hours: z.number(),
      bilingualCredits: z.number().optional(),
    }),
  },
  // The queue as counts (never other customers' tasks), for the delivery estimate shown before paying.
  queueSnapshot: {
    input: z.object({}).strict(),
    output: z.object({
      capacity: z.number(),
      occupied: z.number(),
      tasksAhead: z.record(z.enum(TIERS), z.number()),
      tierHours: z.record(z.enum(TIERS), z.number()),
      atMs: z.number(),
    }),
  },
};
