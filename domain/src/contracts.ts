import { z } from 'zod';
import { CATEGORIES, TIERS } from './constants.js';
import { contactInputSchema } from './schemas/contact-message.js';

/**
 * Each callable's input and output, by name. Functions parse with `input`; the web's typed
 * client infers its types from here, so both sides agree by construction.
 * Each feature keeps its own block below; add yours in its own `const` and spread it in.
 */
const pricing = {
  previewPrice: {
    input: z.object({ category: z.enum(CATEGORIES), tier: z.enum(TIERS) }),
    output: z.object({ credits: z.number(), cad: z.number(), taskClass: z.string(), hours: z.number() }),
  },
};

// Public contact form. The honeypot `website` is accepted here whatever it holds: the server
// pretends success for a filled one, so a bot learns nothing.
const contact = {
  submitContact: {
    input: contactInputSchema.extend({ website: z.string().max(2000).optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
};

export const contracts = {
  ...pricing,
  ...contact,
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;
