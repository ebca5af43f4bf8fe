import { expect, test } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

test.describe('a refunded task', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('says the task is closed and offers no revision', async ({ page }) => {
    const { adminDb } = await import('../support/functions-client');
    const { taskDoc } = await import('../support/factories');
    const user = await createUser({ credits: 2, locale: 'en' });
    const deliveredAt = new Date(Date.now() - 3_600_000);
    const title = `${'Menu'} ${Date.now()}`;
    const ref = adminDb.collection('tasks').doc();
    await ref.set(
      taskDoc(user.uid, {
        title,
        status: 'delivered',
        queueStatus: null,
        queuePosition: null,
        deliveredAt,
        activatedAt: deliveredAt,
        dueAt: deliveredAt,
        result: 'Done.',
      }),
    );
    // The customer has asked for their money back (requestRefund's record); the page opens on it.
    const request = adminDb.doc(`refundRequests/${ref.id}`);
    await request.set({
      taskId: ref.id,
      userId: user.uid,
      accountId: user.uid,
      taskTitle: title,
      credits: 1,
      paymentMethod: 'credits',
      reason: 'Not what I asked for.',
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      createdAt: new Date(),
      decidedAt: null,
    });
    await signInAs(page, user);
    await page.goto(`/tasks/${ref.id}`);
    // The task page's first live answer: 60 s, as the other journeys' listeners get. Late in a
    // full run on a slow host the emulator took longer than the default 15 s to open the channel
    // (the screen sat on its loader; four attempts in one run), the page itself being unchanged.
    const LIVE = { timeout: 60_000 };
    await expect(page.getByTestId('refund-status')).toHaveText('Your refund request is being reviewed.', LIVE);
    // Delivered an hour ago: a revision is on offer until the refund is approved.
    await expect(page.locator('#revision-note')).toBeVisible();

    // The admin approves it (what decideRefund writes to the request); the page follows live.
    await request.update({ status: 'approved', decisionReason: 'Agreed.', decidedBy: 'staff', decidedAt: new Date() });
    await expect(page.getByTestId('refund-status')).toHaveText(
      'Your refund was approved. This task is now closed, so it can no longer be revised.',
      LIVE,
    );
    await expect(page.locator('#revision-note')).toHaveCount(0);
    await expectAccessible(page);
  });
});
