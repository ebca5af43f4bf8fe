// The webhook callables: register (the person for their own account, an owner for a team's),
// update, rotate the secret, redeliver and delete; each refuses the signed-out, a team's plain
// member and bad input, and writes its audit entry. The deletion list names the new collections.
import { verifyWebhookSignature } from '@tasklane/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '../../functions/src/lib/personal-data';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { teamWith } from '../support/schedules';
import { buyer } from '../support/stripe';
import { auditFor } from '../support/task-helpers';
import { deliveriesOf, endpointOf, receiver, until, type Receiver } from '../support/webhooks';

const opened: TestClient[] = [];
const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all([...opened.map((c) => c.close()), ...receivers.map((r) => r.close())]);
});
const events = ['task.delivered' as const, 'message.created' as const];

describe('webhook callables', () => {
  it('an owner registers, updates, rotates, redelivers and deletes a team endpoint; a member may not', async () => {
    const { owner, member, teamId } = await teamWith(5, opened);
    const r = await receiver({ status: 200, body: 'ok' });
    receivers.push(r);

    expect((await errorOf(member.call('createWebhookEndpoint', { accountId: teamId, url: r.url, events }))).code).toBe(
      'functions/permission-denied',
    );
    const { endpointId, secret } = await owner.call('createWebhookEndpoint', { accountId: teamId, url: r.url, events });
    expect(secret).toMatch(/^whsec_/);
    const stored = await endpointOf(endpointId);
    expect(stored).toMatchObject({ accountId: teamId, createdBy: owner.uid, status: 'enabled', events });
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(await auditFor(teamId, 'webhook_endpoint_created')).toHaveLength(1);

    for (const [name, input] of [
      ['updateWebhookEndpoint', { endpointId, enabled: false }],
      ['rotateWebhookSecret', { endpointId }],
      ['deleteWebhookEndpoint', { endpointId }],
    ] as const)
      expect((await errorOf(member.callRaw(name, input))).code, name).toBe('functions/permission-denied');

    await owner.call('updateWebhookEndpoint', { endpointId, events: ['task.status_changed'] });
    expect((await endpointOf(endpointId))?.events).toEqual(['task.status_changed']);
    await owner.call('updateWebhookEndpoint', { endpointId, enabled: false });
    expect(await endpointOf(endpointId)).toMatchObject({ status: 'disabled', disabledReason: 'by_owner' });
    await owner.call('updateWebhookEndpoint', { endpointId, enabled: true });

    const rotated = await owner.call('rotateWebhookSecret', { endpointId });
    expect(rotated.secret).not.toBe(secret);
    expect(await auditFor(teamId, 'webhook_secret_rotated')).toHaveLength(1);

    // A logged delivery sent again by hand, signed with the new secret.
    const deliveryId = `evt_manual_${endpointId}`;
    const payload = JSON.stringify({ id: 'evt_manual', type: 'task.delivered', data: {} });
    await adminDb.doc(`webhookDeliveries/${deliveryId}`).set({
      accountId: teamId,
      endpointId,
      eventId: 'evt_manual',
      eventType: 'task.delivered',
      payload,
      status: 'failed',
      attempts: [],
      attemptCount: 0,
      nextAttemptAt: null,
      createdAt: new Date(),
    });
    expect((await errorOf(member.call('redeliverWebhook', { deliveryId }))).code).toBe('functions/permission-denied');
    expect(await owner.call('redeliverWebhook', { deliveryId })).toEqual({ ok: true, statusCode: 200 });
    const got = await until(async () => r.received[0], 'the redelivery');
    expect(got.body).toBe(payload);
    expect(await verifyWebhookSignature(got.headers['tasklane-signature'] as string, got.body, rotated.secret)).toBe(
      true,
    );
    expect((await deliveriesOf(endpointId))[0]?.attempts).toEqual([
      expect.objectContaining({ ok: true, manual: true }),
    ]);

    await owner.call('deleteWebhookEndpoint', { endpointId });
    expect(await endpointOf(endpointId)).toBeUndefined();
    expect((await adminDb.doc(`webhookSecrets/${endpointId}`).get()).exists).toBe(false);
    expect(await auditFor(teamId, 'webhook_endpoint_deleted')).toHaveLength(1);
  });

  it('refuses the signed-out, bad input and another account; accepts a local URL in the emulators', async () => {
    const anon = anonymousClient();
    const [owner, stranger] = await Promise.all([buyer(), buyer()]);
    opened.push(owner, stranger);
    const url = 'http://127.0.0.1:9/hook';
    for (const [name, input] of [
      ['createWebhookEndpoint', { url, events }],
      ['updateWebhookEndpoint', { endpointId: 'x', enabled: false }],
      ['deleteWebhookEndpoint', { endpointId: 'x' }],
      ['rotateWebhookSecret', { endpointId: 'x' }],
      ['redeliverWebhook', { deliveryId: 'x' }],
    ] as const)
      expect((await errorOf(anon.callRaw(name, input))).code, name).toBe('functions/unauthenticated');

    for (const input of [
      { url, events: [] },
      { url, events: ['task.exploded'] },
      { url: '', events },
      { url: 'not a url', events },
      { url: 'ftp://example.com/hook', events },
    ]) {
      const e = await errorOf(owner.callRaw('createWebhookEndpoint', input));
      expect(e.code, JSON.stringify(input)).toBe('functions/invalid-argument');
    }
    expect((await errorOf(owner.callRaw('updateWebhookEndpoint', { endpointId: 'a/b' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(owner.callRaw('redeliverWebhook', {}))).code).toBe('functions/invalid-argument');

    // The emulators' policy accepts a local http URL; the person registers for their own account.
    const own = await owner.call('createWebhookEndpoint', { url, events });
    expect((await endpointOf(own.endpointId))?.accountId).toBe(owner.uid);
    expect((await errorOf(stranger.call('rotateWebhookSecret', { endpointId: own.endpointId }))).code).toBe(
      'functions/permission-denied',
    );
    expect((await errorOf(stranger.call('createWebhookEndpoint', { accountId: owner.uid!, url, events }))).code).toBe(
      'functions/permission-denied',
    );
  });

  it("lists the new collections in the deletion registry (a person's own deleted, a team's kept)", () => {
    expect(Object.keys(PERSONAL_DATA)).toEqual(
      expect.arrayContaining(['webhookEndpoints', 'teamWebhookEndpoints', 'webhookSecrets', 'webhookDeliveries']),
    );
    expect(PERSONAL_DATA.webhookDeliveries.erase).toBe('delete');
  });
});
