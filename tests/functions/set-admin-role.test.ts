import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../support/functions-client';

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient({ admin: true });
});
afterAll(async () => admin.close());

async function customerWithProfile() {
  const c = await signedInClient();
  await adminDb.doc(`profiles/${c.uid}`).set({
    name: 'Jo Customer',
    email: c.email,
    locale: 'en',
    role: 'customer',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return c;
}

describe('setAdminRole', () => {
  it('grants then revokes: claim, mirrored role and audit entries', async () => {
    const target = await customerWithProfile();
    const uid = target.uid as string;
    expect(await admin.call('setAdminRole', { uid, admin: true })).toEqual({ uid, admin: true });
    expect((await adminAuth.getUser(uid)).customClaims?.admin).toBe(true);
    expect((await adminDb.doc(`profiles/${uid}`).get()).get('role')).toBe('admin');

    await admin.call('setAdminRole', { uid, admin: false });
    expect((await adminAuth.getUser(uid)).customClaims?.admin).toBeUndefined();
    expect((await adminDb.doc(`profiles/${uid}`).get()).get('role')).toBe('customer');

    const audit = await adminDb.collection('auditLogs').where('subjectUserId', '==', uid).get();
    const actions = audit.docs.map((d) => d.get('action')).sort();
    expect(actions).toEqual(['role_granted', 'role_revoked']);
    expect(audit.docs.every((d) => d.get('actorUserId') === admin.uid)).toBe(true);
    await target.close();
  });

  it('refuses to let an admin revoke their own role', async () => {
    const err = await errorOf(admin.call('setAdminRole', { uid: admin.uid as string, admin: false }));
    expect(err.code).toBe('functions/failed-precondition');
    expect((await adminAuth.getUser(admin.uid as string)).customClaims?.admin).toBe(true);
  });

  it('answers not-found for an unknown user', async () => {
    const err = await errorOf(admin.call('setAdminRole', { uid: 'no-such-user-xyz', admin: true }));
    expect(err.code).toBe('functions/not-found');
  });

  it('refuses a customer (permission-denied) and changes nothing', async () => {
    const customer = await customerWithProfile();
    const err = await errorOf(customer.call('setAdminRole', { uid: customer.uid as string, admin: true }));
    expect(err.code).toBe('functions/permission-denied');
    expect((await adminAuth.getUser(customer.uid as string)).customClaims?.admin).toBeUndefined();
    await customer.close();
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('setAdminRole', { uid: 'x', admin: true }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
  });

  it('rejects bad input', async () => {
    const err = await errorOf(admin.callRaw('setAdminRole', { uid: '', admin: 'yes' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { uid: expect.any(String), admin: expect.any(String) } });
  });
});

describe('grant-admin command', () => {
  it('has the callable’s semantics: audited commit, claim removed on revoke', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const target = await customerWithProfile();
    const uid = target.uid as string;
    const root = path.resolve(import.meta.dirname, '../..');
    const run = (...args: string[]) =>
      spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/grant-admin.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: process.env,
      });

    const granted = run(target.email as string);
    expect(granted.status, granted.stderr).toBe(0);
    expect((await adminAuth.getUser(uid)).customClaims?.admin).toBe(true);
    expect((await adminDb.doc(`profiles/${uid}`).get()).get('role')).toBe('admin');

    const revoked = run(target.email as string, '--revoke');
    expect(revoked.status, revoked.stderr).toBe(0);
    // Removed, not set to false: the same claims as after the callable's revoke.
    expect((await adminAuth.getUser(uid)).customClaims).not.toHaveProperty('admin');

    const audit = await adminDb.collection('auditLogs').where('subjectUserId', '==', uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('actorUserId'), d.get('metadata.via')]).sort()).toEqual([
      ['role_granted', 'cli:grant-admin', 'script'],
      ['role_revoked', 'cli:grant-admin', 'script'],
    ]);
    await target.close();
  });
});
