import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, apiTaskCreateSchema, buildOpenApi } from '@tasklane/domain';

// The ordering API's document is generated from the zod contracts (docs/features/ordering-api.md).
describe('the OpenAPI document', () => {
  const doc = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, { responses: object }>> };

  it('is OpenAPI 3.1 and lists every endpoint with its problems', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const e of API_ENDPOINTS) expect(doc.paths[e.path]?.[e.method]?.responses).toHaveProperty('429');
  });

  it('takes the task form’s fields and the customer’s metadata', () => {
    const body = JSON.stringify(doc.paths['/tasks']?.post);
    expect(body).toContain('"metadata"');
    expect(body).toContain('"brief"');
    expect(body).not.toContain('accountId');
    expect(apiTaskCreateSchema.safeParse({ metadata: { 'a b': 'x' } }).success).toBe(false);
  });
});
