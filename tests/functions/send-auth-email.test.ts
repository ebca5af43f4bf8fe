import { ABUSE_LIMITS } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { HOST, PORTS, randomId } from '../support/emulators';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  atGlobalCeiling,
  callThroughFrontEnd,
  errorOf,
  forgedIp,
  testIp,
} from '../support/functions-client';
import { callbackLink, mailsTo, waitForMails } from '../support/maildev';

async function newUser(locale: 'en' | 'fr', verified = false) {
  const email = `${randomId('mail')}@example.test`;
  const user = await adminAuth.createUser({
    email,
    password: 'Sturdy-Pass-2026!',
    displayName: 'Léa Tremblay',
    emailVerified: verified,
  });
  await adminDb
    .doc(`profiles/${user.uid}`)
    .set({ name: 'Léa Tremblay', email, locale, role: 'customer', createdAt: new Date(), updatedAt: new Date() });
  return { uid: user.uid, email };
}

/** applyActionCode, as the web's /auth/callback does, through the Auth emulator's REST API. */
async function applyActionCode(oobCode: string) {
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  return res.ok;
}

describe('sendAuthEmail', () => {
  it('sends a branded verification mail in the profile language whose link verifies the address', async () => {
    const { uid, email } = await newUser('fr');
    const anon = anonymousClient();
    expect(await anon.call('sendAuthEmail', { email, type: 'signup' })).toEqual({ ok: true });
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirmez votre courriel pour Tasklane');
    expect(mail?.html).toContain('Bonjour Léa Tremblay');
    const link = new URL(callbackLink(mail!));
    expect(link.pathname).toBe('/auth/callback');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(await applyActionCode(link.searchParams.get('oobCode') ?? '')).toBe(true);
    expect((await adminAuth.getUser(uid)).emailVerified).toBe(true);
    await anon.close();
  });

  it('sends a password-reset mail in English for an English profile', async () => {
    const { email } = await newUser('en', true);
    const anon = anonymousClient();
    await anon.call('sendAuthEmail', { email, type: 'recovery', locale: 'fr' });
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Reset your Tasklane password');
    const link = new URL(callbackLink(mail!));
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
    await anon.close();
  });

  it('sends a password-reset mail in French for a French profile, whatever language the page asked in', async () => {
    const { email } = await newUser('fr', true);
    const anon = anonymousClient();
    await anon.call('sendAuthEmail', { email, type: 'recovery', locale: 'en' });
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Tasklane');
    expect(mail?.html).toContain('Bonjour Léa Tremblay');
    expect(new URL(callbackLink(mail!)).searchParams.get('mode')).toBe('resetPassword');
    await anon.close();
  });

  it('answers the same for an unknown address and sends nothing (no account discovery)', async () => {
    const email = `${randomId('nobody')}@example.test`;
    const anon = anonymousClient();
    expect(await anon.call('sendAuthEmail', { email, type: 'recovery' })).toEqual({ ok: true });
    expect(await mailsTo(email)).toEqual([]);
    await anon.close();
  });

  it('sends no verification mail to an already verified address', async () => {
    const { email } = await newUser('en', true);
    const anon = anonymousClient();
    expect(await anon.call('sendAuthEmail', { email, type: 'signup' })).toEqual({ ok: true });
    expect(await mailsTo(email)).toEqual([]);
    await anon.close();
  });

  it('rate-limits each address: 3 sends per 10 minutes, then resource-exhausted', async () => {
    const { email } = await newUser('en', true);
    const anon = anonymousClient();
    for (let i = 0; i < 3; i += 1) await anon.call('sendAuthEmail', { email, type: 'recovery' });
    const err = await errorOf(anon.call('sendAuthEmail', { email: email.toUpperCase(), type: 'recovery' }));
    expect(err.code).toBe('functions/resource-exhausted');
    expect((await mailsTo(email)).length).toBe(3);
    await anon.close();
  });

  it(`limits one client address to ${ABUSE_LIMITS.authEmailPerIp.max} sends an hour across different accounts`, async () => {
    const ip = testIp();
    const users = await Promise.all(
      Array.from({ length: ABUSE_LIMITS.authEmailPerIp.max + 2 }, () => newUser('en', true)),
    );
    const answers: string[] = [];
    for (const { email } of users) {
      const r = await callThroughFrontEnd('sendAuthEmail', { email, type: 'recovery' }, ip, forgedIp());
      answers.push(r.body.error?.status ?? 'OK');
    }
    expect(answers.filter((a) => a === 'OK')).toHaveLength(ABUSE_LIMITS.authEmailPerIp.max);
    expect(answers.slice(ABUSE_LIMITS.authEmailPerIp.max)).toEqual(['RESOURCE_EXHAUSTED', 'RESOURCE_EXHAUSTED']);
    const last = users.at(-1) as { email: string };
    expect(await mailsTo(last.email)).toEqual([]);
    // Another client still gets its mail.
    expect(
      (await callThroughFrontEnd('sendAuthEmail', { email: last.email, type: 'recovery' }, testIp())).body.result,
    ).toEqual({ ok: true });
  });

  it('stops every send at the service-wide hourly ceiling', async () => {
    const { email } = await newUser('en', true);
    const anon = anonymousClient();
    const err = await atGlobalCeiling('authEmailGlobal', ABUSE_LIMITS.authEmailGlobal.max, () =>
      errorOf(anon.call('sendAuthEmail', { email, type: 'recovery' })),
    );
    expect(err.code).toBe('functions/resource-exhausted');
    expect(await mailsTo(email)).toEqual([]);
    await anon.close();
  });

  it('rejects bad input', async () => {
    const anon = anonymousClient();
    const err = await errorOf(anon.callRaw('sendAuthEmail', { email: 'nope', type: 'magic' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { email: 'email_invalid', type: expect.any(String) } });
    await anon.close();
  });
  // Public on purpose (the reset form is used signed out): no unauthenticated or wrong-role case.
});
