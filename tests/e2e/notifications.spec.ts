import { expect, test, type Page } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

// Server events are simulated by writing notification docs with the Admin SDK, exactly the
// shape the triggers write (functions/src/lib/notify.ts).
async function addNotification(uid: string, id: string, data: Record<string, unknown>) {
  const { adminDb } = await import('../support/functions-client');
  await adminDb
    .doc(`notifications/${id}`)
    .set({ userId: uid, channel: 'in_app', read: false, readAt: null, createdAt: new Date(), payload: {}, ...data });
}

async function notificationDocs(uid: string) {
  const { adminDb } = await import('../support/functions-client');
  const snap = await adminDb.collection('notifications').where('userId', '==', uid).get();
  return snap.docs.map((d) => ({ id: d.id, read: d.get('read') as boolean, readAt: d.get('readAt') as unknown }));
}

async function openPanel(page: Page) {
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
}

test.describe('notifications', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('arrive live with a toast, are counted, filtered, opened and all marked read', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    const hour = 3_600_000;
    await addNotification(user.uid, `${user.uid}_delivered`, {
      templateKey: 'task_delivered',
      payload: { task_id: 'task-a', task_title: 'Menu du midi', new_status: 'delivered' },
      createdAt: new Date(Date.now() - 2 * hour),
    });
    await addNotification(user.uid, `${user.uid}_low`, {
      templateKey: 'credit_low',
      payload: { credits_remaining: 0 },
      createdAt: new Date(Date.now() - 3 * hour),
      read: true,
      readAt: new Date(),
    });

    await signInAs(page, user);
    await page.goto('/dashboard');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1');

    await openPanel(page);
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Task delivered');
    await expect(items.first()).toContainText('2 hours ago');
    await expect(items.nth(1)).toContainText('You have 0 credits left.');
    await expectAccessible(page);

    // A new server event with the panel closed: a toast, then on top of the list, and counted.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-panel')).toBeHidden();
    const liveId = `${user.uid}_sla`;
    await addNotification(user.uid, liveId, {
      templateKey: 'sla_warning',
      payload: { task_id: 'task-b', task_title: 'Rapport annuel' },
    });
    await expect(page.getByRole('status').filter({ hasText: 'Due time approaching' })).toBeVisible();
    await openPanel(page);
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Rapport annuel');
    await expect(items.first()).toContainText('now');
    await expect(badge).toHaveText('2');

    // Filters: all / unread / tasks / system.
    await page.getByTestId('notifications-filter-unread').click();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('notifications-filter-unread')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('notifications-filter-system').click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-template', 'credit_low');
    await page.getByTestId('notifications-filter-tasks').click();
    await expect(items).toHaveCount(2);
    await page.getByTestId('notifications-filter-all').click();
    await expect(items).toHaveCount(3);

    // Escape closes and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-panel')).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toBeFocused();

    // A click marks it read on the server and opens its task.
    await openPanel(page);
    await items.first().click();
    await expect(page).toHaveURL(/\/tasks\/task-b$/);
    await expect(badge).toHaveText('1');
    await expect.poll(async () => (await notificationDocs(user.uid)).find((n) => n.id === liveId)?.read).toBe(true);

    // Mark all read clears the badge.
    await openPanel(page);
    await page.getByTestId('notifications-mark-all').click();
    await expect(badge).toHaveCount(0);
    await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
    await expect
      .poll(async () => (await notificationDocs(user.uid)).every((n) => n.read && n.readAt !== null))
      .toBe(true);
    await expect(page.getByTestId('notifications-mark-all')).toBeDisabled();
  });
});

test.describe('notifications at volume', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test("120 unread show '99+' and the panel lists the newest 50", async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    const { adminDb } = await import('../support/functions-client');
    const batch = adminDb.batch();
    const t0 = Date.now();
    for (let i = 0; i < 120; i += 1) {
      batch.set(adminDb.doc(`notifications/${user.uid}_${String(i).padStart(3, '0')}`), {
        userId: user.uid,
        templateKey: 'task_status_update',
        payload: { task_id: `t${i}`, task_title: `Task ${i}`, new_status: 'ai_drafted' },
        channel: 'in_app',
        createdAt: new Date(t0 - i * 60_000),
        read: false,
        readAt: null,
      });
    }
    await batch.commit();

    await signInAs(page, user);
    await page.goto('/dashboard');
    await expect(page.getByTestId('notification-badge')).toHaveText('99+');
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications (99+ unread)');
    await openPanel(page);
    await expect(page.getByTestId('notification-item')).toHaveCount(50);
    await expect(page.getByTestId('notification-item').first()).toContainText('Task 0');
    await expect(page.getByTestId('notification-item').last()).toContainText('Task 49');

    // 'Mark all read' reaches beyond the 50 on screen.
    await page.getByTestId('notifications-mark-all').click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect.poll(async () => (await notificationDocs(user.uid)).filter((n) => !n.read).length).toBe(0);
  });
});
