import { buildOpenApi } from '@tasklane/domain';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { getBalance, getDeliverable, listLedger, listMessages, postMessage } from './account.js';
import { authenticate, type ApiCaller } from './keys.js';
import { takeRequest } from './limits.js';
import { ApiError, sendProblem } from './problem.js';
import { cancelTask, createTask, getTask, listTasks, type Answer } from './tasks.js';

type Route = (req: Request, caller: ApiCaller, id: string, nowMs: number) => Promise<Answer>;

/** Method and path (with `{id}` for a task id) → handler. */
const ROUTES: Record<string, Route> = {
  'POST /tasks': (req, caller, _id, nowMs) => createTask(req, caller, nowMs),
  'GET /tasks': (req, caller) => listTasks(req, caller),
  'GET /tasks/{id}': (_req, caller, id) => getTask(caller, id),
  'POST /tasks/{id}/cancel': (_req, caller, id) => cancelTask(caller, id),
  'GET /tasks/{id}/deliverable': (_req, caller, id, nowMs) => getDeliverable(caller, id, nowMs),
  'GET /tasks/{id}/messages': (req, caller, id) => listMessages(req, caller, id),
  'POST /tasks/{id}/messages': (req, caller, id) => postMessage(req, caller, id),
  'GET /balance': (_req, caller) => getBalance(caller),
  'GET /ledger': (req, caller) => listLedger(req, caller),
};

/** `/api/v1/tasks/abc` (through Hosting) or `/v1/tasks/abc` (the function's own URL) → `/tasks/{id}` and `abc`. */
export function routeOf(path: string): { pattern: string; id: string } | null {
  const m = /\/v1(\/[^?]*)?$/.exec(path);
  if (!m) return null;
  const rest = (m[1] ?? '/').replace(/\/+$/, '') || '/';
  const task = /^\/tasks\/([^/]+)(\/cancel|\/deliverable|\/messages)?$/.exec(rest);
  if (task) return { pattern: `/tasks/{id}${task[2] ?? ''}`, id: decodeURIComponent(task[1]!) };
  return { pattern: rest, id: '' };
}

let openApi: string | null = null;

/**
 * The ordering API (/api/v1): every answer `Cache-Control: no-store` (Hosting's CDN caches public
 * answers) and no CORS headers (it is for servers, not browsers). A key on every endpoint but the
 * OpenAPI document; each request counts against the key's limit, a task's creation in its own
 * transaction so that a replay counts nothing.
 */
export async function handleApi(req: Request, res: Response, nowMs = Date.now()): Promise<void> {
  // The Functions emulator turns CORS on for every function; the API answers browsers nothing extra.
  for (const h of ['Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Expose-Headers'])
    res.removeHeader(h);
  res.set('Cache-Control', 'no-store');
  const route = routeOf(req.path);
  const instance = req.path;
  try {
    if (!route) throw new ApiError('not_found');
    if (route.pattern === '/openapi.json') {
      if (req.method !== 'GET') throw new ApiError('method_not_allowed');
      openApi ??= JSON.stringify(buildOpenApi());
      res.status(200).type('application/json').send(openApi);
      return;
    }
    const methods = ['GET', 'POST'].filter((m) => ROUTES[`${m} ${route.pattern}`]);
    if (methods.length === 0) throw new ApiError('not_found');
    const handler = ROUTES[`${req.method} ${route.pattern}`];
    if (!handler) {
      res.set('Allow', methods.join(', '));
      throw new ApiError('method_not_allowed');
    }
    const caller = await authenticate(req, nowMs);
    const creating = req.method === 'POST' && route.pattern === '/tasks';
    if (!creating) await takeRequest(caller.keyId, nowMs);
    const answer = await handler(req, caller, route.id, nowMs);
    res
      .set(answer.headers ?? {})
      .status(answer.status)
      .json(answer.body);
  } catch (err) {
    sendProblem(res, err, instance);
  }
}
