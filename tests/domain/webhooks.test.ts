// Webhooks' pure parts: the signature customers verify, the back-off, the events a change makes,
// and the production address policy (injected here: the emulators' is the other one).
import { describe, expect, it } from 'vitest';
import {
  signWebhook,
  verifyWebhookSignature,
  webhookEventForBalance,
  webhookEventsForTaskChange,
  webhookRetryDelayMs,
} from '@tasklane/domain';
import { checkUrl, isPublicAddress, resolveChecked } from '../../functions/src/lib/webhooks/address-policy';
import { postWebhook } from '../../functions/src/lib/webhooks/send';

describe('webhook signatures', () => {
  it('verifies its own signature, and refuses a tampered body, another secret or an old timestamp', async () => {
    const body = '{"id":"evt_1","type":"task.delivered"}';
    const t = 1_800_000_000;
    const header = await signWebhook('whsec_a', body, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    const nowMs = t * 1000;
    expect(await verifyWebhookSignature(header, body, 'whsec_a', { nowMs })).toBe(true);
    expect(await verifyWebhookSignature(header, body.replace('delivered', 'cancelled'), 'whsec_a', { nowMs })).toBe(
      false,
    );
    expect(await verifyWebhookSignature(header, body, 'whsec_b', { nowMs })).toBe(false);
    expect(await verifyWebhookSignature(header, body, 'whsec_a', { nowMs: nowMs + 301_000 })).toBe(false);
    expect(await verifyWebhookSignature('t=abc,v1=00', body, 'whsec_a', { nowMs })).toBe(false);
    expect(await verifyWebhookSignature(null, body, 'whsec_a', { nowMs })).toBe(false);
  });

  it('backs off 1, 4, 16, 64 minutes, then every 4 hours', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => webhookRetryDelayMs(n) / 60_000)).toEqual([1, 4, 16, 64, 240, 240]);
  });
});

describe('webhook events', () => {
  const task = { userId: 'u1', accountId: 'team1', title: 'Menu', status: 'in_review' as const, history: [1, 2] };
  it('a delivery makes status_changed and delivered, with the metadata, under ids stable across retries', () => {
    const after = { ...task, status: 'delivered' as const, history: [1, 2, 3], metadata: { order: 'PO-7', n: 3 } };
    const events = webhookEventsForTaskChange('t1', task, after);
    expect(events.map((e) => e.type)).toEqual(['task.status_changed', 'task.delivered']);
    expect(events[1]).toMatchObject({
      accountId: 'team1',
      data: { task_id: 't1', status: 'delivered', previous_status: 'in_review', metadata: { order: 'PO-7' } },
    });
    expect(webhookEventsForTaskChange('t1', task, after).map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('a question asked makes waiting_on_customer; a queue move makes nothing; a balance crossing the threshold makes balance.low', () => {
    const waiting = { question: 'Which logo?', messageId: 'm1' };
    expect(webhookEventsForTaskChange('t1', task, { ...task, waiting }).map((e) => e.type)).toEqual([
      'task.waiting_on_customer',
    ]);
    expect(webhookEventsForTaskChange('t1', task, { ...task })).toEqual([]);
    expect(webhookEventForBalance('a1', { balance: 5 }, { balance: 1 }, 2, 'k')?.type).toBe('balance.low');
    expect(webhookEventForBalance('a1', { balance: 1 }, { balance: 0 }, 2, 'k')).toBeNull();
  });
});

describe('the production address policy', () => {
  it('refuses private, loopback, link-local, CGNAT, unspecified and odd IPv6 ranges', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '::7f00:1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('refuses http, decimal and other odd IP forms, the metadata host and private literals', () => {
    const refused = {
      'http://example.com/hook': 'webhook_https_required',
      'https://2130706433/': 'webhook_odd_ip_form',
      'https://0x7f.1/': 'webhook_odd_ip_form',
      'https://017700000001/': 'webhook_odd_ip_form',
      'https://127.1/': 'webhook_odd_ip_form',
      'https://metadata.google.internal/computeMetadata/v1/': 'webhook_host_refused',
      'https://10.0.0.8/hook': 'webhook_address_refused',
      'https://[::1]/hook': 'webhook_address_refused',
      'https://[::ffff:127.0.0.1]/': 'webhook_address_refused',
      'https://user:pw@example.com/': 'webhook_url_invalid',
      'ftp://example.com/': 'webhook_url_invalid',
    };
    for (const [url, reason] of Object.entries(refused))
      expect(checkUrl(url, 'production'), url).toEqual({ ok: false, reason });
    expect(checkUrl('https://hooks.example.com/in', 'production').ok).toBe(true);
    expect(checkUrl('http://127.0.0.1:9999/in', 'emulator').ok).toBe(true);
  });

  it('refuses a name resolving to any private address, and connects to the address it checked', async () => {
    const lookup = (answers: string[]) => async () => answers.map((address) => ({ address, family: 4 }));
    expect(await resolveChecked('https://hooks.example.com/', 'production', lookup(['8.8.8.8', '10.0.0.1']))).toEqual({
      ok: false,
      reason: 'webhook_address_refused',
    });
    expect(await resolveChecked('https://hooks.example.com/', 'production', lookup(['8.8.8.8']))).toMatchObject({
      ok: true,
      address: '8.8.8.8',
    });
    // Refused at delivery too: nothing is sent.
    expect(
      await postWebhook('https://rebind.example.com/', '{}', {}, 'production', lookup(['169.254.169.254'])),
    ).toEqual({ ok: false, statusCode: null, body: 'webhook_address_refused' });
  });
});
