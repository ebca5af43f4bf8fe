import { z } from 'zod';
import { cleanMultiline } from '../text.js';
import { docIdField } from '../schemas/common.js';
import { MAX_SEGMENT_CHARS } from '../tm/align.js';

// The translation memory's callables: the customer edits, deletes, imports, exports and pastes;
// staff check a review's consistency against it. `accountId` is the person's own when absent.
const accountId = docIdField.optional();
const segment = z.string().trim().min(1, 'segment_required').max(MAX_SEGMENT_CHARS, 'segment_too_long');
const pairOut = z.object({ en: z.string(), fr: z.string() });
const match = z.object({
  sentence: z.string(),
  pairId: z.string(),
  source: z.string(),
  target: z.string(),
  similarity: z.number(),
  exact: z.boolean(),
  approved: z.boolean(),
});

/** The largest file a callable import takes (a callable request is at most 10 MB). */
export const MEMORY_IMPORT_MAX_CHARS = 8_000_000;
export const MEMORY_FORMATS = ['tmx', 'csv'] as const;

export const translationMemoryContracts = {
  editMemoryPair: {
    input: z.object({ accountId, pairId: docIdField, en: segment, fr: segment }),
    output: z.object({ pairId: z.string() }),
  },
  deleteMemoryPair: {
    input: z.object({ accountId, pairId: docIdField }),
    output: z.object({ deleted: z.boolean() }),
  },
  importMemory: {
    input: z.object({
      accountId,
      format: z.enum(MEMORY_FORMATS),
      content: z.string().min(1, 'file_required').max(MEMORY_IMPORT_MAX_CHARS, 'file_too_large'),
    }),
    output: z.object({ importId: z.string(), added: z.number().int() }),
  },
  exportMemory: {
    input: z.object({ accountId, format: z.enum(MEMORY_FORMATS) }),
    output: z.object({
      fileName: z.string(),
      mimeType: z.string(),
      count: z.number().int(),
      /** The file itself, up to MEMORY_INLINE_EXPORT_BYTES; null when it is stored instead. */
      content: z.string().nullable(),
      /** The stored export file to download (downloadFile, purpose memory_export); null when inline. */
      exportId: z.string().nullable(),
    }),
  },
  alignMemoryTexts: {
    input: z.object({
      accountId,
      en: z.string().overwrite(cleanMultiline).trim().min(1, 'text_required').max(20_000, 'text_too_long'),
      fr: z.string().overwrite(cleanMultiline).trim().min(1, 'text_required').max(20_000, 'text_too_long'),
      save: z.boolean(),
    }),
    output: z.object({ pairs: z.array(pairOut), leftOut: z.number().int(), added: z.number().int() }),
  },
  checkMemoryConsistency: {
    input: z.object({
      taskId: docIdField,
      result: z.string().max(20_000, 'result_too_long'),
      resultFr: z.string().max(20_000, 'result_too_long').optional(),
    }),
    output: z.object({
      findings: z.array(
        z.object({ pairId: z.string(), source: z.string(), expected: z.string(), found: z.string().nullable() }),
      ),
      matches: z.array(match),
    }),
  },
};
