import { DEFAULT_SETTINGS } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';

let customer: TestClient;
beforeAll(async () => {
  await adminDb.doc('settings/app').set({ ...DEFAULT_SETTINGS });
  customer = await signedInClient();
});
afterAll(async () => customer.close());

describe('previewPrice', () => {
  it('prices a premium category on the express tier from the settings', async () => {
    const out = await customer.call('previewPrice', { category: 'design_media', tier: 'express' });
    expect(out).toEqual({ credits: 3, cad: 87, taskClass: 'premium', hours: 18, bilingualCredits: 0 });
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    const err = await errorOf(anon.call('previewPrice', { category: 'admin_docs', tier: 'standard' }));
    expect(err.code).toBe('functions/unauthenticated');
    await anon.close();
  });
  it('rejects bad input with field details', async () => {
    const err = await errorOf(customer.callRaw('previewPrice', { category: 'astrology', tier: 'standard' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { category: expect.any(String) } });
  });
  // previewPrice is open to every signed-in role; there is no wrong role to refuse.
});
