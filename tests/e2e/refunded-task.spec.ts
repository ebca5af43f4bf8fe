import { expect, test } from '@playwright/test';
import { LANGS, createUser, expectAccessible, signInAs, t, useLanguage } from './support';

for (const lang of LANGS) {
  test.describe(`a refunded task (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('says the task is closed and offers no revision', async ({ page }) => {
      const { adminDb } = await import('../support/functions-client');
      const { taskDoc } = await import('../support/factories');
      const user = await createUser({ credits: 2, locale: lang });
      const deliveredAt = new Date(Date.now() - 3_600_000);
      const title = `${t(lang, 'Menu', 'Menu')} ${Date.now()}`;
      const ref = adminDb.collection('tasks').doc();
      await ref.set(taskDoc(user.uid, { title, status: 'delivered', queueStatus: null, queuePosition: null, deliveredAt, activatedAt: deliveredAt, dueAt: deliveredAt, result: 'Done.' }));
      await signInAs(page, user);
      await page.goto(`/tasks/${ref.id}`);
      // Delivered an hour ago: a revision is on offer until the refund is approved.
      await expect(page.locator('#revision-note')).toBeVisible();

      await adminDb.doc(`refundRequests/${ref.id}`).set({ taskId: ref.id, userId: user.uid, taskTitle: title, credits: 1, paymentMethod: 'credits', reason: 'Not what I asked for.', status: 'approved', decisionReason: 'Agreed.', decidedBy: 'staff', createdAt: new Date(), decidedAt: new Date() });
      await expect(page.getByTestId('refund-status')).toHaveText(
        t(lang, 'Your refund was approved. This task is now closed, so it can no longer be revised.', 'Votre remboursement a été approuvé. Cette tâche est maintenant fermée et ne peut plus être retouchée.'),
      );
      await expect(page.locator('#revision-note')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
