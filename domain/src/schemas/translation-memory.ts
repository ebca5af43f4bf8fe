import { z } from 'zod';
import { MAX_SEGMENT_CHARS } from '../tm/align.js';
import { searchKeysOf } from '../tm/search.js';
import { docIdField, timestampLike } from './common.js';

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
  /** Distinct normalised words of both sides and their openings (`hea*`), for the customer's bounded search. */
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

/**
 * The customer's search keys of a pair: the distinct words of both sides, normalised, then each
 * word's opening (`hea*`), so typing the start of a phrase finds it (tm/search.ts).
 */
export function searchWordsOf(en: string, fr: string): string[] {
  return searchKeysOf(en, fr, MEMORY_LIMITS.searchWords);
}

/**
 * An export up to this size comes back in the callable's answer; a larger one (a full memory's TMX
 * is about 10 MB, over a callable's limit) is stored as an export file that the browser downloads
 * through downloadFile (`purpose=memory_export`).
 */
export const MEMORY_INLINE_EXPORT_BYTES = 1_000_000;
/** downloadFile's query for a stored memory export. */
export const memoryExportQuerySchema = z.object({
  purpose: z.literal('memory_export'),
  accountId: docIdField,
  exportId: docIdField,
});
