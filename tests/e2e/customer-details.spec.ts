// What a paying customer tripped over: the header, scrolling, toasts, the scope warning, the
// delivery estimate, the copy in both languages, and logging out. Each test pins one of them.
import { expect, test, type Locator, type Page } from './fixtures';
import { createUser, holdAllSlots, horizontalOverflow, releaseHeldSlots, signInAs, useLanguage } from './support';

const H = 3_600_000;
// Waits that hang on a callable: a cold Functions worker on a busy machine can take tens of seconds.
const CALLABLE = { timeout: 60_000 };

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

/** Makes the user a member of a new team (as the team callables would leave it). */
async function joinTeam(user: { uid: string; email: string }, teamName: string) {
  const { adminDb } = await import('../support/functions-client');
  const team = adminDb.collection('teams').doc();
  const now = new Date();
  await team.set({
    name: teamName,
    legalName: teamName,
    province: 'QC',
    address: '1 rue Principale, Gatineau',
    status: 'active',
    createdBy: user.uid,
    createdAt: now,
    updatedAt: now,
  });
  await team.collection('members').doc(user.uid).set({
    uid: user.uid,
    teamName,
    email: user.email,
    name: 'Camille',
    role: 'owner',
    joinedAt: now,
    monthlyCapCredits: null,
    spentMonth: '2026-11',
    spentCredits: 0,
  });
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** react-hot-toast's toasts currently on screen (leaving ones fade out, then leave the DOM). */
function toasts(page: Page) {
  return page.locator('div[role="status"][aria-live="polite"]');
}

async function putTask(uid: string, overrides: Record<string, unknown>) {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  const ref = adminDb.collection('tasks').doc();
  await ref.set(taskDoc(uid, overrides as never));
  return ref.id;
}

async function addNotification(uid: string, id: string, data: Record<string, unknown>) {
  const { adminDb } = await import('../support/functions-client');
  await adminDb
    .doc(`notifications/${id}`)
    .set({ userId: uid, channel: 'in_app', read: false, readAt: null, createdAt: new Date(), payload: {}, ...data });
}

async function notificationCount(uid: string) {
  const { adminDb } = await import('../support/functions-client');
  return (await adminDb.collection('notifications').where('userId', '==', uid).count().get()).data().count;
}

function delivered(hoursAgo: number, extra: Record<string, unknown> = {}) {
  const at = new Date(Date.now() - hoursAgo * H);
  return {
    status: 'delivered',
    queueStatus: null,
    queuePosition: null,
    deliveredAt: at,
    activatedAt: at,
    dueAt: at,
    result: 'Done.',
    ...extra,
  };
}

test.afterEach(releaseHeldSlots);

test.describe('customer details', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('the signed-in header fits at laptop widths, with the rest under a keyboard-friendly More menu', async ({
    page,
  }) => {
    // Four widths, each a fresh load of a signed-in screen: slow on a busy machine.
    test.setTimeout(180_000);
    const user = await createUser({ credits: 12, locale: 'en', name: 'Camille Beaulieu-Tremblay' });
    // A member of a team, so the space switcher takes its room in the row too.
    await joinTeam(user, 'Boulangerie Beaulieu-Tremblay et Filles');
    await signInAs(page, user);
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      await expect(page.getByTestId('credit-balance').first()).toContainText('12');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('space-switcher')).toBeVisible();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
      const switcher = page.getByTestId('language-switcher').filter({ visible: true });
      const box = await boxOf(switcher);
      expect(box.x + box.width, `language switch on screen at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
    // On a phone the switcher takes a line of its own under the row: the space stays in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    const onPhone = await boxOf(page.getByTestId('space-switcher'));
    expect(onPhone.x + onPhone.width, 'space switcher on screen at 390 px').toBeLessThanOrEqual(390);
    expect((await horizontalOverflow(page)).scrollWidth, 'page width at 390 px').toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    const more = page.getByTestId('nav-more');
    await more.focus();
    await page.keyboard.press('Enter');
    const about = page.getByRole('menuitem', { name: 'About' });
    await expect(about).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the task form fits a phone: its long buttons wrap instead of widening the page', async ({ page }) => {
    const user = await createUser({ credits: 12, locale: 'en' });
    await signInAs(page, user);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/tasks/new');
      const submit = page.getByTestId('submit-task');
      await expect(submit).toBeVisible();
      const box = await boxOf(submit);
      expect(box.x + box.width, `submit button ends on screen at ${width} px`).toBeLessThanOrEqual(width);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `task form width at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
  });

  test('the phone header shows the balance and no control covers another', async ({ page }) => {
    const user = await createUser({ credits: 12, locale: 'en' });
    await signInAs(page, user);
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard');
      const balance = page.getByTestId('credit-balance').filter({ visible: true });
      await expect(balance).toContainText('12');
      const controls = {
        brand: page.locator('.navbar-brand a.brand'),
        balance,
        bell: page.getByTestId('notification-bell'),
        language: page.getByTestId('language-switcher').filter({ visible: true }),
        menu: page.getByTestId('menu-toggle'),
      };
      const boxes: [string, Box][] = [];
      for (const [name, locator] of Object.entries(controls)) {
        await expect(locator, `${name} at ${width} px`).toBeVisible();
        boxes.push([name, await boxOf(locator)]);
      }
      for (const [name, box] of boxes) {
        expect(box.x, `${name} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, boxA] = boxes[i]!;
          const [b, boxB] = boxes[j]!;
          expect(overlaps(boxA, boxB), `${a} and ${b} overlap at ${width} px`).toBe(false);
        }
      }
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    }
  });

  test('a new screen opens at its top with focus on its heading; back restores the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    // Public pages are in the language of their address: the French ones live under /fr/.
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // This is about the app's own navigation: until the page has hydrated, a link click is the
    // browser's full page load (see web/preload.ts).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('the scope warning ignores ordinary briefs and flags out-of-scope ones', async ({ page }) => {
    const user = await createUser({ credits: 3, locale: 'en' });
    await signInAs(page, user);
    await page.goto('/tasks/new');
    const brief = page.locator('#task-brief');
    await brief.fill('Write a warm thank-you card for Sue, our longest-serving barista');
    await page.locator('#task-title').fill('Price list: cleaning $45 per hour');
    await page.waitForTimeout(300);
    await expect(page.getByTestId('out-of-scope-warning')).toHaveCount(0);
    await brief.fill('I want to sue my landlord for the deposit');
    await expect(page.getByTestId('out-of-scope-warning')).toBeVisible();
  });

  test('the form shows the estimated start and delivery per tier; the task page repeats them', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser({ credits: 5, locale: 'en' });
    // A free production slot starts a task at once, and a started task shows its due time, not an
    // estimate: hold every slot so this one queues.
    await holdAllSlots();
    await signInAs(page, user);
    await page.goto('/tasks/new');
    await page.locator('#task-title').fill(`Estimate ${Date.now()}`);
    await page.locator('#task-category').selectOption('admin_docs');
    for (const tier of ['standard', 'express', 'premium']) {
      const estimate = page.getByTestId(`estimate-${tier}`);
      await expect(estimate).toContainText('Estimated start', CALLABLE);
      await expect(estimate).toContainText('estimated delivery');
      await expect(estimate).not.toContainText('..');
    }
    await expect(page.getByTestId('estimate-note')).toContainText('estimates');
    await page.locator('#task-brief').fill('Please polish the text below and keep our friendly tone.');
    // Scrolled to the bottom of the long form, as a person is when they press Submit.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByTestId('submit-task').click();
    await expect(page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/, CALLABLE);
    await expect(page.getByTestId('task-title')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('estimated-delivery')).toBeVisible();
    await expect(page.getByTestId('estimated-start')).not.toContainText('..');
    await expect(page.getByTestId('estimated-start')).toContainText('estimate');

    await page.goto('/sla-policy');
    await expect(page.locator('main')).toContainText('The promised hours start when your task leaves the queue');
  });

  test('toasts: none while the panel is open, none for your own change, at most 3, never over the header', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The task must stay queued (cancellable): a slot freed by another test would start it.
    await holdAllSlots();
    const user = await createUser({ credits: 3, locale: 'en' });
    const taskId = await putTask(user.uid, { title: 'Menu du midi' });
    await signInAs(page, user);
    await page.goto(`/tasks/${taskId}`);
    await expect(page.getByTestId('task-title')).toHaveText('Menu du midi');

    // Your own change: the action's toast only, not a second one for its notification.
    await page.getByTestId('cancel-task').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('toast-task-cancelled')).toBeVisible(CALLABLE);
    await expect.poll(() => notificationCount(user.uid), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.waitForTimeout(1000);
    await expect(toasts(page).filter({ hasText: 'Task status updated' })).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });

    // While the panel is open, a new notification appears in it, not as a toast.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-panel')).toBeVisible();
    const items = page.getByTestId('notification-item');
    const before = await items.count();
    await addNotification(user.uid, `${user.uid}_sla`, {
      templateKey: 'sla_warning',
      payload: { task_id: taskId, task_title: 'Rapport annuel' },
    });
    await expect(items).toHaveCount(before + 1);
    await page.waitForTimeout(1500);
    await expect(toasts(page)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Five at once: three visible.
    for (let i = 0; i < 5; i++) {
      await addNotification(user.uid, `${user.uid}_burst_${i}`, {
        templateKey: 'sla_warning',
        payload: { task_id: taskId, task_title: `Tâche ${i}` },
      });
    }
    await expect(toasts(page)).toHaveCount(3);
    // They cover neither the header's controls nor the open panel's "Mark all read". Measured in
    // one go in the page: toasts expire while a test would measure them one by one.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notifications-mark-all')).toBeVisible();
    const rects = await page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const toastBoxes = Array.from(document.querySelectorAll('div[role="status"][aria-live="polite"]')).map(box);
      const controls = ['notification-bell', 'user-menu', 'notifications-mark-all', 'nav-new-task'].map((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`);
        return { id, box: el ? box(el) : null };
      });
      return { toastBoxes, controls };
    });
    expect(rects.toastBoxes.length).toBeGreaterThan(0);
    for (const toast of rects.toastBoxes) {
      for (const control of rects.controls) {
        expect(control.box, `${control.id} is on the page`).not.toBeNull();
        expect(overlaps(toast, control.box!), `a toast covers ${control.id}`).toBe(false);
      }
    }
    await page.waitForTimeout(1000);
    expect(await toasts(page).count()).toBeLessThanOrEqual(3);
  });

  test('says "1 credit", never "1 credits"', async ({ page }) => {
    const user = await createUser({ credits: 0, locale: 'en' });
    await signInAs(page, user);
    await page.goto('/tasks/new');
    await page.locator('#task-category').selectOption('admin_docs');
    await expect(page.getByTestId('insufficient-credits')).toContainText('You need 1 credit but have none.');
  });

  test('revisions: the first is free within 72 hours, a paid one asks first with its price', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser({ credits: 3, locale: 'en' });
    const inReview = await putTask(user.uid, {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(),
      dueAt: new Date(Date.now() + 20 * H),
    });
    const firstDelivery = await putTask(user.uid, delivered(2, { dueAt: new Date(Date.now() - 30 * H) }));
    const secondDelivery = await putTask(user.uid, delivered(1, { revisionCount: 1 }));
    await signInAs(page, user);

    await page.goto(`/tasks/${inReview}`);
    await expect(page.getByTestId('task-status')).toHaveText('In Review');

    await page.goto(`/tasks/${firstDelivery}`);
    await expect(page.getByTestId('revision-cost')).toContainText(
      'one free minor revision per task within 72 hours of its delivery',
    );
    await page.locator('#revision-note').fill('Please shorten the second paragraph.');
    await page.getByRole('button', { name: 'Request a revision' }).click();
    await expect(page.getByTestId('task-status')).toHaveText('Revision Requested', CALLABLE);
    // The reopened task has its own due time, so it is not overdue although the first one passed.
    await expect(page.getByTestId('due-countdown')).toContainText('Due in 2');
    await expect(page.getByTestId('due-countdown')).not.toHaveAttribute('data-overdue', 'true');

    await page.goto(`/tasks/${secondDelivery}`);
    await expect(page.getByTestId('revision-cost')).toContainText('This revision costs 1 credit.');
    await page.locator('#revision-note').fill('Please shorten the second paragraph.');
    await page.getByRole('button', { name: 'Request a revision' }).click();
    // A paid revision asks first, with its price; nothing is charged until then.
    const confirm = page.getByTestId('confirm-paid-revision');
    await expect(confirm).toContainText('1 credit');
    await expect(page.getByTestId('task-status')).toHaveText('Delivered');
    await confirm.getByRole('button', { name: 'Pay 1 credit and request it' }).click();
    await expect(page.getByTestId('task-status')).toHaveText('Revision Requested', CALLABLE);
    await expect(page.getByTestId('credit-balance').first()).toContainText('2 credits', CALLABLE);
  });

  test('logging out lands on the home page', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await signInAs(page, user);
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/$/);
  });
});
