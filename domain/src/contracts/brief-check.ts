import { z } from 'zod';
import { briefCheckInputSchema, briefCheckResultSchema } from '../brief-check.js';

// The brief check before submission: free, rate-limited, never blocking. `available: false`
// means the provider was slow or down and the form carries on without it.
export const briefCheckContracts = {
  checkBrief: {
    input: briefCheckInputSchema,
    output: z.object({
      available: z.boolean(),
      checkId: z.string().nullable(),
      provider: z.string(),
      model: z.string(),
      result: briefCheckResultSchema.nullable(),
    }),
  },
  /** Signed-in: the provider and model in use, the public-safe part of the staff-only drafting settings. */
  aiInfo: {
    input: z.object({}).strict(),
    output: z.object({ provider: z.enum(['offline', 'gemini', 'openai']), model: z.string() }),
  },
};
