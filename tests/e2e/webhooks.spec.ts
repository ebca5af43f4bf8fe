// Webhooks, end to end in English: an owner registers a local receiver at /developers/webhooks
// (the emulators accept local http URLs), copies the shown-once secret, the admin delivers one of
// the account's tasks, the receiver gets task.delivered with a valid signature, and the log shows
// the attempt and its answer.
import { verifyWebhookSignature } from '@tasklane/domain';
import { expect, test } from './fixtures';
import { createUser, signInAs, useLanguage } from './support';
import { receiver, until, type Receiver } from '../support/webhook-receiver';

const CALL = { timeout: 30_000 };
let r: Receiver | null = null;
test.afterEach(async () => {
  await r?.close();
  r = null;
});

test('an owner registers a receiver; a delivered task reaches it signed, and the log shows it', async ({ page }) => {
  const { adminDb, signedInClient } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  await useLanguage(page, 'en');
  r = await receiver({ status: 200, body: 'received' });
  const user = await createUser({ credits: 2 });
  await signInAs(page, user);
  await page.goto('/developers/webhooks');
  await expect(page.getByTestId('webhooks-empty')).toBeVisible(CALL);

  await page.getByTestId('webhook-url').fill(r.url);
  // task.delivered is checked by default.
  await expect(page.getByTestId('webhook-event-task.delivered')).toBeChecked();
  await page.getByRole('button', { name: 'Add the endpoint' }).click();
  const secret = (await page.getByTestId('webhook-secret-value').textContent(CALL))?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByTestId('webhook-endpoint-url')).toHaveText(r.url);

  // A task of the account in review, delivered by the admin through the app's callable.
  const admin = await signedInClient({ admin: true });
  try {
    const task = adminDb.collection('tasks').doc();
    await task.set(
      taskDoc(user.uid, {
        title: 'Spring menu',
        status: 'in_review',
        queueStatus: null,
        queuePosition: null,
        reviewerId: admin.uid,
        activatedAt: new Date(),
        dueAt: new Date(Date.now() + 86_400_000),
      }),
    );
    await admin.call('deliverTask', { taskId: task.id, result: 'Our spring menu, polished.' });
    const got = await until(async () => r?.received[0], 'the webhook', 30_000);
    const event = JSON.parse(got.body) as { type: string; data: { task_id: string } };
    expect(event).toMatchObject({ type: 'task.delivered', data: { task_id: task.id } });
    expect(await verifyWebhookSignature(got.headers['tasklane-signature'] as string, got.body, secret)).toBe(true);
  } finally {
    await admin.close();
  }

  await page.getByTestId('webhook-secret-done').click();
  await page.getByTestId('webhook-show-log').click();
  await expect(page.getByTestId('webhook-delivery-status')).toHaveText('Delivered', CALL);
  await expect(page.getByTestId('webhook-attempt-code')).toHaveText('200');
  await expect(page.getByTestId('webhook-attempt-body')).toHaveText('received');
});
