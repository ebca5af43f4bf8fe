import { DEFAULT_SETTINGS, splitSettings } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { setSettings } from '../support/task-helpers';

let user: TestClient;
beforeAll(async () => {
  await setSettings();
  user = await signedInClient();
});
afterAll(async () => {
  await setSettings();
  await user.close();
});

describe('aiInfo', () => {
  it('gives a signed-in user the provider and model from the staff-only settings, and nothing else', async () => {
    const staff = splitSettings({
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'openai', model: 'gpt-test-mini', openaiBaseUrl: 'http://secret.example/v1', maxRetries: 1 },
    }).staff;
    await adminDb.doc('settings/staff').set(staff);
    expect(await user.call('aiInfo', {})).toEqual({ provider: 'openai', model: 'gpt-test-mini' });
  });

  it('rejects a signed-out caller and unexpected input', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('aiInfo', {}))).code).toBe('functions/unauthenticated');
    await anon.close();
    expect((await errorOf(user.callRaw('aiInfo', { provider: 'x' }))).code).toBe('functions/invalid-argument');
  });
});
