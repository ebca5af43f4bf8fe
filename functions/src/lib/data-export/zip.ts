import archiver from 'archiver';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filesBucket } from '../storage.js';

/** What an entry's bytes come from: text, a buffer, or a stream read as the zip takes it. */
export type EntrySource = string | Buffer | Readable | AsyncIterable<string | Buffer>;

/** A generator's text as bytes: the zip reads a byte stream, never objects. */
async function* asBuffers(source: AsyncIterable<string | Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of source) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

export interface ZipWriter {
  /** Adds one entry and resolves once the zip has taken all of it: one entry in flight at a time. */
  add(name: string, source: EntrySource): Promise<void>;
  /** Ends the zip; resolves with its size once the bucket has stored it. */
  close(): Promise<number>;
  /** Stops writing after a failure (the partial object is deleted by the caller). */
  abort(): void;
}

/**
 * A zip streamed straight into the private bucket: entries are compressed and sent as they are
 * read, one at a time, so memory stays flat whatever the archive's size (bench/export-memory.mjs).
 */
export function openZip(objectPath: string): ZipWriter {
  const zip = archiver('zip', { zlib: { level: 6 }, forceZip64: false });
  const out = filesBucket()
    .file(objectPath)
    .createWriteStream({
      contentType: 'application/zip',
      resumable: true,
      metadata: { cacheControl: 'private, no-store' },
    });
  const done = pipeline(zip, out);
  // A failure on either side ends the other; `done` rejects with it.
  done.catch(() => undefined);
  let failure: Error | null = null;
  zip.on('warning', (err: Error) => (failure ??= err));
  zip.on('error', (err: Error) => (failure ??= err));
  return {
    async add(name, source) {
      if (failure) throw failure;
      const stream =
        typeof source === 'string' || Buffer.isBuffer(source)
          ? source
          : source instanceof Readable
            ? source
            : Readable.from(asBuffers(source), { objectMode: false });
      const taken = new Promise<void>((resolve, reject) => {
        const onEntry = () => {
          zip.off('error', onError);
          resolve();
        };
        const onError = (err: Error) => {
          zip.off('entry', onEntry);
          reject(err);
        };
        zip.once('entry', onEntry);
        zip.once('error', onError);
        if (stream instanceof Readable) stream.once('error', onError);
      });
      zip.append(stream, { name, date: new Date() });
      await Promise.race([taken, done.then(() => undefined)]);
      if (failure) throw failure;
    },
    async close() {
      if (failure) throw failure;
      await zip.finalize();
      await done;
      return zip.pointer();
    },
    abort() {
      zip.abort();
      out.destroy();
    },
  };
}
