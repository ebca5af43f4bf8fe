import type { ContactMessage } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageDoc } from '../support/factories';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';

let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInClient({ admin: true }), signedInClient()]);
});
afterAll(async () => Promise.all([admin.close(), customer.close()]));

async function message(overrides: Partial<ContactMessage> = {}) {
  const ref = adminDb.collection('contactMessages').doc();
  await ref.set(contactMessageDoc(overrides));
  return ref.id;
}

describe('setContactStatus', () => {
  it('moves a message new → replied → closed, recording who, with audit entries that hold no sender details', async () => {
    const id = await message({ userId: customer.uid });
    expect(await admin.call('setContactStatus', { messageId: id, status: 'replied' })).toEqual({ status: 'replied' });
    expect(await admin.call('setContactStatus', { messageId: id, status: 'closed' })).toEqual({ status: 'closed' });
    const doc = (await adminDb.doc(`contactMessages/${id}`).get()).data();
    expect(doc).toMatchObject({ status: 'closed', statusChangedBy: admin.uid });
    const audit = await adminDb.collection('auditLogs').where('entityId', '==', id).get();
    const entries = audit.docs.map((d) => d.data()).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
    expect(entries.map((e) => [e.action, e.metadata.before, e.metadata.after])).toEqual([
      ['contact_status_changed', 'new', 'replied'],
      ['contact_status_changed', 'replied', 'closed'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('luc@example.test');
    expect(entries[0]?.subjectUserId).toBe(customer.uid);
  });

  it('changes nothing when the status is already the one asked for', async () => {
    const id = await message();
    expect(await admin.call('setContactStatus', { messageId: id, status: 'new' })).toEqual({ status: 'new' });
    expect((await adminDb.collection('auditLogs').where('entityId', '==', id).get()).size).toBe(0);
  });

  it('answers not-found for a missing message', async () => {
    expect(
      (await errorOf(admin.call('setContactStatus', { messageId: 'no-such-message', status: 'closed' }))).code,
    ).toBe('functions/not-found');
  });

  it('refuses a customer and a signed-out caller, changing nothing', async () => {
    const id = await message();
    expect((await errorOf(customer.call('setContactStatus', { messageId: id, status: 'closed' }))).code).toBe(
      'functions/permission-denied',
    );
    const anon = anonymousClient();
    expect((await errorOf(anon.call('setContactStatus', { messageId: id, status: 'closed' }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
    expect((await adminDb.doc(`contactMessages/${id}`).get()).get('status')).toBe('new');
  });

  it('rejects bad input', async () => {
    const err = await errorOf(admin.callRaw('setContactStatus', { messageId: '', status: 'answered' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ fields: { messageId: 'id_required', status: 'contact_status_required' } });
  });
});
