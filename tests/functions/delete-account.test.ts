import { describe, expect, it } from 'vitest';
import { taskDoc } from '../support/factories';
import { adminAuth, adminDb, anonymousClient, errorOf, signedInClient } from '../support/functions-client';

async function seedAccount(uid: string, email: string) {
  const now = new Date();
  await adminDb.doc(`profiles/${uid}`).set({ name: 'To Delete', email, locale: 'en', role: 'customer', createdAt: now, updatedAt: now });
  await adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance: 3, updatedAt: now });
  await adminDb.collection(`wallets/${uid}/ledger`).add({ type: 'granted', credits: 3, balanceAfter: 3, description: 'welcome', createdAt: now });
  const notification = await adminDb.collection('notifications').add({ userId: uid, templateKey: 'credit_low', payload: {}, channel: 'in_app', read: false, createdAt: now });
  const task = await adminDb.collection('tasks').add(taskDoc(uid));
  const audit = await adminDb.collection('auditLogs').add({ actorUserId: uid, subjectUserId: uid, action: 'task_submitted', entityType: 'task', entityId: task.id, metadata: {}, createdAt: now });
  return { notification, task, audit };
}

describe('deleteAccount', () => {
  it('deletes personal data and the Auth user; keeps tasks and audit logs anonymized', async () => {
    const client = await signedInClient();
    const other = await signedInClient();
    const uid = client.uid as string;
    const mine = await seedAccount(uid, client.email as string);
    const theirs = await seedAccount(other.uid as string, other.email as string);

    expect(await client.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });

    expect((await adminDb.doc(`profiles/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`wallets/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`wallets/${uid}/ledger`).get()).size).toBe(0);
    expect((await mine.notification.get()).exists).toBe(false);
    const task = await mine.task.get();
    expect(task.get('userId')).toBe('deleted-user');
    expect(JSON.stringify(task.get('history'))).not.toContain(uid);
    const audit = await mine.audit.get();
    expect([audit.get('actorUserId'), audit.get('subjectUserId')]).toEqual(['deleted-user', 'deleted-user']);
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // Nobody else's data is touched.
    expect((await adminDb.doc(`profiles/${other.uid}`).get()).exists).toBe(true);
    expect((await theirs.notification.get()).exists).toBe(true);
    expect((await theirs.task.get()).get('userId')).toBe(other.uid);
    await client.close();
    await other.close();
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('deleteAccount', { confirm: 'DELETE' }))).code).toBe('functions/unauthenticated');
    await anon.close();
  });

  it('requires the typed confirmation (bad input) and then deletes nothing', async () => {
    const client = await signedInClient();
    await seedAccount(client.uid as string, client.email as string);
    const err = await errorOf(client.callRaw('deleteAccount', { confirm: 'yes' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { confirm: 'delete_confirm_required' } });
    expect((await adminDb.doc(`profiles/${client.uid}`).get()).exists).toBe(true);
    await client.close();
  });
  // Every signed-in user may delete their own account (and only it); no wrong role exists.
});
