import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  directPasswordClient,
  errorOf,
  googleClient,
} from '../support/functions-client';

describe('ensureProfile', () => {
  it('creates the missing profile and wallet once, then leaves them alone', async () => {
    const client = await googleClient({ displayName: 'Social Person' });
    const first = await client.call('ensureProfile', { locale: 'fr' });
    expect(first).toEqual({ created: true });
    const profile = (await adminDb.doc(`profiles/${client.uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'Social Person', email: client.email, locale: 'fr', role: 'customer' });
    await adminDb.doc(`wallets/${client.uid}`).update({ balance: 4 });
    const second = await client.call('ensureProfile', { locale: 'en' });
    expect(second).toEqual({ created: false });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).get('locale')).toBe('fr');
    expect((await adminDb.doc(`wallets/${client.uid}`).get()).get('balance')).toBe(4);
    // One audit entry, from the call that created the account.
    const audit = await adminDb.collection('auditLogs').where('subjectUserId', '==', client.uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('metadata.via')])).toEqual([['account_created', 'provider']]);
    await client.close();
  });
  it('copies a changed sign-in address into the existing profile', async () => {
    const client = await googleClient();
    await client.call('ensureProfile', {});
    const newEmail = `moved-${client.email}`;
    await adminAuth.updateUser(client.uid as string, { email: newEmail });
    expect(await client.call('ensureProfile', {})).toEqual({ created: false });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).get('email')).toBe(newEmail);
    const synced = await adminDb
      .collection('auditLogs')
      .where('subjectUserId', '==', client.uid)
      .where('action', '==', 'profile_email_synced')
      .get();
    expect(synced.size).toBe(1);
    expect(JSON.stringify(synced.docs[0]?.data())).not.toContain(newEmail);
    await client.close();
  });
  it('refuses a password account made directly against Auth: no profile, no wallet', async () => {
    // '123456' fails the sign-up policy; Auth alone accepts it.
    const client = await directPasswordClient('123456');
    const err = await errorOf(client.call('ensureProfile', {}));
    expect(err.code).toBe('functions/permission-denied');
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`wallets/${client.uid}`).get()).exists).toBe(false);
    await client.close();
  });
  it('holds the provider name to the profile schema: too long or invisible falls back to the address', async () => {
    const long = await googleClient({ displayName: 'N'.repeat(4028) });
    await long.call('ensureProfile', {});
    const stored = (await adminDb.doc(`profiles/${long.uid}`).get()).get('name') as string;
    expect(stored).toBe((long.email as string).split('@')[0]);
    await long.close();

    const hidden = await googleClient({ displayName: '\u202E\u0000 Zoé\u200B Roy\u202E' });
    await hidden.call('ensureProfile', {});
    expect((await adminDb.doc(`profiles/${hidden.uid}`).get()).get('name')).toBe('Zoé Roy');
    await hidden.close();
  });
  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('ensureProfile', {}))).code).toBe('functions/unauthenticated');
    await anon.close();
  });
  it('rejects bad input', async () => {
    const client = await googleClient();
    const err = await errorOf(client.callRaw('ensureProfile', { locale: 'ar' }));
    expect(err.code).toBe('functions/invalid-argument');
    await client.close();
  });
  // Every signed-in user may ensure their own profile; there is no wrong role to refuse.
});
