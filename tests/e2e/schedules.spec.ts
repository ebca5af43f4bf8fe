// Recurring tasks, end to end in English: a customer makes a weekly schedule on /schedules, sees
// its next 5 dates with their price, and a scheduler run (the emulator-only callable, as
// `npm run tick` would) submits the first one, which then shows among their tasks. One page load:
// the customer moves between screens through the header, as a person does.
import { expect, test } from './fixtures';
import { createUser, signInAs, useLanguage } from './support';

// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

test.describe('recurring tasks', () => {
  test.describe.configure({ timeout: 120_000 });
  test('a customer makes a weekly schedule, sees the next dates and prices, and a scheduler run submits the first', async ({
    page,
  }) => {
    const { adminDb, signedInClient } = await import('../support/functions-client');
    // The admin who runs the scheduler later, made meanwhile.
    const [customer, admin] = await Promise.all([
      createUser({ credits: 3, locale: 'en' }),
      signedInClient({ admin: true }),
    ]);
    await useLanguage(page, 'en');
    await signInAs(page, customer);
    await page.getByTestId('nav-more').click();
    await page.getByRole('menuitem', { name: 'Recurring tasks' }).click();
    await expect(page.getByTestId('schedules-empty')).toBeVisible(CALL);

    await page.getByTestId('schedule-new').click();
    await page.getByTestId('schedule-title').fill('Monday captions');
    await page.getByTestId('schedule-brief').fill('Three captions for our weekly specials, friendly and short.');
    // Weekly on Monday at 9:00 from tomorrow is the form's default; the preview shows 5 dates at the price.
    await expect(page.getByTestId('schedule-preview').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('schedule-preview')).toContainText('1 credit each');
    // (The open form's axe check is the French scan's, on /schedules, in both languages.)
    await page.getByTestId('schedule-save').click();

    const card = page.getByTestId('schedule-card');
    await expect(card).toBeVisible(CALL);
    await expect(card.getByTestId('schedule-upcoming').locator('tr')).toHaveCount(5);
    await expect(card.getByTestId('schedule-upcoming')).toContainText('1 credit');
    await expect(card.getByTestId('schedule-status')).toHaveText('Running');
    const firstRow = card.getByTestId('schedule-upcoming').locator('tr').first();
    const before = (await firstRow.textContent()) ?? '';

    // The scheduler runs at the first occurrence's time.
    const snap = await adminDb.collection('schedules').where('accountId', '==', customer.uid).get();
    const schedule = snap.docs[0]!;
    const first = (schedule.get('upcoming') as { localDate: string; runAtMs: number }[])[0]!;
    try {
      const run = await admin.call('runScheduleTickDev', { nowMs: first.runAtMs });
      expect(run.submitted).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.close();
    }
    const taskId = `${schedule.id}_${first.localDate}`;
    const task = await adminDb.doc(`tasks/${taskId}`).get();
    expect(task.data()).toMatchObject({ scheduleId: schedule.id, title: 'Monday captions', priceCredits: 1 });

    // The page moves on to the next date, and the task is an ordinary task of the customer's.
    await expect(firstRow).not.toHaveText(before, CALL);
    await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
    await page.locator(`[data-task-id="${taskId}"]`).getByTestId('task-link').click();
    await expect(page.getByTestId('task-title')).toHaveText('Monday captions', CALL);
  });
});
