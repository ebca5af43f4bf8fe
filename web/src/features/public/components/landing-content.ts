import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What fits in a task (and what needs a quote), as the landing page explains it. */
export const inScope: MessageDescriptor[] = [
  msg`Text polishing`,
  msg`Light design`,
  msg`Light spreadsheets`,
  msg`Social media captions`,
  msg`Short marketing copy`,
  msg`Commercial e-mails`,
  msg`Form explanation and pre-filling (no legal advice)`,
  msg`Short transcription`,
  msg`Subtitles`,
  msg`Bilingual proofreading`,
];

export const outOfScope: MessageDescriptor[] = [
  msg`Open-ended projects`,
  msg`Writing from scratch without a brief`,
  msg`Full branding`,
  msg`Complex automation`,
  msg`BI and ETL work`,
  msg`Continuous multichannel campaigns`,
  msg`Legal, tax or medical advice`,
  msg`Sworn translation or interpretation`,
  msg`Long audio or video`,
  msg`Hourly billing without a cap`,
];

/** The five landing questions (spec: difference, types, credits, AI pricing, choosing). */
export const LANDING_FAQ_IDS = ['difference', 'types', 'credits', 'ai-pricing', 'choosing'];
export const LANDING_TESTIMONIALS = 3;
