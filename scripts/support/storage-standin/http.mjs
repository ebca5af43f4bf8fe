// @ts-check
// Reading requests and writing answers the way Cloud Storage's JSON API does.

/**
 * @typedef {{ contentType?: string, contentDisposition?: string, metadata?: Record<string, string>, name?: string }} ObjectMeta
 *   What an upload says about its object.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** @param {Request} req @returns {Promise<Buffer>} */
export const readBody = (req) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** multipart/related: a JSON metadata part, then the media part. */
/** @param {Buffer} body @param {string} contentType @returns {{ meta: ObjectMeta, bytes: Buffer }} */
export function parseRelated(body, contentType) {
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
export const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
/** @param {Response} res @param {string | null} what */
export const notFound = (res, what) =>
  json(res, 404, {
    error: {
      code: 404,
      message: `No such object: ${what}`,
      errors: [{ reason: 'notFound', message: `No such object: ${what}` }],
    },
  });

/**
 * Browsers send a session's bytes from the app's origin. As Cloud Storage does for a session
 * opened with an Origin, only that origin may read the answers; a session opened without one
 * (a server's) has no browser to answer.
 * @param {Request} req @param {Response} res @param {string | null} allowed
 */
export function cors(req, res, allowed) {
  const origin = req.headers.origin;
  if (origin && allowed && origin === allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Range, Location, Content-Length');
    res.setHeader('Vary', 'Origin');
  }
}
