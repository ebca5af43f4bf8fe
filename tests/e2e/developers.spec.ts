// The ordering API end to end in English: an owner makes a key on /developers, a script (Node's
// fetch, through Hosting's /api/v1 rewrite) orders a task with it, the admin delivers it, the
// script's local receiver gets task.delivered, signed, and the script reads the delivery.
import { randomUUID } from 'node:crypto';
import { verifyWebhookSignature } from '@tasklane/domain';
import { expect, test } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';
import { receiver, until } from '../support/webhook-receiver';

// A function's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

test.describe('the ordering API', () => {
  test.describe.configure({ timeout: 150_000 });
  test('an owner makes a key, a script orders with it, the admin delivers; its receiver gets task.delivered signed', async ({
    page,
    baseURL,
  }) => {
    const owner = await createUser({ credits: 20, locale: 'en' });
    await useLanguage(page, 'en');
    await signInAs(page, owner);
    await page.goto('/developers');
    await expect(page.getByTestId('api-keys-empty')).toBeVisible(CALL);
    await expect(page.getByTestId('api-endpoint')).toHaveCount(9, CALL);
    await expectAccessible(page);

    await page.getByTestId('api-key-name').fill('Our CMS');
    await page.getByTestId('api-key-scope').selectOption('read_order');
    await page.getByTestId('api-key-create').click();
    const secret = await page.getByTestId('api-key-secret').inputValue(CALL);
    expect(secret).toMatch(/^tl_live_/);
    await expect(page.getByTestId('api-key-row')).toContainText(secret.slice(0, 12), CALL);

    // The script's receiver, registered for task.delivered (the webhooks journey covers the screen).
    const { adminDb, passwordClient, signedInClient } = await import('../support/functions-client');
    const hook = await receiver({ status: 200, body: 'ok' });
    const ownerClient = await passwordClient(owner.email, owner.password);
    const { secret: hookSecret } = (await ownerClient.call('createWebhookEndpoint', {
      accountId: owner.uid,
      url: hook.url,
      events: ['task.delivered'],
    })) as { secret: string };
    await ownerClient.close();

    // The script: plain HTTP with the key, as a CMS would send it.
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseURL}/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secret}`,
          ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const made = await api('POST', '/tasks', {
      title: 'About page',
      category: 'admin_docs',
      tier: 'standard',
      brief: 'Please polish our About page and keep the friendly tone.',
      sourceText: 'We are a small café by the canal.',
      deliverableType: 'text',
      language: 'en',
      metadata: { cms_id: '842' },
    });
    expect(made.status).toBe(201);
    const taskId = made.body.id as string;

    // The admin delivers it (put in review as the pipeline would, then the deliverTask callable).
    const admin = await signedInClient({ admin: true });
    try {
      await adminDb.doc(`tasks/${taskId}`).update({
        status: 'in_review',
        reviewerId: admin.uid,
        queueStatus: 'active',
        activatedAt: new Date(),
        dueAt: new Date(Date.now() + 86_400_000),
      });
      await admin.call('deliverTask', { taskId, result: 'Our polished About page.' });
    } finally {
      await admin.close();
    }

    try {
      const got = await until(
        async () => hook.received.find((r) => (JSON.parse(r.body) as { type: string }).type === 'task.delivered'),
        'task.delivered at the receiver',
        45_000,
      );
      expect(JSON.parse(got.body)).toMatchObject({
        type: 'task.delivered',
        data: { task_id: taskId, metadata: { cms_id: '842' } },
      });
      expect(await verifyWebhookSignature(got.headers['tasklane-signature'] as string, got.body, hookSecret)).toBe(
        true,
      );
    } finally {
      await hook.close();
    }

    const delivered = await api('GET', `/tasks/${taskId}`);
    expect(delivered.body).toMatchObject({ status: 'delivered', metadata: { cms_id: '842' } });
    const deliverable = await api('GET', `/tasks/${taskId}/deliverable`);
    expect(deliverable.body).toMatchObject({ text: 'Our polished About page.', textFr: null, files: [] });
    await page.reload();
    await expect(page.getByTestId('api-key-row')).not.toContainText('Never', CALL);
  });
});
