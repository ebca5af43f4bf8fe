// The brief check adds a finding when a brief asks for a word the account's brand kit says to
// avoid; the stored check (which submitTask links to the task) carries it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandKitDoc } from '../support/brand-kits';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';

let withKit: TestClient;
let withoutKit: TestClient;
beforeAll(async () => {
  [withKit, withoutKit] = await Promise.all([signedInClient(), signedInClient()]);
  await adminDb.doc(`brandKits/${withKit.uid}`).set(brandKitDoc(withKit.uid!, { wordsToAvoid: ['cheap', 'discount'] }));
});
afterAll(async () => Promise.all([withKit.close(), withoutKit.close()]));

const input = {
  title: 'Spring poster',
  category: 'marketing_content' as const,
  brief: 'A poster for families in Gatineau announcing our cheap maple taffy, in a warm and friendly tone.',
  sourceText: '',
  deliverableType: 'text' as const,
  language: 'en' as const,
  locale: 'fr' as const,
};

describe('checkBrief with a brand kit', () => {
  it('warns, in the customer’s language, that the brief uses a word the kit avoids, and stores the warning', async () => {
    const out = await withKit.call('checkBrief', input);
    expect(out.available).toBe(true);
    const conflict = out.result!.findings.filter((f) => f.code === 'brand_conflict');
    expect(conflict).toEqual([{ code: 'brand_conflict', message: expect.stringContaining('« cheap »') as string }]);
    expect(conflict[0]!.message).not.toContain('discount');
    const stored = (await adminDb.doc(`briefChecks/${out.checkId}`).get()).get('result.findings') as { code: string }[];
    expect(stored.map((f) => f.code)).toContain('brand_conflict');
  });

  it('adds nothing for an account without a kit', async () => {
    const out = await withoutKit.call('checkBrief', input);
    expect(out.result!.findings.map((f) => f.code)).not.toContain('brand_conflict');
  });
});
