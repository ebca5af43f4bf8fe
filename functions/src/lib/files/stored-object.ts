import { classifyFile, type FileErrorCode, type FileKind } from '@tasklane/domain';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { filesBucket } from '../storage.js';

/** Enough leading bytes for the sniffer to see inside OOXML zips (docx/xlsx name their parts early). */
export const HEAD_BYTES = 64 * 1024;

/** Decodes the head as UTF-8 text, or null when it is binary (invalid UTF-8 or NUL bytes). */
function asText(head: Buffer): string | null {
  if (head.includes(0)) return null;
  try {
    // `stream: true` tolerates a character cut in two at the end of the head.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
}

/** The object's size in the bucket, or null when there is no such object. */
export async function storedSize(path: string): Promise<number | null> {
  try {
    const [meta] = await filesBucket().file(path).getMetadata();
    const size = Number(meta.size);
    return Number.isFinite(size) ? size : null;
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null;
    throw err;
  }
}

/**
 * What the stored bytes really are: the first 64 KB are read from the bucket as a byte range and
 * sniffed for a signature (never the name or the browser's type); text without one is told apart
 * by its extension, markup and scripts refused.
 */
export async function sniffStored(path: string, name: string): Promise<{ kind: FileKind } | { error: FileErrorCode }> {
  const parts: Buffer[] = [];
  for await (const chunk of filesBucket()
    .file(path)
    .createReadStream({ start: 0, end: HEAD_BYTES - 1 }))
    parts.push(chunk as Buffer);
  const head = Buffer.concat(parts).subarray(0, HEAD_BYTES);
  if (head.length === 0) return { error: 'file_empty' };
  const sniffed = await fileTypeFromBuffer(head);
  return classifyFile({ sniffed, headText: sniffed ? null : asText(head), name });
}

/** SHA-256 of the stored object, hashed as it streams from the bucket. */
export async function sha256Stored(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of filesBucket().file(path).createReadStream()) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
