import { classifyFile, FILE_KINDS, maxBytesFor, safeFileName, UPLOAD_HARD_LIMIT_BYTES, type FileErrorCode, type FileKind, type FilesSettings } from '@tasklane/domain';
import busboy from 'busboy';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { filesBucket } from '../storage.js';

/** A refusal with the code the web translates and the HTTP status it goes out with. */
export class FileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    readonly status: number,
  ) {
    super(code);
  }
}

/** Enough leading bytes for the sniffer to see inside OOXML zips (docx/xlsx name their parts early). */
const HEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  id: string;
  name: string;
  kind: FileKind;
  contentType: string;
  size: number;
  sha256: string;
  objectPath: string;
}

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

/**
 * Receives one file from a multipart/form-data request and writes it to the bucket as it goes:
 * the first 64 KB decide its real type (signature sniffing, never the name or the browser's
 * Content-Type), then every chunk is hashed (SHA-256), counted against the kind's size limit and
 * passed on to the bucket's write stream. A refusal mid-way stops the upload and deletes the
 * partial object. `objectPathFor` names the object once the id is known.
 *
 * Cloud Functions (and its emulator) hand an HTTP function a body already read into `rawBody`
 * (32 MB at most); busboy then walks that buffer and the file part streams out of it without a
 * second copy. Where a runtime leaves the request unread, the request itself is piped in.
 */
export async function receiveUpload(
  req: Readable & { headers: IncomingHttpHeaders; rawBody?: Buffer },
  limits: FilesSettings,
  objectPathFor: (fileId: string) => string,
  accept: (kind: FileKind) => FileErrorCode | null,
): Promise<ReceivedFile> {
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: UPLOAD_HARD_LIMIT_BYTES, fields: 5, parts: 6 } });
  } catch {
    throw new FileError('file_missing', 400);
  }
  return new Promise<ReceivedFile>((resolve, reject) => {
    let handled = false;
    bb.on('file', (_field, stream, info) => {
      if (handled) {
        stream.resume();
        return;
      }
      handled = true;
      storeStream(stream, safeFileName(info.filename ?? ''), limits, objectPathFor, accept).then(resolve, reject);
    });
    bb.on('error', () => reject(new FileError('bad_request', 400)));
    bb.on('close', () => {
      if (!handled) reject(new FileError('file_missing', 400));
    });
    if (req.rawBody) bb.end(req.rawBody);
    else req.pipe(bb);
  });
}

async function storeStream(
  stream: Readable & { truncated?: boolean },
  name: string,
  limits: FilesSettings,
  objectPathFor: (fileId: string) => string,
  accept: (kind: FileKind) => FileErrorCode | null,
): Promise<ReceivedFile> {
  const chunks = stream[Symbol.asyncIterator]();
  const headParts: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    headParts.push(next.value as Buffer);
    headSize += (next.value as Buffer).length;
  }
  const head = Buffer.concat(headParts);
  const drain = async () => {
    if (!ended) for (let n = await chunks.next(); !n.done; n = await chunks.next());
  };
  if (head.length === 0) {
    await drain();
    throw new FileError('file_empty', 400);
  }
  const sniffed = await fileTypeFromBuffer(head);
  const verdict = classifyFile({ sniffed, headText: sniffed ? null : asText(head), name });
  if ('error' in verdict) {
    await drain();
    throw new FileError(verdict.error, 415);
  }
  const kind = verdict.kind;
  const refused = accept(kind);
  if (refused) {
    await drain();
    throw new FileError(refused, refused === 'file_type_not_deliverable' ? 415 : 409);
  }
  const max = maxBytesFor(kind, limits);
  const id = randomBytes(12).toString('hex');
  const path = objectPathFor(id);
  const contentType = FILE_KINDS[kind].mime;
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > max) {
        done(new FileError('file_too_large', 413));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  async function* all() {
    yield head;
    if (!ended) for (let n = await chunks.next(); !n.done; n = await chunks.next()) yield n.value as Buffer;
  }
  const file = filesBucket().file(path);
  try {
    await pipeline(
      Readable.from(all()),
      meter,
      file.createWriteStream({ resumable: false, contentType, metadata: { contentType, metadata: { originalName: name } } }),
    );
  } catch (err) {
    await file.delete({ ignoreNotFound: true }).catch(() => undefined);
    throw err;
  }
  // Past busboy's own cap the stream ends early and marks itself truncated.
  if (stream.truncated) {
    await file.delete({ ignoreNotFound: true });
    throw new FileError('file_too_large', 413);
  }
  return { id, name, kind, contentType, size, sha256: hash.digest('hex'), objectPath: path };
}
