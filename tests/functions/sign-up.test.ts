import { describe, expect, it } from 'vitest';
import { randomId } from '../support/emulators';
import { adminAuth, adminDb, anonymousClient, errorOf, signedInClient } from '../support/functions-client';

const strong = 'Sturdy-Pass-2026!';

describe('signUp', () => {
  it('creates the Auth user, a customer profile and an empty wallet', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const out = await anon.call('signUp', { name: '  Élise Roy ', email, password: strong, company: 'Roy inc.', locale: 'fr' });
    const user = await adminAuth.getUser(out.uid);
    expect(user.email).toBe(email);
    expect(user.displayName).toBe('Élise Roy');
    expect(user.emailVerified).toBe(false);
    const profile = (await adminDb.doc(`profiles/${out.uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'Élise Roy', email, company: 'Roy inc.', locale: 'fr', role: 'customer', emailNotifications: true });
    expect(profile?.createdAt).toBeDefined();
    const wallet = (await adminDb.doc(`wallets/${out.uid}`).get()).data();
    expect(wallet).toMatchObject({ userId: out.uid, balance: 0 });
    await anon.close();
  });

  it('is open to signed-in callers too (public callable: no role to refuse)', async () => {
    const client = await signedInClient();
    const out = await client.call('signUp', { name: 'Second Account', email: `${randomId('signup')}@example.test`, password: strong, company: '', locale: 'en' });
    expect(out.uid).not.toBe(client.uid);
    await client.close();
  });

  it('refuses an address that already has an account', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    await anon.call('signUp', { name: 'First', email, password: strong, company: '', locale: 'en' });
    const err = await errorOf(anon.call('signUp', { name: 'Again', email, password: strong, company: '', locale: 'en' }));
    expect(err.code).toBe('functions/already-exists');
    await anon.close();
  });

  it('enforces password strength on the server, with the reasons', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const err = await errorOf(anon.call('signUp', { name: 'Weak Pass', email, password: 'abcdefgh', company: '', locale: 'en' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ reason: 'weak-password', missing: ['uppercase', 'digit', 'special'] });
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await anon.close();
  });

  it('rejects bad input with the shared schema codes', async () => {
    const anon = anonymousClient();
    const err = await errorOf(anon.callRaw('signUp', { name: 'J', email: 'not-an-email', password: 'short', company: '', locale: 'ar' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: { name: 'name_too_short', email: 'email_invalid', password: 'password_too_short', locale: expect.any(String) },
    });
    await anon.close();
  });
});
