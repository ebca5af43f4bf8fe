import { z } from 'zod';
import {
  apiApprovalSchema,
  apiBalanceSchema,
  apiCancelSchema,
  apiDeliverableSchema,
  apiLedgerListSchema,
  apiMessageCreateSchema,
  apiMessageListSchema,
  apiMessageSchema,
  apiPageQuerySchema,
  apiProblemSchema,
  apiTaskCreateSchema,
  apiTaskListQuerySchema,
  apiTaskListSchema,
  apiTaskSchema,
} from './v1.js';

type Scope = 'read' | 'read_order';
interface Endpoint {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  scope: Scope;
  body?: z.ZodType;
  query?: z.ZodObject;
  idempotent?: boolean;
  ok: Record<string, z.ZodType>;
}

/** Every endpoint of /api/v1, the one table the router's tests and the document share. */
export const API_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'post',
    path: '/tasks',
    operationId: 'createTask',
    summary: 'Order a task, paid with credits',
    scope: 'read_order',
    body: apiTaskCreateSchema,
    idempotent: true,
    ok: { '201': apiTaskSchema, '202': apiApprovalSchema },
  },
  {
    method: 'get',
    path: '/tasks',
    operationId: 'listTasks',
    summary: 'List tasks, newest change first',
    scope: 'read',
    query: apiTaskListQuerySchema,
    ok: { '200': apiTaskListSchema },
  },
  {
    method: 'get',
    path: '/tasks/{id}',
    operationId: 'getTask',
    summary: 'Get a task',
    scope: 'read',
    ok: { '200': apiTaskSchema },
  },
  {
    method: 'post',
    path: '/tasks/{id}/cancel',
    operationId: 'cancelTask',
    summary: 'Cancel a queued task (its credits come back)',
    scope: 'read_order',
    ok: { '200': apiCancelSchema },
  },
  {
    method: 'get',
    path: '/tasks/{id}/deliverable',
    operationId: 'getDeliverable',
    summary: 'Get the delivered texts and file links',
    scope: 'read',
    ok: { '200': apiDeliverableSchema },
  },
  {
    method: 'get',
    path: '/tasks/{id}/messages',
    operationId: 'listMessages',
    summary: "List the task's messages",
    scope: 'read',
    query: apiPageQuerySchema,
    ok: { '200': apiMessageListSchema },
  },
  {
    method: 'post',
    path: '/tasks/{id}/messages',
    operationId: 'postMessage',
    summary: 'Post a message on the task (answers a question staff asked)',
    scope: 'read_order',
    body: apiMessageCreateSchema,
    ok: { '201': apiMessageSchema },
  },
  {
    method: 'get',
    path: '/balance',
    operationId: 'getBalance',
    summary: "The account's credit balance",
    scope: 'read',
    ok: { '200': apiBalanceSchema },
  },
  {
    method: 'get',
    path: '/ledger',
    operationId: 'listLedger',
    summary: "The account's credit movements, newest first",
    scope: 'read',
    query: apiPageQuerySchema,
    ok: { '200': apiLedgerListSchema },
  },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

const PROBLEM_STATUSES: Record<string, string> = {
  '400': 'Invalid request (`invalid_request`, `idempotency_key_required`)',
  '401': 'No key, or a key that no longer works (`unauthenticated`, `key_revoked`, `key_creator_gone`)',
  '402': 'The wallet holds too few credits (`insufficient_credits`)',
  '403':
    'The key lacks the scope, or the order is refused (`insufficient_scope`, `spending_cap`, `terms_not_accepted`)',
  '404': 'No such task for this account (`not_found`)',
  '409': 'Idempotency-Key used with another body, or the task cannot be cancelled',
  '429': 'Rate limited (`rate_limited`); see Retry-After',
};

/** The OpenAPI 3.1 document, generated from the zod schemas above. */
export function buildOpenApi(serverUrl = '/api/v1'): Record<string, unknown> {
  const problem = { 'application/problem+json': { schema: jsonSchema(apiProblemSchema, 'output') } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of API_ENDPOINTS) {
    const parameters: unknown[] = [];
    if (e.path.includes('{id}'))
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    if (e.idempotent)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'Per account, at most 128 characters, kept at least 24 hours',
        schema: { type: 'string', minLength: 1, maxLength: 128 },
      });
    for (const [name, field] of Object.entries(e.query?.shape ?? {}))
      parameters.push({ name, in: 'query', required: false, schema: jsonSchema(field as z.ZodType, 'input') });
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(e.ok))
      responses[status] = {
        description: status === '202' ? 'Waiting for an owner’s approval' : 'OK',
        content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
      };
    for (const [status, description] of Object.entries(PROBLEM_STATUSES))
      responses[status] = { description, content: problem };
    paths[e.path] = {
      ...paths[e.path],
      [e.method]: {
        operationId: e.operationId,
        summary: e.summary,
        'x-scope': e.scope,
        parameters,
        ...(e.body
          ? {
              requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tasklane ordering API',
      version: '1.0.0',
      description:
        'Order and follow tasks with an API key. No test mode in this version; source files by API are not in this version.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer tl_live_…' } },
    },
    paths,
  };
}
