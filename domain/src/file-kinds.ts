import type { DeliverableType, TaskStatus } from './constants.js';
import type { FilesSettings } from './settings/schema.js';

// Without zod (files.ts holds the upload schemas): what the screens that pick, list and limit
// files need, so importing it does not bring zod and every schema into their first load.

/**
 * Every kind of file Tasklane accepts, by what its bytes say it is (never its name or the
 * browser's Content-Type). `magic` kinds are recognised by a sniffing library from their
 * signature; `text` kinds have none, so they are accepted only as UTF-8 text with no markup, and
 * the extension picks which text kind it is.
 */
export const FILE_KINDS = {
  png: { mime: 'image/png', exts: ['png'], group: 'image', sniff: 'magic' },
  jpeg: { mime: 'image/jpeg', exts: ['jpg', 'jpeg'], group: 'image', sniff: 'magic' },
  webp: { mime: 'image/webp', exts: ['webp'], group: 'image', sniff: 'magic' },
  pdf: { mime: 'application/pdf', exts: ['pdf'], group: 'pdf', sniff: 'magic' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    exts: ['docx'],
    group: 'document',
    sniff: 'magic',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    exts: ['xlsx'],
    group: 'document',
    sniff: 'magic',
  },
  mp3: { mime: 'audio/mpeg', exts: ['mp3'], group: 'audio', sniff: 'magic' },
  m4a: { mime: 'audio/mp4', exts: ['m4a'], group: 'audio', sniff: 'magic' },
  wav: { mime: 'audio/wav', exts: ['wav'], group: 'audio', sniff: 'magic' },
  csv: { mime: 'text/csv', exts: ['csv'], group: 'document', sniff: 'text' },
  txt: { mime: 'text/plain', exts: ['txt'], group: 'document', sniff: 'text' },
  srt: { mime: 'application/x-subrip', exts: ['srt'], group: 'document', sniff: 'text' },
  vtt: { mime: 'text/vtt', exts: ['vtt'], group: 'document', sniff: 'text' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_IDS = Object.keys(FILE_KINDS) as FileKind[];
export type FileGroup = (typeof FILE_KINDS)[FileKind]['group'];

/** What a customer may attach to a task. */
export const ATTACHMENT_KINDS: readonly FileKind[] = FILE_KIND_IDS;

/** What a reviewer may deliver, by the task's deliverable type: a visual, a sheet, or subtitles for a text task. */
export const DELIVERABLE_KINDS: Record<DeliverableType, readonly FileKind[]> = {
  visual: ['png', 'jpeg', 'pdf'],
  sheet: ['xlsx', 'csv'],
  text: ['srt', 'vtt'],
};

export const FILE_PURPOSES = ['attachment', 'deliverable'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Codes the upload and download functions answer with; the web translates each. */
export const FILE_ERROR_CODES = [
  'file_missing',
  'file_empty',
  /** The bucket holds no object, or not the size declared when the upload opened. */
  'upload_incomplete',
  'file_type_forbidden',
  'file_type_unsupported',
  'file_type_not_deliverable',
  /** A brand kit's logo must be a PNG, JPEG or WebP image (SVG is refused like everywhere). */
  'file_type_not_logo',
  /** A memory import must be a TMX (.tmx, .xml) or CSV file in UTF-8. */
  'file_type_not_memory',
  /** A memory import with errors: the answer lists them and nothing is imported. */
  'import_invalid',
  /** The import would take the memory past its limit. */
  'memory_full',
  /** Writing the import failed part way; every pair it wrote was deleted. */
  'import_rolled_back',
  'file_too_large',
  'file_count_exceeded',
  'audio_too_long',
  'audio_unreadable',
  'sheet_too_many_rows',
  'sheet_unreadable',
  'task_closed',
  'not_reviewer',
  'unauthenticated',
  'not_found',
  'bad_request',
] as const;
export type FileErrorCode = (typeof FILE_ERROR_CODES)[number];

/** The most bytes any one file may have, whatever the settings say. */
export const UPLOAD_HARD_LIMIT_BYTES = 31 * 1024 * 1024;

export function maxBytesFor(kind: FileKind, limits: FilesSettings): number {
  const group = FILE_KINDS[kind].group;
  const mb =
    group === 'image' || group === 'pdf'
      ? limits.imageMaxMb
      : group === 'audio'
        ? limits.audioMaxMb
        : limits.documentMaxMb;
  return Math.min(Math.floor(mb * 1024 * 1024), UPLOAD_HARD_LIMIT_BYTES);
}

/** Statuses in which a customer may still add sources: before the reviewer delivers. */
export const ATTACHABLE_STATUSES: readonly TaskStatus[] = ['submitted', 'ai_drafted', 'in_review', 'reopened'];

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

const KIND_BY_MIME = new Map<string, FileKind>(FILE_KIND_IDS.map((k) => [FILE_KINDS[k].mime, k]));
const FORBIDDEN_EXTS = new Set([
  'svg',
  'svgz',
  'html',
  'htm',
  'xhtml',
  'js',
  'mjs',
  'exe',
  'sh',
  'bat',
  'cmd',
  'msi',
  'dll',
  'com',
  'scr',
  'jar',
  'apk',
]);

/**
 * What a file claims to be before any byte is seen, from its name's extension, else the browser's
 * type: only to choose the size limit an upload opens with, and to refuse at once what is refused
 * whatever its bytes (SVG, HTML, programs). `null` when the claim names nothing known: the
 * largest limit applies, and the bytes decide at the end.
 */
export function declaredKind(name: string, contentType?: string): { kind: FileKind | null } | { error: FileErrorCode } {
  const ext = extensionOf(name);
  // Only the name can refuse at once: browsers guess their type from it anyway, and get it wrong.
  if (FORBIDDEN_EXTS.has(ext)) return { error: 'file_type_forbidden' };
  const byExt = FILE_KIND_IDS.find((k) => (FILE_KINDS[k].exts as readonly string[]).includes(ext));
  if (byExt) return { kind: byExt };
  return { kind: KIND_BY_MIME.get((contentType ?? '').split(';')[0]!.trim().toLowerCase()) ?? null };
}

/** The size limit for a declared kind (the largest of all when the kind is unknown). */
export function declaredMaxBytes(kind: FileKind | null, limits: FilesSettings): number {
  if (kind) return maxBytesFor(kind, limits);
  return Math.max(...FILE_KIND_IDS.map((k) => maxBytesFor(k, limits)));
}
