import { expect, test } from './fixtures';
import { createUser, expectAccessible, holdAllSlots, releaseHeldSlots, signInAs, useLanguage } from './support';

const BRIEF = 'Please polish the text below and keep our friendly tone.';

test.afterEach(releaseHeldSlots);

test.describe('tasks and credits', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('submits a task, pays with credits, follows it, then cancels it for a refund', async ({ page }) => {
    // The first call of a cold Functions emulator worker can take tens of seconds on a busy machine.
    test.setTimeout(180_000);
    const user = await createUser({ credits: 5, locale: 'en' });
    // A free production slot would start the task at once; hold every slot so it stays queued and can be cancelled.
    await holdAllSlots();
    await signInAs(page, user);
    await page.goto('/submit-task');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a task');
    const title = `${'About page'} ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('admin_docs');
    await expect(page.getByTestId('category-hint')).toBeVisible();
    await page.getByLabel('Brief').first().fill(BRIEF);
    await page.locator('#task-source').fill('We are a small café by the canal.');
    await expect(page.getByTestId('word-count')).toContainText('8 / 800');
    await expect(page.getByTestId('price-credits')).toHaveText('1 credit');
    await expect(page.getByTestId('price-cad')).toContainText('29');
    await expectAccessible(page);

    await page.getByTestId('submit-task').click();
    // Cold workers: the first submitTask and cancelTask calls of a run can take tens of seconds.
    await expect(page.getByTestId('toast-credits-deducted')).toContainText('Credits Deducted', { timeout: 90_000 });
    await expect(page.getByTestId('toast-credits-deducted')).toContainText('1 credit deducted.');
    await expect(page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/);
    await expect(page.getByTestId('task-title')).toHaveText(title);
    await expect(page.getByTestId('task-status')).toHaveText('Submitted');
    await expect(page.getByTestId('queue-position')).toBeVisible();
    await expect(page.getByTestId('estimated-start')).toBeVisible();
    await expect(page.getByTestId('credit-balance').first()).toContainText('4 credits');
    await expectAccessible(page);

    await page.goto('/tasks');
    const row = page.getByTestId('task-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('task-status')).toHaveText('Submitted');
    await page.getByTestId('task-search').fill('no-such-title-xyz');
    await expect(page.getByTestId('tasks-no-match')).toBeVisible();
    await page.getByTestId('task-search').fill('');
    await row.getByTestId('task-link').click();

    await page.getByTestId('cancel-task').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('toast-task-cancelled')).toContainText('1 credit returned', { timeout: 90_000 });
    await expect(page.getByTestId('task-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('credit-balance').first()).toContainText('5 credits');

    await page.goto('/credits');
    await expect(page.getByTestId('ledger-row')).toHaveCount(2);
    await expect(page.getByTestId('ledger-row').first()).toHaveAttribute('data-type', 'refunded');
    await expectAccessible(page);
  });

  test('with too few credits, says how many are missing and offers to buy or pay by card', async ({ page }) => {
    const user = await createUser({ credits: 1, locale: 'en' });
    await signInAs(page, user);
    await page.goto('/tasks/new');
    await page.getByLabel('Category').selectOption('legal_compliance');
    await expect(page.getByTestId('insufficient-credits')).toContainText('You need 2 credits but only have 1 credit.');
    await expect(page.getByTestId('buy-credits-link')).toHaveAttribute('href', '/credits');
    await expect(page.getByTestId('pay-by-card-link')).toBeEnabled();
    await expect(page.getByTestId('submit-task')).toBeDisabled();
  });

  test('shows each field its error, and warns about out-of-scope briefs', async ({ page }) => {
    const user = await createUser({ credits: 3, locale: 'en' });
    await signInAs(page, user);
    await page.goto('/task-submission');
    await page.locator('#task-source').fill('word '.repeat(801));
    await expect(page.getByTestId('word-count')).toContainText('801 / 800');
    await page.getByTestId('submit-task').click();
    await expect(page.getByTestId('error-title')).toHaveText('Title is required');
    await expect(page.getByTestId('error-category')).toHaveText('Choose a category');
    await expect(page.getByTestId('error-brief')).toHaveText('Describe the task in at least 20 characters');
    await expect(page.getByTestId('error-sourceText')).toHaveText('The source text must be at most 800 words');
    await expect(page.locator('#task-title')).toHaveAttribute('aria-invalid', 'true');

    await page.locator('#task-brief').fill('I need legal advice about my commercial lease.');
    await expect(page.getByTestId('out-of-scope-warning')).toBeVisible();
    await expect(page.getByTestId('out-of-scope-warning').getByRole('link')).toHaveAttribute('href', '/quotes');
    await expectAccessible(page);

    // The draft survives a reload until the task is submitted.
    await page.reload();
    await expect(page.locator('#task-brief')).toHaveValue(/legal advice|avis juridique/);
  });

  test("another user's task id shows the not-found page", async ({ page }) => {
    const owner = await createUser({ credits: 0 });
    const { adminDb } = await import('../support/functions-client');
    const { taskDoc } = await import('../support/factories');
    const ref = adminDb.collection('tasks').doc();
    await ref.set(taskDoc(owner.uid));
    const intruder = await createUser({ credits: 0, locale: 'en' });
    await signInAs(page, intruder);
    await page.goto(`/tasks/${ref.id}`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/tasks/does-not-exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  // Started: the task turns active first, then its draft lands. Drafted at once: queued → ai_drafted in
  // one snapshot, as a loaded client may see a fast draft, so the task leaves the watcher's query
  // without ever showing as active. Both put entries at the head of the one queue, so they run one after
  // the other (fullyParallel would run them side by side, and one would count the other's entries).
  test.describe('queue toasts', () => {
    test.describe.configure({ mode: 'default' });
    for (const start of ['started', 'drafted at once'] as const) {
      test(`raises the queue toasts when a queued task moves up and when it starts (${start})`, async ({ page }) => {
        // Sign-in, two live counts and the drafting trigger all run on the shared emulators: give a loaded machine room.
        test.setTimeout(120_000);
        const user = await createUser({ credits: 0, locale: 'en' });
        const { adminDb } = await import('../support/functions-client');
        const { taskDoc } = await import('../support/factories');
        const { QUEUE_STATE_PATH, queueOrder } = await import('@tasklane/domain');
        // Tiny deadline keys put this task and the two entries ahead of it before any real task, so
        // the count is ours alone. The index holds order keys only, as functions write it.
        const base = start === 'started' ? 10 : 20;
        const ref = adminDb.collection('tasks').doc();
        await ref.set(
          taskDoc(user.uid, { title: 'Menu FR', queuePosition: null, queueKey: base, submittedAt: new Date(0) }),
        );
        const mine = adminDb.doc(`queue/${ref.id}`);
        const ahead = [1, 2].map((i) => adminDb.doc(`queue/${ref.id}-ahead-${i}`));
        await mine.set({ order: queueOrder(base, 0, ref.id) });
        await Promise.all(ahead.map((a, i) => a.set({ order: queueOrder(base - 1 - i, 0, a.id) })));
        const bump = (reason: string) => adminDb.doc(QUEUE_STATE_PATH).set({ changedAt: new Date(), reason });
        try {
          await signInAs(page, user);
          await page.goto('/dashboard');
          await expect(page.getByTestId('task-row')).toHaveCount(1);
          const shown = page.getByTestId('task-row').getByTestId('queue-position');
          await expect(shown).toHaveText(/\d+/);
          const before = Number((await shown.innerText()).match(/\d+/)?.[0]);
          expect(before).toBeGreaterThanOrEqual(3);
          // The watcher counts on its own: a move before its first count is recorded raises no toast.
          await expect(page.getByTestId('queue-watcher')).toHaveAttribute('data-ready', 'yes');
          // The dashboard gives the estimate the task page gives: start and delivery, with their times.
          const row = page.getByTestId('task-row');
          await expect(row.getByTestId('estimated-start')).toContainText('starts about');
          await expect(row.getByTestId('estimated-start')).toContainText(/\d{1,2}( h |:)\d{2}/);
          await expect(row.getByTestId('estimated-delivery')).toContainText('delivered about');
          await expect(row.getByTestId('estimated-delivery')).toContainText(/\d{1,2}( h |:)\d{2}/);

          // A task ahead is cancelled: its entry goes and the queue state changes, as cancelTask does.
          await ahead[0]!.delete();
          await bump('cancelled');
          await expect(page.getByTestId('toast-queue-position')).toContainText(`is now #${before - 1} in the queue`);
          await expect(shown).toContainText(String(before - 1));

          // The scheduler starts it: its entry removed, the task active or already drafted.
          const started = { activatedAt: new Date(), dueAt: new Date(Date.now() + 24 * 3_600_000) };
          await ref.update(
            start === 'started'
              ? { queueStatus: 'active', ...started }
              : { status: 'ai_drafted', queueStatus: null, ...started },
          );
          await mine.delete();
          await bump('activated');
          await expect(page.getByTestId('toast-task-processing')).toContainText('Task Now Processing!');
          await expect(page.getByTestId('toast-task-processing')).toContainText('24');
          await expect(page.getByTestId('due-countdown')).toContainText('Due in 23h');
        } finally {
          await Promise.all([mine, ...ahead].map((d) => d.delete()));
          await ref.delete();
        }
      });
    }
  });
});
