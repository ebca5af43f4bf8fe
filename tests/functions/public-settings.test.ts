import { DEFAULT_SETTINGS, splitSettings, type PublicSettings } from '@tasklane/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID, REGION } from '../support/emulators';
import { adminDb } from '../support/functions-client';
import { setSettings } from '../support/task-helpers';

// The function itself; the Hosting rewrite that serves it at /api/public-settings is walked by
// the Playwright journey (public-settings.spec.ts), which needs the built site.
const url = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/publicSettings`;
const { app: defaultApp, staff: defaultStaff } = splitSettings(DEFAULT_SETTINGS);

// Settings are global: every test starts from the defaults and leaves them for later files.
beforeEach(async () => setSettings());
afterAll(async () => setSettings());

async function get(init?: RequestInit) {
  const res = await fetch(url, init);
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe('publicSettings (GET /api/public-settings)', () => {
  it('answers the stored public settings, cacheable by browsers for a minute and by the CDN for five', async () => {
    const changed: PublicSettings = {
      ...defaultApp,
      creditPriceCad: 31,
      tiers: { ...defaultApp.tiers, premium: { hours: 11, surchargeCredits: 3 } },
      packs: defaultApp.packs.map((p) => (p.id === 'pack_5' ? { ...p, priceCad: 140 } : p)),
    };
    await adminDb.doc('settings/app').set({ ...changed, updatedAt: new Date() });
    const { res, body } = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(body.creditPriceCad).toBe(31);
    expect(body.tiers).toMatchObject({ premium: { hours: 11, surchargeCredits: 3 } });
    expect((body.packs as { id: string; priceCad: number }[]).find((p) => p.id === 'pack_5')?.priceCad).toBe(140);
    // The timestamp is not a setting a page shows.
    expect(body).not.toHaveProperty('updatedAt');
  });

  it('answers only public fields: nothing of settings/staff, nothing unknown stored in settings/app', async () => {
    await adminDb
      .doc('settings/app')
      .set({ ...defaultApp, internalNote: 'not for visitors', drafter: defaultStaff.drafter });
    const { res, body } = await get();
    expect(res.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(Object.keys(defaultApp).sort());
    expect(JSON.stringify(body)).not.toContain(defaultStaff.drafter.model);
    expect(body).not.toHaveProperty('internalNote');
    expect(body).not.toHaveProperty('prompts');
  });

  it('falls back to the defaults when settings/app is missing or invalid', async () => {
    await adminDb.doc('settings/app').delete();
    const missing = await get();
    expect(missing.res.status).toBe(200);
    expect(missing.body).toEqual(JSON.parse(JSON.stringify(defaultApp)));

    await adminDb.doc('settings/app').set({ ...defaultApp, creditPriceCad: -5 });
    const invalid = await get();
    expect(invalid.res.status).toBe(200);
    expect(invalid.body.creditPriceCad).toBe(defaultApp.creditPriceCad);
  });

  it('refuses writes', async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
  });
});
