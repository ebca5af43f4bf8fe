// The ordering API's tests: keys seeded with the Admin SDK (the callables have their own tests),
// raw HTTP calls to the `api` function, and every answer checked against /api/v1/openapi.json.
import type { ApiKeyScope } from '@tasklane/domain';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Timestamp } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID, REGION } from './emulators';
import { adminDb } from './functions-client';

export const API = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/api/v1`;

/** A working key of `accountId` made by `createdBy`, as createApiKey leaves it. */
export async function seedKey(
  accountId: string,
  createdBy: string,
  scope: ApiKeyScope = 'read_order',
  creatorRole: 'personal' | 'owner' | 'member' = accountId === createdBy ? 'personal' : 'owner',
) {
  const secret = `tl_live_${randomBytes(32).toString('base64url')}`;
  const keyId = createHash('sha256').update(secret).digest('hex');
  await adminDb.doc(`apiKeys/${keyId}`).set({
    accountId,
    createdBy,
    creatorRole,
    name: 'Test key',
    scope,
    prefix: `${secret.slice(0, 12)}…`,
    createdAt: Timestamp.now(),
    lastUsedAt: null,
    revokedAt: null,
    revokedReason: null,
  });
  return { secret, keyId, prefix: `${secret.slice(0, 12)}…` };
}

// ajv 8 with JSON Schema 2020-12 (OpenAPI 3.1's dialect) comes with ajv-formats; the top-level ajv is 6.
const require = createRequire(import.meta.url);
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
interface AjvLike {
  compile(schema: unknown): Validate;
}
const Ajv2020 = (require('ajv-formats/node_modules/ajv/dist/2020') as { default: new (o: object) => AjvLike }).default;
const addFormats = (require('ajv-formats') as { default: (a: AjvLike) => void }).default;

type Op = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
let doc: Promise<{ paths: Record<string, Record<string, Op>> }> | null = null;
const validators = new Map<string, Validate>();

/** The document the function serves (fetched once per file). */
export function openApi() {
  doc ??= fetch(`${API}/openapi.json`).then(
    async (r) => (await r.json()) as { paths: Record<string, Record<string, Op>> },
  );
  return doc;
}

function template(path: string): string {
  const bare = path.split('?')[0]!;
  return bare.replace(/^\/tasks\/[^/]+/, '/tasks/{id}');
}

/** Refuses an answer its operation in the document does not describe (status, media type, schema). */
async function checkAgainstDocument(method: string, path: string, status: number, type: string, body: unknown) {
  const op = (await openApi()).paths[template(path)]?.[method.toLowerCase()];
  if (!op) return; // an address the API does not serve (a 404 or 405 problem)
  const media = type.split(';')[0]!.trim();
  const schema = op.responses[String(status)]?.content?.[media]?.schema;
  if (!schema) throw new Error(`${method} ${path}: ${status} ${media} is not in openapi.json`);
  const key = `${method} ${template(path)} ${status} ${media}`;
  let validate = validators.get(key);
  if (!validate) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  if (!validate(body)) throw new Error(`${key} does not match openapi.json: ${JSON.stringify(validate.errors)}`);
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // The tests read what they expect; the document check above already vouched for the shape.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One request to the API, its answer checked against the OpenAPI document. */
export async function call(
  secret: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { body?: unknown; idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
      ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json() : await res.text();
  await checkAgainstDocument(method, path, res.status, type, body);
  return { status: res.status, headers: res.headers, body };
}
