import { expect, test } from './fixtures';
import { createUser, signInAs, useLanguage } from './support';

test.describe('approvals in a team', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test("a member's order waits for approval; the owner approves it and the task starts", async ({ page, browser }) => {
    // Cold Functions workers: the first calls of a run can take tens of seconds each.
    test.setTimeout(180_000);
    const { writeTeam } = await import('../support/teams');
    const [owner, member] = await Promise.all([
      createUser({ locale: 'en', name: 'Camille Owner' }),
      createUser({ locale: 'en', name: 'Sam Member' }),
    ]);
    // The team, as createTeam leaves it, with its member, credits and rule, written directly
    // (their screens have their own journeys).
    const teamId = await writeTeam({
      name: `Canal Print ${Date.now()}`,
      members: [
        { ...owner, role: 'owner' },
        { ...member, role: 'member' },
      ],
      balance: 3,
      rule: { mode: 'all' },
    });
    const requestsPage = `/team/approvals?team=${teamId}`;

    // The owner opens the team's requests meanwhile (the list is live), and sees the member's arrive.
    const ownerReady = (async () => {
      await signInAs(page, owner);
      await page.goto(requestsPage);
      await expect(page.getByTestId('pending-requests')).toBeVisible({ timeout: 60_000 });
    })();
    ownerReady.catch(() => undefined);

    // The member opens the team's space, submits, and is told it went for approval.
    const context = await browser.newContext();
    const other = await context.newPage();
    await useLanguage(other, 'en');
    await signInAs(other, member);
    await other.goto(requestsPage);
    await expect(other.getByTestId('requests-empty')).toBeVisible({ timeout: 60_000 });
    const title = `Sale poster ${Date.now()}`;
    await other.getByTestId('nav-new-task').click();
    await other.getByLabel('Title').fill(title);
    await other.getByLabel('Category').selectOption('admin_docs');
    await other.getByLabel('Brief').first().fill('Please polish the text below and keep our friendly tone.');
    await other.locator('#task-source').fill('We are a small café by the canal.');
    await other.getByTestId('submit-task').click();
    await expect(other.getByTestId('toast-sent-for-approval')).toBeVisible({ timeout: 90_000 });
    const mine = other.getByTestId('my-request').filter({ hasText: title });
    await expect(mine.getByTestId('request-status')).toHaveText('Waiting for approval', { timeout: 60_000 });
    await expect(other.getByTestId('credit-balance').first()).toContainText('3 credits');

    // The owner approves from the team's requests list.
    await ownerReady;
    const row = page.getByTestId('pending-request').filter({ hasText: title });
    // (This screen's axe check, a pending request on it, is the French scan's, in both languages.)
    await expect(row).toContainText('Asked by Sam Member', { timeout: 60_000 });
    await row.getByTestId('approve-request').click();
    await expect(page.getByTestId('pending-request')).toHaveCount(0, { timeout: 90_000 });

    // The member sees it approved and opens the task, which has started: charged to the team.
    await expect(mine.getByTestId('request-status')).toHaveText('Approved', { timeout: 60_000 });
    await expect(other.getByTestId('credit-balance').first()).toContainText('2 credits');
    await mine.getByTestId('approved-task-link').click();
    await expect(other.getByTestId('task-title')).toHaveText(title, { timeout: 60_000 });
    await context.close();
  });
});
