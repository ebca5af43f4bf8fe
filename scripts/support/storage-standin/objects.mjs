// @ts-check
// The stand-in's objects and resumable sessions on disk: their paths, hashes and resources.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../ports.mjs';

/**
 * @typedef {{ contentType?: string, contentDisposition?: string, metadata?: Record<string, string>, name?: string }} ObjectMeta
 *   What an upload says about its object.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ bucket: string, name: string, meta: ObjectMeta, length: number | null, origin: string | null }} Session
 *   A resumable upload session (see makeObjectStore).
 */

// CRC32C (Castagnoli), which Cloud Storage reports and the client checks after each transfer.
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
/** Feeds `buf` into a running CRC32C (start from 0xffffffff). @param {number} crc @param {Uint8Array} buf */
function crc32cUpdate(crc, buf) {
  for (let i = 0; i < buf.length; i++)
    crc = /** @type {number} */ (CRC_TABLE[(crc ^ /** @type {number} */ (buf[i])) & 0xff]) ^ (crc >>> 8);
  return crc;
}
/** @param {number} crc */
function crc32cDigest(crc) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}
/** @param {Uint8Array} buf */
export function crc32c(buf) {
  return crc32cDigest(crc32cUpdate(0xffffffff, buf));
}

/** MD5 and CRC32C of a file on disk, read as a stream. @param {string} file */
async function hashesOf(file) {
  const md5 = createHash('md5');
  let crc = 0xffffffff;
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    md5.update(chunk);
    crc = crc32cUpdate(crc, chunk);
    size += chunk.length;
  }
  return { md5Hash: md5.digest('base64'), crc32c: crc32cDigest(crc), size };
}

/** Object names may hold slashes; on disk each becomes one safe file name. */
/** @param {string} name */
export const diskName = (name) => Buffer.from(name, 'utf8').toString('base64url');
/** @param {string} file */
export const fromDiskName = (file) => Buffer.from(file, 'base64url').toString('utf8');

/**
 * Where the objects and sessions of `dir` live, and how an object's resource is recorded.
 * @param {{ dir: string, port: number }} options
 */
export function makeObjectStore({ dir, port }) {
  /** @param {string} bucket */
  const bucketDir = (bucket) => path.join(dir, diskName(bucket));
  /** @param {string} bucket @param {string} name */
  const dataPath = (bucket, name) => path.join(bucketDir(bucket), `${diskName(name)}.bin`);
  /** @param {string} bucket @param {string} name */
  const metaPath = (bucket, name) => path.join(bucketDir(bucket), `${diskName(name)}.json`);
  /** @param {string} bucket @param {string} name */
  const readMeta = (bucket, name) =>
    existsSync(metaPath(bucket, name)) ? JSON.parse(readFileSync(metaPath(bucket, name), 'utf8')) : null;
  /**
   * Resumable sessions, on disk beside the objects so a restart keeps them: `<id>.json` says
   * where the object goes, what the opener declared (its length, the browser origin allowed to
   * send it) and `<id>.part` holds the bytes received so far.
   */
  const sessionDir = path.join(dir, '.sessions');
  /** @param {string} id */
  const sessionPath = (id) => path.join(sessionDir, `${id.replace(/[^a-f0-9]/g, '')}.json`);
  /** @param {string} id */
  const partPath = (id) => path.join(sessionDir, `${id.replace(/[^a-f0-9]/g, '')}.part`);
  /** @param {string} id @returns {Session | null} */
  const readSession = (id) => (existsSync(sessionPath(id)) ? JSON.parse(readFileSync(sessionPath(id), 'utf8')) : null);
  /** @param {string} id */
  const dropSession = (id) => {
    rmSync(sessionPath(id), { force: true });
    rmSync(partPath(id), { force: true });
  };

  /**
   * Records the object resource for bytes already at `dataPath(bucket, name)`.
   * @param {string} bucket @param {string} name @param {ObjectMeta} meta
   */
  async function describe(bucket, name, meta = {}) {
    const previous = readMeta(bucket, name);
    const now = new Date().toISOString();
    const generation = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
    const { md5Hash, crc32c: crc, size } = await hashesOf(dataPath(bucket, name));
    const resource = {
      kind: 'storage#object',
      id: `${bucket}/${name}/${generation}`,
      selfLink: `http://${HOST}:${port}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`,
      name,
      bucket,
      generation,
      metageneration: '1',
      contentType: meta.contentType || 'application/octet-stream',
      size: String(size),
      md5Hash,
      crc32c: crc,
      etag: randomBytes(8).toString('base64'),
      timeCreated: previous?.timeCreated ?? now,
      updated: now,
      storageClass: 'STANDARD',
      ...(meta.contentDisposition ? { contentDisposition: meta.contentDisposition } : {}),
      ...(meta.metadata ? { metadata: meta.metadata } : {}),
    };
    writeFileSync(metaPath(bucket, name), JSON.stringify(resource));
    return resource;
  }

  /** A simple (media / multipart) upload, whose bytes came in one small request. */
  /** @param {string} bucket @param {string} name @param {Buffer} bytes @param {ObjectMeta} meta */
  function store(bucket, name, bytes, meta = {}) {
    mkdirSync(bucketDir(bucket), { recursive: true });
    writeFileSync(dataPath(bucket, name), bytes);
    return describe(bucket, name, meta);
  }

  /**
   * Objects: rewrite (what the client's file.copy() calls): the source's bytes and metadata under
   * another name, in one call (done: true, no rewriteToken), answered as Cloud Storage does. Null
   * when the source does not exist. Metadata sent with the call replaces the source's.
   * @param {string} bucket @param {string} name @param {string} destBucket @param {string} destName @param {ObjectMeta} patch
   */
  async function rewrite(bucket, name, destBucket, destName, patch = {}) {
    const source = readMeta(bucket, name);
    if (!source) return null;
    mkdirSync(bucketDir(destBucket), { recursive: true });
    copyFileSync(dataPath(bucket, name), dataPath(destBucket, destName));
    const resource = await describe(destBucket, destName, {
      contentType: patch.contentType ?? source.contentType,
      contentDisposition: patch.contentDisposition ?? source.contentDisposition,
      metadata: patch.metadata ?? source.metadata,
    });
    const size = resource.size;
    return { kind: 'storage#rewriteResponse', totalBytesRewritten: size, objectSize: size, done: true, resource };
  }

  return {
    rewrite,
    bucketDir,
    dataPath,
    metaPath,
    readMeta,
    sessionDir,
    sessionPath,
    partPath,
    readSession,
    dropSession,
    describe,
    store,
  };
}
