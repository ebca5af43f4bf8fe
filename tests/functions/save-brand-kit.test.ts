import { BRAND_KIT_LIMITS, EMPTY_BRAND_KIT, type BrandKitInput } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyPairs } from '../support/brand-kits';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';

let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  [owner, other] = await Promise.all([signedInClient(), signedInClient()]);
});
afterAll(async () => Promise.all([owner.close(), other.close()]));

const kit = (overrides: Partial<BrandKitInput> = {}): BrandKitInput => ({
  ...EMPTY_BRAND_KIT,
  description: 'We run a sugar shack in Gatineau.',
  voice: ['warm'],
  wordsToAvoid: ['cheap'],
  signOff: 'À bientôt!',
  glossary: [{ en: 'maple taffy', fr: 'tire d’érable' }],
  colours: ['#7A3E12'],
  ...overrides,
});

describe('saveBrandKit', () => {
  it("saves the caller's own kit under their account id, cleaned, with an audit entry; saving again replaces it", async () => {
    expect(await owner.call('saveBrandKit', { kit: kit({ audience: '  Families  ' }) })).toEqual({
      accountId: owner.uid,
      glossaryPairs: 1,
    });
    const saved = (await adminDb.doc(`brandKits/${owner.uid}`).get()).data();
    expect(saved).toMatchObject({
      accountId: owner.uid,
      audience: 'Families',
      updatedBy: owner.uid,
      logo: null,
      glossary: [{ en: 'maple taffy', fr: 'tire d’érable' }],
    });

    await owner.call('saveBrandKit', {
      accountId: owner.uid!,
      kit: kit({ glossary: manyPairs(BRAND_KIT_LIMITS.glossaryPairs) }),
    });
    expect((await adminDb.doc(`brandKits/${owner.uid}`).get()).get('glossary')).toHaveLength(300);
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', owner.uid)
      .where('action', '==', 'brand_kit_saved')
      .get();
    expect(audit.docs.map((d) => d.get('metadata.created')).sort()).toEqual([false, true]);
  });

  it("refuses another account's kit and a signed-out caller, writing nothing", async () => {
    expect(
      (await errorOf(other.call('saveBrandKit', { accountId: owner.uid!, kit: kit({ signOff: 'forged' }) }))).code,
    ).toBe('functions/permission-denied');
    const anon = anonymousClient();
    expect((await errorOf(anon.call('saveBrandKit', { kit: kit() }))).code).toBe('functions/unauthenticated');
    await anon.close();
    expect((await adminDb.doc(`brandKits/${owner.uid}`).get()).get('signOff')).not.toBe('forged');
  });

  it('rejects a kit past its limits with field-level codes', async () => {
    const err = await errorOf(
      other.callRaw('saveBrandKit', {
        kit: kit({
          description: 'word '.repeat(501),
          voice: ['a', 'b', 'c', 'd', 'e', 'f'],
          glossary: manyPairs(301),
          colours: ['red'],
        }),
      }),
    );
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: {
        'kit.description': 'kit_description_too_long',
        'kit.voice': 'voice_too_many',
        'kit.glossary': 'glossary_too_many',
        'kit.colours.0': 'colour_invalid',
      },
    });
    expect((await adminDb.doc(`brandKits/${other.uid}`).get()).exists).toBe(false);
  });
});
