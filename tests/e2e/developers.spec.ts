// The ordering API end to end in English: an owner makes a key on /developers, a script (Node's
// fetch, through Hosting's /api/v1 rewrite) orders a task with it, the admin delivers it, and the
// script reads it delivered with its deliverable.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

// A function's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

test.describe('the ordering API', () => {
  test.describe.configure({ timeout: 150_000 });
  test('an owner makes a key, a script orders with it, the admin delivers, the script reads the delivery', async ({
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
    const { adminDb, signedInClient } = await import('../support/functions-client');
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

    const delivered = await api('GET', `/tasks/${taskId}`);
    expect(delivered.body).toMatchObject({ status: 'delivered', metadata: { cms_id: '842' } });
    const deliverable = await api('GET', `/tasks/${taskId}/deliverable`);
    expect(deliverable.body).toMatchObject({ text: 'Our polished About page.', textFr: null, files: [] });
    await page.reload();
    await expect(page.getByTestId('api-key-row')).not.toContainText('Never', CALL);
  });
});
