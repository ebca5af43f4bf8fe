import { z } from 'zod';
import type { DeliverableType } from './constants.js';
import { docIdField, timestampLike } from './schemas/common.js';
import { cleanLine } from './text.js';
import type { FilesSettings } from './settings/schema.js';
import {
  DELIVERABLE_KINDS,
  FILE_KIND_IDS,
  FILE_KINDS,
  FILE_PURPOSES,
  extensionOf,
  type FileErrorCode,
  type FileKind,
} from './file-kinds.js';

export {
  ATTACHABLE_STATUSES,
  ATTACHMENT_KINDS,
  DELIVERABLE_KINDS,
  FILE_ERROR_CODES,
  FILE_KIND_IDS,
  FILE_KINDS,
  FILE_PURPOSES,
  UPLOAD_HARD_LIMIT_BYTES,
  declaredKind,
  declaredMaxBytes,
  extensionOf,
  maxBytesFor,
} from './file-kinds.js';
export type { FileErrorCode, FileGroup, FileKind, FilePurpose } from './file-kinds.js';

/** Metadata of one stored file, kept on its task (attachments) or with its delivery (deliverables). */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FILE_KIND_IDS as [FileKind, ...FileKind[]]),
  contentType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: timestampLike,
  /** Deliverables: the delivery round (1 for the first delivery, 2 after a revision…). */
  round: z.number().int().min(1).optional(),
  rows: z.number().int().min(0).optional(),
  durationSeconds: z.number().min(0).optional(),
  /** Set when retention or an account deletion removed the bytes; the record stays for history. */
  purgedAt: timestampLike.nullable().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control or
 * quoting characters, at most 120 characters (keeping the extension). Bidi controls and other
 * invisible format characters go too (cleanLine, as for display names): a right-to-left override
 * makes "invoice\u202Efdp.txt" read as "invoicetxt.pdf", hiding the file's real type.
 */
export function safeFileName(raw: string): string {
  const base = cleanLine(raw).split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const name = cleaned || 'file';
  if (name.length <= 120) return name;
  const ext = extensionOf(name);
  return ext ? `${name.slice(0, 119 - ext.length)}.${ext}` : name.slice(0, 120);
}

/** What the sniffing library recognised: its extension and MIME type, or nothing (plain text has no signature). */
export interface SniffedType {
  ext: string;
  mime: string;
}

/** Signatures of things that must never be stored: executables, scripts, markup that runs in a browser. */
const FORBIDDEN_SNIFFED = new Set([
  'exe',
  'elf',
  'mach',
  'dll',
  'msi',
  'class',
  'swf',
  'wasm',
  'dmg',
  'deb',
  'rpm',
  'apk',
  'cab',
  'html',
  'xml',
  'svg',
]);
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

/**
 * Decides what a file is from its first bytes: the sniffed signature (if any), its first
 * characters as text (null when they are not UTF-8 text), and the name's extension for text kinds.
 * Returns the kind, or the code that refuses it.
 */
export function classifyFile(input: {
  sniffed: SniffedType | undefined;
  headText: string | null;
  name: string;
}): { kind: FileKind } | { error: FileErrorCode } {
  const { sniffed, headText, name } = input;
  if (sniffed) {
    if (
      FORBIDDEN_SNIFFED.has(sniffed.ext) ||
      /x-msdownload|x-executable|x-elf|x-mach|javascript|html|svg/.test(sniffed.mime)
    ) {
      return { error: 'file_type_forbidden' };
    }
    const kind = FILE_KIND_IDS.find(
      (k) => FILE_KINDS[k].mime === sniffed.mime || (FILE_KINDS[k].exts as readonly string[]).includes(sniffed.ext),
    );
    // file-type reports M4A as audio/x-m4a, WAV as audio/wav or audio/vnd.wave.
    if (kind) return { kind };
    if (sniffed.ext === 'm4a' || sniffed.mime === 'audio/x-m4a') return { kind: 'm4a' };
    if (sniffed.ext === 'wav' || /wav/.test(sniffed.mime)) return { kind: 'wav' };
    return { error: 'file_type_unsupported' };
  }
  if (headText === null) return { error: 'file_type_unsupported' };
  const head = headText.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('#!') || MARKUP.test(headText)) return { error: 'file_type_forbidden' };
  const ext = extensionOf(name);
  if (
    ext === 'svg' ||
    ext === 'html' ||
    ext === 'htm' ||
    ext === 'js' ||
    ext === 'exe' ||
    ext === 'sh' ||
    ext === 'bat'
  )
    return { error: 'file_type_forbidden' };
  if (ext === 'vtt') return head.startsWith('WEBVTT') ? { kind: 'vtt' } : { error: 'file_type_unsupported' };
  if (ext === 'srt')
    return /^\d+\r?\n\d{2}:\d{2}:\d{2}[,.]\d{3}\s+-->/.test(head)
      ? { kind: 'srt' }
      : { error: 'file_type_unsupported' };
  if (ext === 'csv') return { kind: 'csv' };
  if (ext === 'txt' || ext === '') return { kind: 'txt' };
  return { error: 'file_type_unsupported' };
}

/** Whether this file may be delivered for this deliverable type. */
export function deliverableKindAllowed(type: DeliverableType, kind: FileKind): boolean {
  return DELIVERABLE_KINDS[type].includes(kind);
}

/** The date a closed task's files are due for deletion. */
export function filesPurgeCutoff(nowMs: number, limits: FilesSettings): number {
  return nowMs - limits.retentionDays * 24 * 60 * 60 * 1000;
}

/**
 * Opening an upload: which task, whether the file is a source or a deliverable, and what the
 * browser says of the file (name, size in bytes, type). The size and the type are only claims:
 * they pick the limit the session is opened with, and the finishing call checks the bytes.
 */
export const startUploadSchema = z.object({
  taskId: docIdField,
  purpose: z.enum(FILE_PURPOSES),
  name: z.string().max(1000),
  size: z.number().int().min(0),
  contentType: z.string().max(200).optional(),
});
export type StartUploadInput = z.infer<typeof startUploadSchema>;
/**
 * Opening the upload of a brand kit's logo: the same two calls, checks and limits as a task's
 * files, keyed by the paying account whose kit it is instead of a task.
 */
export const startLogoUploadSchema = z.object({
  purpose: z.literal('logo'),
  accountId: docIdField,
  name: z.string().max(1000),
  size: z.number().int().min(0),
  contentType: z.string().max(200).optional(),
});
export type StartLogoUploadInput = z.infer<typeof startLogoUploadSchema>;

/**
 * Opening the upload of a translation memory import (TMX or CSV, tens of MB): the same two calls,
 * keyed by the account whose memory it feeds; finishUpload validates the file whole and imports it.
 */
export const startMemoryImportUploadSchema = z.object({
  purpose: z.literal('memory_import'),
  accountId: docIdField,
  name: z.string().max(1000),
  size: z.number().int().min(0),
  contentType: z.string().max(200).optional(),
});
/** The largest memory import the upload path takes (within the upload hard limit). */
export const MEMORY_UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
/** A memory import's format, from its name: `.csv` is CSV, `.tmx` and `.xml` are TMX, anything else none. */
export function memoryImportFormat(name: string): 'tmx' | 'csv' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  return lower.endsWith('.tmx') || lower.endsWith('.xml') ? 'tmx' : null;
}

/** The image kinds a logo may be (raster only: SVG can carry scripts and is refused everywhere). */
export const LOGO_KINDS: readonly FileKind[] = ['png', 'jpeg', 'webp'];

/** Finishing an upload, once the browser has sent the bytes to the session. */
export const finishUploadSchema = z.object({ uploadId: docIdField });
export type FinishUploadInput = z.infer<typeof finishUploadSchema>;

/** An opened upload that nobody finished after this long is abandoned: its bytes are deleted. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** A file on its way: the upload session is open, the bytes are not checked yet. Server-only. */
const taskPendingUploadSchema = z.object({
  taskId: docIdField,
  purpose: z.enum(FILE_PURPOSES),
  fileId: z.string(),
  objectPath: z.string(),
  name: z.string(),
  declaredSize: z.number().int().min(0),
  /** Who opened it: only they may finish it. */
  userId: z.string(),
  createdAt: timestampLike,
  /** Set by the finishing call that took it: a second call (a double click, a retry) stays out. */
  claimedAt: timestampLike.optional(),
});
/** A logo on its way to an account's brand kit: the same record, keyed by the account. */
const logoPendingUploadSchema = taskPendingUploadSchema
  .omit({ taskId: true, purpose: true })
  .extend({ purpose: z.literal('logo'), accountId: docIdField });
/** A memory import on its way: keyed by the account, read once by finishUpload and deleted. */
const memoryImportPendingUploadSchema = logoPendingUploadSchema.extend({ purpose: z.literal('memory_import') });
export const pendingUploadSchema = z.discriminatedUnion('purpose', [
  taskPendingUploadSchema,
  logoPendingUploadSchema,
  memoryImportPendingUploadSchema,
]);
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

/** The download function's query string. */
export const downloadQuerySchema = z.object({ taskId: docIdField, fileId: docIdField });
/** The download function's query string for a brand kit's logo. */
export const logoDownloadQuerySchema = z.object({
  purpose: z.literal('logo'),
  accountId: docIdField,
  fileId: docIdField,
});

/** A task's attachment as the drafter sees it: its extracted text, or null for what has none. */
export interface DraftSourceFile {
  name: string;
  kind: FileKind;
  text: string | null;
  durationSeconds?: number;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * The source the AI drafts from: the pasted text, then the text extracted from each attached
 * document (PDF, DOCX, TXT, CSV, subtitles), all within `maxWords` (the rest is cut and marked);
 * then, for each image, audio file or sheet, a plain instruction saying what the reviewer must do
 * with it, because the drafter cannot see or hear it.
 */
export function composeDraftSource(
  sourceText: string,
  files: DraftSourceFile[],
  language: 'en' | 'fr',
  maxWords: number,
): string {
  const fr = language === 'fr';
  let budget = Math.max(0, maxWords - words(sourceText).length);
  const parts: string[] = sourceText.trim() ? [sourceText.trim()] : [];
  const todo: string[] = [];
  for (const f of files) {
    const group = FILE_KINDS[f.kind].group;
    if (f.text !== null && f.text.trim()) {
      const all = words(f.text);
      const kept = all.slice(0, budget);
      budget -= kept.length;
      const cut = kept.length < all.length;
      parts.push(
        `${fr ? 'Pièce jointe' : 'Attachment'} « ${f.name} »${fr ? ' :' : ':'}\n${kept.join(' ')}${cut ? (fr ? ' […texte coupé : limite de mots atteinte]' : ' […text cut: word limit reached]') : ''}`,
      );
      continue;
    }
    if (group === 'image') {
      todo.push(
        fr
          ? `- Image « ${f.name} » : le réviseur doit l’ouvrir et s’en servir (l’IA ne voit pas les images).`
          : `- Image "${f.name}": the reviewer must open it and work from it (the AI cannot see images).`,
      );
    } else if (group === 'audio') {
      const min = f.durationSeconds ? Math.ceil(f.durationSeconds / 60) : null;
      const len = min ? ` (${min} min)` : '';
      todo.push(
        fr
          ? `- Audio « ${f.name} »${len} : le réviseur doit l’écouter et le transcrire (l’IA n’entend pas l’audio).`
          : `- Audio "${f.name}"${len}: the reviewer must listen to it and transcribe it (the AI cannot hear audio).`,
      );
    } else {
      todo.push(
        fr
          ? `- Fichier « ${f.name} » : le réviseur doit l’ouvrir; son texte n’a pas pu être lu.`
          : `- File "${f.name}": the reviewer must open it; its text could not be read.`,
      );
    }
  }
  if (todo.length > 0) parts.push(`${fr ? 'À faire par le réviseur :' : 'For the reviewer:'}\n${todo.join('\n')}`);
  return parts.join('\n\n');
}
