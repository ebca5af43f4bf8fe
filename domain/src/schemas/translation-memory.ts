import { z } from 'zod';
import { MAX_SEGMENT_CHARS } from '../tm/align.js';
import { normalizeSentence, sentenceWords } from '../tm/segment.js';
import { timestampLike } from './common.js';

/** Where a pair came from. Delivered tasks, imports and a customer's edits are approved; pasted texts are not. */
export const MEMORY_SOURCES = ['delivery', 'import', 'edit', 'paste'] as const;
export type MemorySource = (typeof MEMORY_SOURCES)[number];

export const MEMORY_LIMITS = {
  /** Pairs per account (DECISIONS): imports past it are refused, deliveries evict the oldest unused. */
  maxPairs: 50_000,
  /** Shard documents the matcher reads (each holds about 800 pairs at most, within 1 MiB). */
  shards: 64,
  maxSegmentChars: MAX_SEGMENT_CHARS,
  /** Words kept per pair for search (both languages). */
  searchWords: 60,
} as const;

export const isApprovedSource = (source: MemorySource) => source !== 'paste';

export const memoryPairSchema = z.object({
  accountId: z.string(),
  en: z.string().min(1).max(MAX_SEGMENT_CHARS),
  fr: z.string().min(1).max(MAX_SEGMENT_CHARS),
  /** Distinct normalised words of both sides, for the customer's bounded word search. */
  words: z.array(z.string()),
  source: z.enum(MEMORY_SOURCES),
  taskId: z.string().nullable(),
  importId: z.string().nullable(),
  approved: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: timestampLike,
  updatedAt: timestampLike,
  lastUsedAt: timestampLike.nullable(),
  /** Eviction order: the last use, or the creation for a pair never used (millis). */
  usedOrCreatedMs: z.number(),
});
export type MemoryPairDoc = z.infer<typeof memoryPairSchema>;

export const memorySummarySchema = z.object({
  accountId: z.string(),
  count: z.number().int().min(0),
  /** Pairs used in delivered drafts, by month (YYYY-MM, America/Toronto not needed: UTC months). */
  usedByMonth: z.record(z.string(), z.number().int().min(0)).optional(),
  updatedAt: timestampLike,
});
export type MemorySummary = z.infer<typeof memorySummarySchema>;

/** A shard: pair id → [English, French, 1 when approved]. */
export type MemoryShardEntry = [string, string, 0 | 1];

/** Which shard holds a pair (FNV-1a of its id). */
export function shardOf(pairId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < pairId.length; i++) h = Math.imul(h ^ pairId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % MEMORY_LIMITS.shards;
}

/** The distinct words of both sides, normalised, for the customer's word search. */
export function searchWordsOf(en: string, fr: string): string[] {
  const words = [...sentenceWords(normalizeSentence(en)), ...sentenceWords(normalizeSentence(fr))];
  return [...new Set(words)].slice(0, MEMORY_LIMITS.searchWords);
}
