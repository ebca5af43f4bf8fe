import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, anonymousClient, errorOf, signedInClient } from '../support/functions-client';

describe('ensureProfile', () => {
  it('creates the missing profile and wallet once, then leaves them alone', async () => {
    const client = await signedInClient({ displayName: 'Social Person' });
    const first = await client.call('ensureProfile', { locale: 'fr' });
    expect(first).toEqual({ created: true });
    const profile = (await adminDb.doc(`profiles/${client.uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'Social Person', email: client.email, locale: 'fr', role: 'customer' });
    await adminDb.doc(`wallets/${client.uid}`).update({ balance: 4 });
    const second = await client.call('ensureProfile', { locale: 'en' });
    expect(second).toEqual({ created: false });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).get('locale')).toBe('fr');
    expect((await adminDb.doc(`wallets/${client.uid}`).get()).get('balance')).toBe(4);
    await client.close();
  });
  it('copies a changed sign-in address into the existing profile', async () => {
    const client = await signedInClient();
    await client.call('ensureProfile', {});
    const newEmail = `moved-${client.email}`;
    await adminAuth.updateUser(client.uid as string, { email: newEmail });
    expect(await client.call('ensureProfile', {})).toEqual({ created: false });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).get('email')).toBe(newEmail);
    await client.close();
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('ensureProfile', {}))).code).toBe('functions/unauthenticated');
    await anon.close();
  });
  it('rejects bad input', async () => {
    const client = await signedInClient();
    const err = await errorOf(client.callRaw('ensureProfile', { locale: 'ar' }));
    expect(err.code).toBe('functions/invalid-argument');
    await client.close();
  });
  // Every signed-in user may ensure their own profile; there is no wrong role to refuse.
});
