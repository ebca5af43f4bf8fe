import { z } from 'zod';
import { CATEGORIES, TIERS } from './constants.js';

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

export const contracts = {
  ...pricing,
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;
