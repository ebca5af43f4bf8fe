import { REGION } from '@tasklane/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { db } from '../admin.js';
import { col } from '../collections.js';

/** How long a deliverable's link works. */
export const LINK_TTL_MS = 60 * 60 * 1000;

let linkKey: Promise<Buffer> | null = null;

/**
 * The HMAC key of the API's file links: 32 random bytes kept in system/apiLinks (server-only),
 * made by the first request that needs it. Not a signed storage URL, which the emulators cannot make.
 */
function key(): Promise<Buffer> {
  linkKey ??= db
    .runTransaction(async (tx) => {
      const ref = col.apiLinkKey();
      const held = (await tx.get(ref)).get('key') as string | undefined;
      if (held) return held;
      const made = randomBytes(32).toString('base64');
      tx.create(ref, { key: made });
      return made;
    })
    .then((k) => Buffer.from(k, 'base64'))
    .catch((err: unknown) => {
      linkKey = null;
      throw err;
    });
  return linkKey;
}

const sign = async (taskId: string, fileId: string, exp: number) =>
  createHmac('sha256', await key())
    .update(`${taskId}\n${fileId}\n${exp}`)
    .digest('base64url');

/** The download function's address: this checkout's Functions emulator locally, Cloud Functions in production. */
function downloadBase(): string {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-tasklane';
  if (process.env.FUNCTIONS_EMULATOR === 'true')
    return `${process.env.TASKLANE_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001'}/${project}/${REGION}/downloadFile`;
  return `https://${REGION}-${project}.cloudfunctions.net/downloadFile`;
}

/** A link to one delivered file that works without a key until `expiresAtMs`. */
export async function fileLink(taskId: string, fileId: string, nowMs: number) {
  const exp = nowMs + LINK_TTL_MS;
  const qs = new URLSearchParams({ taskId, fileId, exp: String(exp), token: await sign(taskId, fileId, exp) });
  return { url: `${downloadBase()}?${qs.toString()}`, expiresAtMs: exp };
}

/** Whether a link's token is the one we made and has not expired. */
export async function linkValid(q: { taskId: string; fileId: string; exp: string; token: string }, nowMs = Date.now()) {
  const exp = Number(q.exp);
  if (!Number.isSafeInteger(exp) || exp < nowMs) return false;
  const want = Buffer.from(await sign(q.taskId, q.fileId, exp));
  const got = Buffer.from(q.token);
  return want.length === got.length && timingSafeEqual(want, got);
}
