// @ts-check
// A local Cloud Storage for `npm start` and the tests: a small HTTP server speaking the subset of
// Cloud Storage's JSON API that the Admin SDK's bucket client (@google-cloud/storage) calls when
// STORAGE_EMULATOR_HOST points at it: simple (media / multipart) and single-request resumable
// uploads, object metadata, downloads (alt=media, with x-goog-hash so the client's integrity check
// runs), deletes and prefix listings. The Firebase Storage emulator cannot run offline (it fetches
// its rules runtime at every start), and clients never touch the bucket anyway: only functions do.
// Objects persist on disk under .tasklane/storage/, so `npm start` keeps them across restarts.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, ports } from './ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STORAGE_DIR = path.join(ROOT, '.tasklane', 'storage');

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
/** @param {Uint8Array} buf */
export function crc32c(buf) {
  let crc = 0xffffffff;
  for (let i = 0; i < buf.length; i++) crc = /** @type {number} */ (CRC_TABLE[(crc ^ /** @type {number} */ (buf[i])) & 0xff]) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

/** Object names may hold slashes; on disk each becomes one safe file name. */
/** @param {string} name */
const diskName = (name) => Buffer.from(name, 'utf8').toString('base64url');
/** @param {string} file */
const fromDiskName = (file) => Buffer.from(file, 'base64url').toString('utf8');

/**
 * @typedef {{ contentType?: string, contentDisposition?: string, metadata?: Record<string, string>, name?: string }} ObjectMeta
 *   What an upload says about its object.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

export async function startStorageStandin({ port = ports.storage, dir = STORAGE_DIR, quiet = false } = {}) {
  /** @param {string} bucket */
  const bucketDir = (bucket) => path.join(dir, diskName(bucket));
  /** @param {string} bucket @param {string} name */
  const dataPath = (bucket, name) => path.join(bucketDir(bucket), `${diskName(name)}.bin`);
  /** @param {string} bucket @param {string} name */
  const metaPath = (bucket, name) => path.join(bucketDir(bucket), `${diskName(name)}.json`);
  /** @param {string} bucket @param {string} name */
  const readMeta = (bucket, name) => (existsSync(metaPath(bucket, name)) ? JSON.parse(readFileSync(metaPath(bucket, name), 'utf8')) : null);
  /** Resumable sessions: upload id → where the object goes (one request carries the bytes). */
  /** @type {Map<string, { bucket: string, name: string, meta: ObjectMeta }>} */
  const sessions = new Map();

  /** @param {string} bucket @param {string} name @param {Buffer} bytes @param {ObjectMeta} meta */
  function store(bucket, name, bytes, meta = {}) {
    mkdirSync(bucketDir(bucket), { recursive: true });
    const previous = readMeta(bucket, name);
    const now = new Date().toISOString();
    const generation = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
    const resource = {
      kind: 'storage#object',
      id: `${bucket}/${name}/${generation}`,
      selfLink: `http://${HOST}:${port}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`,
      name,
      bucket,
      generation,
      metageneration: '1',
      contentType: meta.contentType || 'application/octet-stream',
      size: String(bytes.length),
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32c(bytes),
      etag: randomBytes(8).toString('base64'),
      timeCreated: previous?.timeCreated ?? now,
      updated: now,
      storageClass: 'STANDARD',
      ...(meta.contentDisposition ? { contentDisposition: meta.contentDisposition } : {}),
      ...(meta.metadata ? { metadata: meta.metadata } : {}),
    };
    writeFileSync(dataPath(bucket, name), bytes);
    writeFileSync(metaPath(bucket, name), JSON.stringify(resource));
    return resource;
  }

  /** @param {Request} req @returns {Promise<Buffer>} */
  const readBody = (req) =>
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  /** multipart/related: a JSON metadata part, then the media part. */
  /** @param {Buffer} body @param {string} contentType @returns {{ meta: ObjectMeta, bytes: Buffer }} */
  function parseRelated(body, contentType) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw new Error('multipart upload without a boundary');
    const delimiter = Buffer.from(`--${boundary}`);
    const parts = [];
    let at = body.indexOf(delimiter);
    while (at !== -1) {
      const start = at + delimiter.length;
      if (body.subarray(start, start + 2).toString() === '--') break;
      const next = body.indexOf(delimiter, start);
      if (next === -1) break;
      const part = body.subarray(start + 2, next - 2); // skip CRLF after the delimiter and before the next
      const headerEnd = part.indexOf('\r\n\r\n');
      const headers = part.subarray(0, headerEnd).toString();
      parts.push({ headers, body: part.subarray(headerEnd + 4) });
      at = next;
    }
    const [metaPart, mediaPart] = parts;
    if (!metaPart || !mediaPart) throw new Error('multipart upload needs a metadata part and a media part');
    const meta = JSON.parse(metaPart.body.toString() || '{}');
    const mediaType = /content-type:\s*([^\r\n]+)/i.exec(mediaPart.headers)?.[1];
    return { meta: { contentType: mediaType, ...meta }, bytes: mediaPart.body };
  }

  /** @param {Response} res @param {number} status @param {unknown} body */
  const json = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  /** @param {Response} res @param {string | null} what */
  const notFound = (res, what) => json(res, 404, { error: { code: 404, message: `No such object: ${what}`, errors: [{ reason: 'notFound', message: `No such object: ${what}` }] } });

  /** @param {Request} req @param {Response} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${HOST}:${port}`);
    // The client uses the JSON API with or without the /storage/v1 prefix (the emulator variable
    // is the base URL itself), and /upload/… or /download/… for media.
    const route = url.pathname.replace(/^\/(upload|download)/, '').replace(/^\/storage\/v1/, '');
    const q = url.searchParams;
    const upload = url.pathname.startsWith('/upload/');

    /** An object needs a name, from the query or the upload's metadata. @param {string | null | undefined} name */
    const objectName = (name) => {
      if (!name) throw new Error('upload without an object name');
      return name;
    };
    let m = /^\/b\/([^/]+)\/o$/.exec(route);
    const listedBucket = m?.[1];
    if (listedBucket && upload && req.method === 'POST') {
      const bucket = decodeURIComponent(listedBucket);
      const type = q.get('uploadType') ?? 'media';
      if (type === 'resumable') {
        const initial = await readBody(req);
        const meta = initial.length ? JSON.parse(initial.toString()) : {};
        const name = objectName(q.get('name') ?? meta.name);
        const id = randomBytes(12).toString('hex');
        const contentType = req.headers['x-upload-content-type'];
        sessions.set(id, { bucket, name, meta: { contentType: Array.isArray(contentType) ? contentType[0] : contentType, ...meta } });
        res.writeHead(200, { Location: `http://${HOST}:${port}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&upload_id=${id}` });
        return res.end();
      }
      const body = await readBody(req);
      if (type === 'multipart') {
        const { meta, bytes } = parseRelated(body, req.headers['content-type'] ?? '');
        return json(res, 200, store(bucket, objectName(q.get('name') ?? meta.name), bytes, meta));
      }
      return json(res, 200, store(bucket, objectName(q.get('name')), body, { contentType: req.headers['content-type'] }));
    }
    const uploadId = q.get('upload_id');
    if (listedBucket && upload && req.method === 'PUT' && uploadId) {
      const session = sessions.get(uploadId);
      if (!session) return notFound(res, uploadId);
      const body = await readBody(req);
      // A status probe ("bytes */*") before any data: nothing received yet.
      if (body.length === 0 && /^bytes \*\//.test(req.headers['content-range'] ?? '')) {
        res.writeHead(308);
        return res.end();
      }
      sessions.delete(uploadId);
      return json(res, 200, store(session.bucket, session.name, body, session.meta));
    }
    if (listedBucket && req.method === 'GET') {
      const bucket = decodeURIComponent(listedBucket);
      const prefix = q.get('prefix') ?? '';
      const max = Number(q.get('maxResults') ?? 1000);
      const pageToken = q.get('pageToken');
      const after = pageToken ? Buffer.from(pageToken, 'base64url').toString() : '';
      const names = existsSync(bucketDir(bucket))
        ? readdirSync(bucketDir(bucket))
            .filter((f) => f.endsWith('.json'))
            .map((f) => fromDiskName(f.slice(0, -5)))
            .filter((n) => n.startsWith(prefix) && n > after)
            .sort()
        : [];
      const page = names.slice(0, max);
      /** @type {{ kind: string, items: unknown[], nextPageToken?: string }} */
      const body = { kind: 'storage#objects', items: page.map((n) => readMeta(bucket, n)) };
      if (names.length > max) body.nextPageToken = Buffer.from(page.at(-1) ?? '').toString('base64url');
      return json(res, 200, body);
    }

    m = /^\/b\/([^/]+)\/o\/(.+)$/.exec(route);
    if (m?.[1] && m[2]) {
      const bucket = decodeURIComponent(m[1]);
      const name = decodeURIComponent(m[2]);
      const meta = readMeta(bucket, name);
      if (!meta) return notFound(res, `${bucket}/${name}`);
      if (req.method === 'DELETE') {
        rmSync(dataPath(bucket, name), { force: true });
        rmSync(metaPath(bucket, name), { force: true });
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET' && q.get('alt') === 'media') {
        res.writeHead(200, {
          'Content-Type': meta.contentType,
          'Content-Length': String(statSync(dataPath(bucket, name)).size),
          'x-goog-hash': `crc32c=${meta.crc32c},md5=${meta.md5Hash}`,
          'x-goog-generation': meta.generation,
          'x-goog-stored-content-encoding': 'identity',
        });
        return createReadStream(dataPath(bucket, name)).pipe(res);
      }
      if (req.method === 'GET') return json(res, 200, meta);
      if (req.method === 'PATCH') {
        const patch = JSON.parse((await readBody(req)).toString() || '{}');
        const next = { ...meta, ...patch, metadata: { ...meta.metadata, ...patch.metadata }, updated: new Date().toISOString() };
        writeFileSync(metaPath(bucket, name), JSON.stringify(next));
        return json(res, 200, next);
      }
    }
    json(res, 501, { error: { code: 501, message: `The storage stand-in does not implement ${req.method} ${url.pathname}` } });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!quiet) console.error('storage stand-in:', err);
      if (!res.headersSent) json(res, 400, { error: { code: 400, message: String(err?.message ?? err) } });
      else res.destroy();
    });
  });
  // Clients keep sockets alive and drop idle ones after 5 s; a server dropping them at the same
  // moment races a new request onto a closing socket (EPIPE). Cloud Storage keeps them far longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  return {
    url: `http://${HOST}:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Runs the stand-in in its own process group, like the Stripe stand-in, so stop() kills it cleanly. */
export async function launchStorageStandin({ quiet = false } = {}) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...(quiet ? ['--quiet'] : [])], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The storage stand-in exited (code ${code}) before listening`)));
    child.stdout.on('data', (b) => {
      const text = b.toString();
      if (!quiet) process.stdout.write(text);
      if (text.includes('Storage stand-in on')) resolve(undefined);
    });
  });
  return {
    url: `http://${HOST}:${ports.storage}`,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

// `node scripts/support/storage-standin.mjs [--quiet]` runs it alone, until SIGTERM / Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await startStorageStandin({ quiet: process.argv.includes('--quiet') });
  console.log(`Storage stand-in on ${s.url}`);
  const bye = () => void s.stop().then(() => process.exit(0));
  process.on('SIGTERM', bye);
  process.on('SIGINT', bye);
}
