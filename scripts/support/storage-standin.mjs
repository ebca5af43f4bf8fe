// @ts-check
// A local Cloud Storage for `npm start` and the tests: a small HTTP server speaking the subset of
// Cloud Storage's JSON API that the Admin SDK's bucket client (@google-cloud/storage) calls when
// STORAGE_EMULATOR_HOST points at it: simple (media / multipart) uploads, resumable upload
// sessions (opened by a function, then fed by the browser in one PUT or in Content-Range chunks,
// answered 308 Resume Incomplete until the last byte), object metadata, downloads (alt=media,
// whole with x-goog-hash so the client's integrity check runs, or a byte range), deletes and
// prefix listings, copies (rewriteTo). Resumable bytes go to disk as they arrive, never held whole in memory. The Firebase Storage emulator cannot run offline (it fetches
// its rules runtime at every start), and clients never touch the bucket anyway: only functions do.
// Objects persist on disk under .tasklane/storage/, so `npm start` keeps them across restarts.// Its objects on disk (storage-standin/objects.mjs) and its HTTP helpers (storage-standin/http.mjs)
// are modules of their own; the routes and the resumable uploads are here.
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, ports } from './ports.mjs';
import { cors, json, notFound, parseRelated, readBody } from './storage-standin/http.mjs';
import { fromDiskName, makeObjectStore } from './storage-standin/objects.mjs';

export { crc32c } from './storage-standin/objects.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STORAGE_DIR = path.join(ROOT, '.tasklane', 'storage');

/**
 * @typedef {{ contentType?: string, contentDisposition?: string, metadata?: Record<string, string>, name?: string }} ObjectMeta
 *   What an upload says about its object.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./storage-standin/objects.mjs').Session} Session
 */

export async function startStorageStandin({ port = ports.storage, dir = STORAGE_DIR, quiet = false } = {}) {
  const {
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
    rewrite,
  } = makeObjectStore({ dir, port });

  /**
   * One PUT to a resumable session. Without Content-Range the body is the whole object; with
   * `bytes A-B/T` (T may be `*` until the last chunk) it is the chunk starting at byte A, which
   * must be the next one expected; a body-less `bytes *` + `/T` only asks how far the upload got. Until the last
   * byte the answer is 308 with the Range received so far; then the object is stored (its size
   * checked against X-Upload-Content-Length, if the opener declared one) and the answer is its
   * resource. The bytes are appended to the session's file as they stream in.
   * @param {Request} req @param {Response} res @param {string} id
   */
  async function putSession(req, res, id) {
    const session = readSession(id);
    if (!session) return notFound(res, `upload session ${id}`);
    cors(req, res, session.origin);
    const received = () => statSync(partPath(id)).size;
    const incomplete = () => {
      const got = received();
      res.writeHead(308, got > 0 ? { Range: `bytes=0-${got - 1}` } : {});
      return res.end();
    };
    const cr = req.headers['content-range'];
    /** @type {number | null} */
    let total = null;
    let complete = true;
    if (cr) {
      const probe = /^bytes \*\/(\d+|\*)$/.exec(cr);
      const chunk = /^bytes (\d+)-(\d+|\*)\/(\d+|\*)$/.exec(cr);
      if (probe) {
        req.resume();
        if (probe[1] === '*' || received() < Number(probe[1])) return incomplete();
        return finish(res, id, session, received());
      }
      if (!chunk) return json(res, 400, { error: { code: 400, message: `Bad Content-Range: ${cr}` } });
      if (Number(chunk[1]) !== received()) {
        // Not the next byte: Cloud Storage answers with what it has, and the client resends from there.
        req.resume();
        return incomplete();
      }
      total = chunk[3] === '*' ? null : Number(chunk[3]);
      // `bytes A-*/*` is the client's "everything left, in this request".
      complete = chunk[2] === '*' || (total !== null && Number(chunk[2]) + 1 === total);
    }
    await pipeline(req, createWriteStream(partPath(id), { flags: 'a' }));
    const got = received();
    if (total !== null && got > total) {
      dropSession(id);
      return json(res, 400, { error: { code: 400, message: 'More bytes than the Content-Range total' } });
    }
    if (!complete) return incomplete();
    return finish(res, id, session, got);
  }

  /** @param {Response} res @param {string} id @param {Session} session @param {number} size */
  async function finish(res, id, session, size) {
    if (session.length !== null && size !== session.length) {
      // Cloud Storage refuses an upload whose size differs from the one declared at opening.
      dropSession(id);
      return json(res, 400, { error: { code: 400, message: `Upload of ${size} bytes, ${session.length} declared` } });
    }
    mkdirSync(bucketDir(session.bucket), { recursive: true });
    renameSync(partPath(id), dataPath(session.bucket, session.name));
    const resource = await describe(session.bucket, session.name, session.meta);
    dropSession(id);
    return json(res, 200, resource);
  }

  /** @param {Request} req @param {Response} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${HOST}:${port}`);
    // The client uses the JSON API with or without the /storage/v1 prefix (the emulator variable
    // is the base URL itself), and /upload/… or /download/… for media.
    const route = url.pathname.replace(/^\/(upload|download)/, '').replace(/^\/storage\/v1/, '');
    const q = url.searchParams;
    const upload = url.pathname.startsWith('/upload/');
    if (req.method === 'OPTIONS') {
      // A browser's preflight before it PUTs a session's bytes.
      const id = q.get('upload_id');
      const session = id ? readSession(id) : null;
      if (session) {
        cors(req, res, session.origin);
        res.setHeader('Access-Control-Allow-Methods', 'PUT, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'content-type');
        res.setHeader('Access-Control-Max-Age', '3600');
      }
      res.writeHead(204);
      return res.end();
    }

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
        const header = (/** @type {string} */ h) => {
          const v = req.headers[h];
          return (Array.isArray(v) ? v[0] : v) ?? null;
        };
        const declared = header('x-upload-content-length');
        /** @type {Session} */
        const session = {
          bucket,
          name,
          meta: { contentType: header('x-upload-content-type') ?? undefined, ...meta },
          length: declared === null ? null : Number(declared),
          origin: header('origin'),
        };
        mkdirSync(sessionDir, { recursive: true });
        writeFileSync(sessionPath(id), JSON.stringify(session));
        writeFileSync(partPath(id), '');
        res.writeHead(200, {
          Location: `http://${HOST}:${port}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`,
        });
        return res.end();
      }
      const body = await readBody(req);
      if (type === 'multipart') {
        const { meta, bytes } = parseRelated(body, req.headers['content-type'] ?? '');
        return json(res, 200, await store(bucket, objectName(q.get('name') ?? meta.name), bytes, meta));
      }
      return json(
        res,
        200,
        await store(bucket, objectName(q.get('name')), body, { contentType: req.headers['content-type'] }),
      );
    }
    const uploadId = q.get('upload_id');
    if (listedBucket && upload && req.method === 'PUT' && uploadId) return putSession(req, res, uploadId);
    if (listedBucket && upload && req.method === 'DELETE' && uploadId) {
      // Cancelling a session: Cloud Storage answers 499 and forgets it.
      dropSession(uploadId);
      res.writeHead(499);
      return res.end();
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

    // Objects: rewrite (file.copy), within or across buckets; names are URL-encoded, so their slashes are %2F.
    m = /^\/b\/([^/]+)\/o\/([^/]+)\/rewriteTo\/b\/([^/]+)\/o\/([^/]+)$/.exec(route);
    if (m?.[1] && m[2] && m[3] && m[4] && req.method === 'POST') {
      const [bucket, name, destBucket, destName] = [m[1], m[2], m[3], m[4]].map(decodeURIComponent);
      const body = (await readBody(req)).toString();
      const done = await rewrite(`${bucket}`, `${name}`, `${destBucket}`, `${destName}`, JSON.parse(body || '{}'));
      return done ? json(res, 200, done) : notFound(res, `${bucket}/${name}`);
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
        const total = statSync(dataPath(bucket, name)).size;
        const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
        if (range && (range[1] || range[2])) {
          // A byte range (the client's createReadStream({ start, end })), as Cloud Storage serves it.
          let start = range[1] ? Number(range[1]) : Math.max(0, total - Number(range[2]));
          let end = range[1] && range[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
          if (start >= total) {
            res.writeHead(416, { 'Content-Range': `bytes */${total}` });
            return res.end();
          }
          end = Math.max(start, end);
          start = Math.min(start, end);
          res.writeHead(206, {
            'Content-Type': meta.contentType,
            'Content-Length': String(end - start + 1),
            'Content-Range': `bytes ${start}-${end}/${total}`,
            'x-goog-generation': meta.generation,
            'x-goog-stored-content-encoding': 'identity',
          });
          return createReadStream(dataPath(bucket, name), { start, end }).pipe(res);
        }
        res.writeHead(200, {
          'Content-Type': meta.contentType,
          'Content-Length': String(total),
          'x-goog-hash': `crc32c=${meta.crc32c},md5=${meta.md5Hash}`,
          'x-goog-generation': meta.generation,
          'x-goog-stored-content-encoding': 'identity',
        });
        return createReadStream(dataPath(bucket, name)).pipe(res);
      }
      if (req.method === 'GET') return json(res, 200, meta);
      if (req.method === 'PATCH') {
        const patch = JSON.parse((await readBody(req)).toString() || '{}');
        const next = {
          ...meta,
          ...patch,
          metadata: { ...meta.metadata, ...patch.metadata },
          updated: new Date().toISOString(),
        };
        writeFileSync(metaPath(bucket, name), JSON.stringify(next));
        return json(res, 200, next);
      }
    }
    json(res, 501, {
      error: { code: 501, message: `The storage stand-in does not implement ${req.method} ${url.pathname}` },
    });
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
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...(quiet ? ['--quiet'] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
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
    /** The stand-in's own process, which the upload benchmark samples. */
    pid: child.pid,
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
