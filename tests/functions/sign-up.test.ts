import { ABUSE_LIMITS } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { randomId } from '../support/emulators';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  atGlobalCeiling,
  callThroughFrontEnd,
  errorOf,
  forgedIp,
  signedInClient,
  testIp,
} from '../support/functions-client';
import { mailsTo, waitForMails } from '../support/maildev';

const strong = 'Sturdy-Pass-2026!';
const input = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Sign Up Test',
  email,
  password: strong,
  company: '',
  locale: 'en',
  ...over,
});

describe('signUp', () => {
  it('creates the Auth user, a customer profile and an empty wallet, and mails the verification link', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const out = await anon.call('signUp', {
      name: '  Élise Roy ',
      email,
      password: strong,
      company: 'Roy inc.',
      locale: 'fr',
    });
    expect(out).toEqual({ ok: true });
    const user = await adminAuth.getUserByEmail(email);
    expect(user.displayName).toBe('Élise Roy');
    expect(user.emailVerified).toBe(false);
    const profile = (await adminDb.doc(`profiles/${user.uid}`).get()).data();
    expect(profile).toMatchObject({
      name: 'Élise Roy',
      email,
      company: 'Roy inc.',
      locale: 'fr',
      role: 'customer',
      emailNotifications: true,
    });
    expect(profile?.createdAt).toBeDefined();
    const wallet = (await adminDb.doc(`wallets/${user.uid}`).get()).data();
    expect(wallet).toMatchObject({ userId: user.uid, balance: 0 });
    const audit = await adminDb.collection('auditLogs').where('subjectUserId', '==', user.uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('actorUserId'), d.get('metadata.via')])).toEqual([
      ['account_created', user.uid, 'sign_up'],
    ]);
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirmez votre courriel pour Tasklane');
    await anon.close();
  });

  it('is open to signed-in callers too (public callable: no role to refuse)', async () => {
    const client = await signedInClient();
    const email = `${randomId('signup')}@example.test`;
    await client.call('signUp', { name: 'Second Account', email, password: strong, company: '', locale: 'en' });
    expect((await adminAuth.getUserByEmail(email)).uid).not.toBe(client.uid);
    await client.close();
  });

  it('answers a taken address exactly like a new one, and warns the owner by mail', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const first = await anon.call('signUp', {
      name: 'First Owner',
      email,
      password: strong,
      company: '',
      locale: 'en',
    });
    const again = await anon.call('signUp', {
      name: 'Someone Else',
      email,
      password: 'Other-Pass-2026!',
      company: '',
      locale: 'fr',
    });
    expect(again).toEqual(first);
    const owner = await adminAuth.getUserByEmail(email);
    expect(owner.displayName).toBe('First Owner');
    // The owner's language (English, from their profile), not the caller's.
    const [warning] = await waitForMails(email, {
      where: (m) => m.subject === 'Someone tried to sign up with your address',
    });
    expect(warning?.text).toContain('Hello First Owner,');
    expect(warning?.text).not.toContain('Someone Else');
    await anon.close();
  });

  it('refuses a name made only of invisible characters, and stores names cleaned', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const err = await errorOf(anon.callRaw('signUp', input(email, { name: '\u202E\u0000\u202E\u0000\u202E' })));
    expect(err.code).toBe('functions/invalid-argument');
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await anon.call('signUp', { name: 'Jean\u202E\u0000 Roy', email, password: strong, company: '', locale: 'en' });
    expect((await adminAuth.getUserByEmail(email)).displayName).toBe('Jean Roy');
    await anon.close();
  });

  it(`limits one client address to ${ABUSE_LIMITS.signUpPerIp.max} sign-ups an hour, whatever X-Forwarded-For it forges`, async () => {
    const ip = testIp();
    const emails: string[] = [];
    for (let i = 0; i < ABUSE_LIMITS.signUpPerIp.max; i++) {
      const email = `${randomId('burst')}@example.test`;
      emails.push(email);
      const r = await callThroughFrontEnd('signUp', input(email), ip, forgedIp());
      expect(r.body.result, JSON.stringify(r.body)).toEqual({ ok: true });
    }
    const blocked = `${randomId('burst')}@example.test`;
    const r = await callThroughFrontEnd('signUp', input(blocked), ip, forgedIp());
    expect(r.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    await expect(adminAuth.getUserByEmail(blocked)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Another client is not affected.
    const other = `${randomId('burst')}@example.test`;
    expect((await callThroughFrontEnd('signUp', input(other), testIp())).body.result).toEqual({ ok: true });
  });

  it('stops every sign-up at the service-wide hourly ceiling', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const err = await atGlobalCeiling('signUpGlobal', ABUSE_LIMITS.signUpGlobal.max, () =>
      errorOf(anon.call('signUp', input(email) as never)),
    );
    expect(err.code).toBe('functions/resource-exhausted');
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(email)).toEqual([]);
    await anon.close();
  });

  it('enforces password strength on the server, with the reasons', async () => {
    const anon = anonymousClient();
    const email = `${randomId('signup')}@example.test`;
    const err = await errorOf(
      anon.call('signUp', { name: 'Weak Pass', email, password: 'abcdefgh', company: '', locale: 'en' }),
    );
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ reason: 'weak-password', missing: ['uppercase', 'digit', 'special'] });
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await anon.close();
  });

  it('rejects bad input with the shared schema codes', async () => {
    const anon = anonymousClient();
    const err = await errorOf(
      anon.callRaw('signUp', { name: 'J', email: 'not-an-email', password: 'short', company: '', locale: 'ar' }),
    );
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: {
        name: 'name_too_short',
        email: 'email_invalid',
        password: 'password_too_short',
        locale: expect.any(String),
      },
    });
    await anon.close();
  });
});
