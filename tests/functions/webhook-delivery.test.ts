// Webhooks end to end on the emulators: a task delivered reaches a local receiver, signed (verified
// with the customer's helper; a tampered body refused); a receiver answering 500 is retried by the
// tick at an injected time; 24 hours of failures disable the endpoint and tell the owner; a
// redirect (to a private address) is a failed attempt, never followed.
import { verifyWebhookSignature } from '@tasklane/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';
import { buyer } from '../support/stripe';
import { putTask } from '../support/task-helpers';
import {
  closeWebhookTickClient,
  deliveriesOf,
  endpointOf,
  receiver,
  until,
  webhookTick,
  type Receiver,
} from '../support/webhooks';

const H = 3_600_000;
const opened: TestClient[] = [];
const receivers: Receiver[] = [];
afterAll(async () => {
  await closeWebhookTickClient();
  await Promise.all([...opened.map((c) => c.close()), ...receivers.map((r) => r.close())]);
});

/** A person with an endpoint at a fresh local receiver, and one of their tasks in review. */
async function setUp(answer: Receiver['answer'], events: ('task.delivered' | 'task.status_changed')[]) {
  const c = await buyer();
  opened.push(c);
  const r = await receiver(answer);
  receivers.push(r);
  const { endpointId, secret } = await c.call('createWebhookEndpoint', { url: r.url, events });
  const taskId = await putTask(c.uid as string, {
    status: 'in_review',
    queueStatus: 'active',
    ...({ metadata: { order: 'PO-7' } } as object),
  });
  return { c, r, endpointId, secret, taskId };
}
const deliver = (taskId: string) =>
  adminDb.doc(`tasks/${taskId}`).update({ status: 'delivered', result: 'Done.', deliveredAt: new Date() });

describe('webhook delivery', () => {
  it('delivers task.delivered signed to a local receiver, with the metadata; a tampered body fails verification', async () => {
    const { r, endpointId, secret, taskId } = await setUp({ status: 200, body: 'thanks' }, ['task.delivered']);
    await deliver(taskId);
    const got = await until(async () => r.received[0], 'the delivery');
    const header = got.headers['tasklane-signature'] as string;
    expect(await verifyWebhookSignature(header, got.body, secret)).toBe(true);
    expect(await verifyWebhookSignature(header, got.body.replace('PO-7', 'PO-8'), secret)).toBe(false);
    const event = JSON.parse(got.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'task.delivered',
      data: { task_id: taskId, status: 'delivered', metadata: { order: 'PO-7' } },
    });
    expect(got.headers['tasklane-event-id']).toBe(event.id);
    // Only the subscribed event; the log shows the attempt and its answer.
    const [logged] = await until(async () => {
      const d = await deliveriesOf(endpointId);
      return d[0]?.status === 'succeeded' && d;
    }, 'the logged attempt');
    expect(logged).toMatchObject({ eventId: event.id, attempts: [{ statusCode: 200, ok: true, body: 'thanks' }] });
    expect(r.received).toHaveLength(1);
  });

  it('retries after a 500 at the back-off time (the tick at an injected clock), then succeeds', async () => {
    const { r, endpointId, taskId } = await setUp({ status: 500, body: 'down' }, ['task.status_changed']);
    await deliver(taskId);
    const [first] = await until(async () => {
      const d = await deliveriesOf(endpointId);
      return d[0]?.attempts.length === 1 && d;
    }, 'the first attempt');
    expect(first!.attempts[0]).toMatchObject({ statusCode: 500, ok: false, body: 'down' });
    expect((await endpointOf(endpointId))?.failingSince).toBeTruthy();
    const retryAt = first!.nextAttemptAt!.toMillis();
    expect(retryAt - first!.createdAt.toMillis()).toBe(60_000);
    // Before its time, nothing; at its time, the retry (answered 200 now).
    expect((await webhookTick(retryAt - 1_000)).due).toBe(0);
    r.answer = { status: 200 };
    await webhookTick(retryAt);
    const [after] = await deliveriesOf(endpointId);
    expect(after).toMatchObject({ status: 'succeeded', nextAttemptAt: null });
    expect(after!.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
    expect(r.received).toHaveLength(2);
    expect((await endpointOf(endpointId))?.failingSince).toBeNull();
  });

  it('after 24 hours of failures, disables the endpoint and tells its owner', async () => {
    const { c, endpointId, taskId } = await setUp({ status: 503 }, ['task.delivered']);
    await deliver(taskId);
    const [first] = await until(async () => {
      const d = await deliveriesOf(endpointId);
      return d[0]?.attempts.length === 1 && d;
    }, 'the first attempt');
    const created = first!.createdAt.toMillis();
    await webhookTick(created + 2 * H);
    expect((await endpointOf(endpointId))?.status).toBe('enabled');
    await webhookTick(created + 24 * H);
    const [last] = await deliveriesOf(endpointId);
    expect(last).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(await endpointOf(endpointId)).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const told = await adminDb
      .collection('notifications')
      .where('userId', '==', c.uid)
      .where('templateKey', '==', 'webhook_disabled')
      .get();
    expect(told.docs.map((d) => d.get('payload.endpoint_url'))).toEqual([(await endpointOf(endpointId))?.url]);
    await waitForMails(c.email as string, { where: (m) => m.subject === 'Webhook endpoint disabled · Tasklane' });
  });

  it('a message in a task thread and a balance falling below the low-credit threshold reach the receiver', async () => {
    const c = await buyer({ balance: 5 });
    opened.push(c);
    const uid = c.uid as string;
    const r = await receiver();
    receivers.push(r);
    await c.call('createWebhookEndpoint', { url: r.url, events: ['message.created', 'balance.low'] });
    const taskId = await putTask(uid, { status: 'in_review', queueStatus: 'active' });
    const thread = `task_${taskId}`;
    await adminDb
      .doc(`threads/${thread}`)
      .set({ kind: 'task', entityId: taskId, userId: uid, accountId: uid, title: 'Menu' });
    await adminDb.collection(`threads/${thread}/messages`).add({
      userId: uid,
      accountId: uid,
      authorId: 'staff-1',
      authorRole: 'staff',
      type: 'message',
      text: 'Which logo?',
      files: [],
      hidden: false,
      hiddenAt: null,
      createdAt: new Date(),
    });
    await adminDb.doc(`wallets/${uid}`).update({ balance: 0 });
    await until(async () => r.received.length >= 2, 'both events');
    const events = r.received.map((x) => JSON.parse(x.body) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(['balance.low', 'message.created']);
    expect(events.find((e) => e.type === 'message.created')?.data).toMatchObject({
      task_id: taskId,
      text: 'Which logo?',
    });
    expect(events.find((e) => e.type === 'balance.low')?.data).toMatchObject({ balance: 0 });
  });

  it('does not follow a redirect to a private address: the 3xx is a failed attempt', async () => {
    const target = await receiver();
    receivers.push(target);
    const { r, endpointId, taskId } = await setUp(
      { status: 302, location: 'http://169.254.169.254/latest/meta-data/' },
      ['task.delivered'],
    );
    r.answer.location = target.url;
    await deliver(taskId);
    const [d] = await until(async () => {
      const list = await deliveriesOf(endpointId);
      return list[0]?.attempts.length === 1 && list;
    }, 'the attempt');
    expect(d!.attempts[0]).toMatchObject({ statusCode: 302, ok: false });
    expect(d!.attempts[0]!.body).toContain('redirect not followed');
    expect(d!.status).toBe('pending');
    expect(target.received).toHaveLength(0);
  });
});
