// Consents on record (DECISIONS, "Privacy and language law"): the terms and the privacy policy are
// accepted separately, each with its version, language, time and how; a new terms version is
// accepted before the next order, on every order path, on the server.
import { CURRENT_LEGAL_VERSIONS, TERMS_NOT_ACCEPTED, consentId, type Consent } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '../support/emulators';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../support/functions-client';
import { quoteDoc, quoteRequestInput, versionOf } from '../support/quotes';
import { buyer, packInput } from '../support/stripe';
import { auditFor, giveWallet, setSettings, submitInput } from '../support/task-helpers';

const TERMS = CURRENT_LEGAL_VERSIONS.terms;
const PRIVACY = CURRENT_LEGAL_VERSIONS.privacy;
const opened: TestClient[] = [];
beforeAll(async () => setSettings());
afterAll(async () => Promise.all(opened.map((c) => c.close())));

const consentOf = async (uid: string, doc: 'terms' | 'privacy', version: string) =>
  (await adminDb.doc(`consents/${consentId(uid, doc, version)}`).get()).data() as Consent | undefined;
const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;

/** A customer whose only acceptance is of an older terms version: the terms changed since. */
async function staleCustomer(opts: { province?: 'ON' | 'QC' } = {}): Promise<TestClient> {
  const client = await buyer({ province: opts.province ?? 'ON', balance: 20 });
  opened.push(client);
  const uid = client.uid as string;
  const old: Consent = {
    userId: uid,
    document: 'terms',
    version: '2020-01-01',
    language: 'en',
    via: 'sign_up',
    acceptedAtMs: 1,
  };
  await Promise.all([
    adminDb.doc(`consents/${consentId(uid, 'terms', TERMS)}`).delete(),
    adminDb.doc(`consents/${consentId(uid, 'terms', old.version)}`).set(old),
  ]);
  return client;
}

const acceptTerms = (client: TestClient) =>
  client.call('acceptConsents', {
    accepted: [{ document: 'terms', version: TERMS, language: 'en' }],
    via: 'prompt',
  });

describe('acceptConsents', () => {
  it('records each document apart with version, language, time and how; a second call records nothing', async () => {
    const client = await signedInClient({ consent: false });
    opened.push(client);
    const uid = client.uid as string;
    const before = Date.now();
    const out = await client.call('acceptConsents', {
      accepted: [
        { document: 'terms', version: TERMS, language: 'fr' },
        { document: 'privacy', version: PRIVACY, language: 'fr' },
      ],
      via: 'prompt',
      englishChosen: false,
    });
    expect(out.recorded).toEqual([
      { document: 'terms', version: TERMS },
      { document: 'privacy', version: PRIVACY },
    ]);
    const terms = await consentOf(uid, 'terms', TERMS);
    expect(terms).toMatchObject({
      userId: uid,
      document: 'terms',
      language: 'fr',
      via: 'prompt',
      englishChosen: false,
    });
    expect(terms?.acceptedAtMs).toBeGreaterThanOrEqual(before);
    expect(await consentOf(uid, 'privacy', PRIVACY)).toMatchObject({ document: 'privacy', via: 'prompt' });
    expect((await acceptTerms(client)).recorded).toEqual([]);
    expect((await consentOf(uid, 'terms', TERMS))?.via).toBe('prompt');
    expect(await auditFor(uid, 'consent_recorded')).toHaveLength(1);
  });

  it('refuses the signed-out caller, a stale version and bad input', async () => {
    expect((await errorOf(acceptTerms(anonymousClient()))).code).toBe('functions/unauthenticated');
    const client = await signedInClient({ consent: false });
    opened.push(client);
    const stale = await errorOf(
      client.call('acceptConsents', {
        accepted: [{ document: 'terms', version: '2020-01-01', language: 'en' }],
        via: 'prompt',
      }),
    );
    expect([stale.code, reasonOf(stale)]).toEqual(['functions/failed-precondition', 'stale_version']);
    for (const bad of [
      { accepted: [], via: 'prompt' },
      { accepted: [{ document: 'cookies', version: TERMS, language: 'en' }], via: 'prompt' },
      { accepted: [{ document: 'terms', version: TERMS, language: 'de' }], via: 'prompt' },
      { accepted: [{ document: 'terms', version: TERMS, language: 'en' }], via: 'email' },
      {
        accepted: [
          { document: 'terms', version: TERMS, language: 'en' },
          { document: 'terms', version: TERMS, language: 'fr' },
        ],
        via: 'prompt',
      },
    ])
      expect((await errorOf(client.callRaw('acceptConsents', bad))).code).toBe('functions/invalid-argument');
    expect(await consentOf(client.uid as string, 'terms', TERMS)).toBeUndefined();
  });

  it('sign-up records the province and the terms with the language chosen, via the form; a version the page showed that is no longer current is skipped', async () => {
    const anon = anonymousClient();
    const email = `${randomId('consent')}@example.test`;
    await anon.call('signUp', {
      name: 'Élise Roy',
      email,
      password: 'Sturdy-Pass-2026!',
      company: '',
      locale: 'fr',
      province: 'QC',
      consent: { terms: TERMS, privacy: '2020-01-01', language: 'en', englishChosen: true },
    });
    const { uid } = await adminAuth.getUserByEmail(email);
    // Québec, bound by the English terms by an explicit choice, recorded with the acceptance.
    expect(await consentOf(uid, 'terms', TERMS)).toMatchObject({ via: 'sign_up', language: 'en', englishChosen: true });
    expect((await adminDb.doc(`profiles/${uid}`).get()).get('province')).toBe('QC');
    expect(await consentOf(uid, 'privacy', '2020-01-01')).toBeUndefined();
  });
});

describe('every order path refuses until the new terms version is accepted, then goes through', () => {
  it('submitTask', async () => {
    const client = await staleCustomer();
    const refused = await errorOf(client.call('submitTask', submitInput(client.uid as string)));
    expect([refused.code, reasonOf(refused)]).toEqual(['functions/failed-precondition', TERMS_NOT_ACCEPTED]);
    expect((refused.details as { version?: string }).version).toBe(TERMS);
    expect((refused.details as { documents?: string[] }).documents).toEqual(['terms']);
    await acceptTerms(client);
    expect((await client.call('submitTask', submitInput(client.uid as string))).taskId).toBeTruthy();
    // The old acceptance stays on record beside the new one.
    expect(await consentOf(client.uid as string, 'terms', '2020-01-01')).toBeDefined();
  });

  it('createCheckoutSession', async () => {
    const client = await staleCustomer();
    const refused = await errorOf(client.call('createCheckoutSession', packInput('pack_5', 'en')));
    expect(reasonOf(refused)).toBe(TERMS_NOT_ACCEPTED);
    expect((await adminDb.collection('checkoutDrafts').where('userId', '==', client.uid).get()).size).toBe(0);
    await acceptTerms(client);
    expect((await client.call('createCheckoutSession', packInput('pack_5', 'en'))).url).toBeTruthy();
  });

  it('requestQuote', async () => {
    const client = await staleCustomer();
    expect(reasonOf(await errorOf(client.call('requestQuote', quoteRequestInput(client.uid as string))))).toBe(
      TERMS_NOT_ACCEPTED,
    );
    await acceptTerms(client);
    expect((await client.call('requestQuote', quoteRequestInput(client.uid as string))).quoteId).toBeTruthy();
  });

  it('acceptQuote (credits)', async () => {
    const client = await staleCustomer();
    const uid = client.uid as string;
    await giveWallet(uid, 50);
    const version = versionOf();
    const ref = adminDb.collection('quotes').doc(randomId('quote'));
    await ref.set(quoteDoc(uid, { status: 'quoted', versions: [version], expiresAt: version.expiresAt }));
    const input = { quoteId: ref.id, version: 1, paymentMethod: 'credits' as const, locale: 'en' as const };
    expect(reasonOf(await errorOf(client.call('acceptQuote', input)))).toBe(TERMS_NOT_ACCEPTED);
    expect((await ref.get()).get('status')).toBe('quoted');
    await acceptTerms(client);
    expect((await client.call('acceptQuote', input)).status).toBe('accepted');
  });

  it('startSubscription', async () => {
    const client = await staleCustomer();
    const input = { planId: 'pro', locale: 'en' as const };
    expect(reasonOf(await errorOf(client.call('startSubscription', input)))).toBe(TERMS_NOT_ACCEPTED);
    await acceptTerms(client);
    expect((await client.call('startSubscription', input)).url).toBeTruthy();
  });

  it('a new privacy policy version alone is asked at the next order, and accepted alone', async () => {
    const client = await buyer({ province: 'ON', balance: 20 });
    opened.push(client);
    const uid = client.uid as string;
    const old: Consent = {
      userId: uid,
      document: 'privacy',
      version: '2020-01-01',
      language: 'fr',
      via: 'sign_up',
      acceptedAtMs: 1,
    };
    await Promise.all([
      adminDb.doc(`consents/${consentId(uid, 'privacy', PRIVACY)}`).delete(),
      adminDb.doc(`consents/${consentId(uid, 'privacy', old.version)}`).set(old),
    ]);
    const refused = await errorOf(client.call('submitTask', submitInput(uid)));
    expect(reasonOf(refused)).toBe(TERMS_NOT_ACCEPTED);
    expect((refused.details as { documents?: string[] }).documents).toEqual(['privacy']);
    await client.call('acceptConsents', {
      accepted: [{ document: 'privacy', version: PRIVACY, language: 'fr' }],
      via: 'prompt',
    });
    expect((await client.call('submitTask', submitInput(uid))).taskId).toBeTruthy();
    expect(await consentOf(uid, 'privacy', PRIVACY)).toMatchObject({ via: 'prompt', language: 'fr' });
    expect(await consentOf(uid, 'privacy', old.version)).toBeDefined();
  });

  it('an account with no record at all accepts at its first order', async () => {
    const client = await signedInClient({ consent: false });
    opened.push(client);
    await giveWallet(client.uid as string, 20);
    const refused = await errorOf(client.call('submitTask', submitInput(client.uid as string)));
    expect(reasonOf(refused)).toBe(TERMS_NOT_ACCEPTED);
    expect((refused.details as { documents?: string[] }).documents).toEqual(['terms', 'privacy']);
  });
});
