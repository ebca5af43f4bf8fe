import { expect, test } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

test.describe('approvals in a team', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test("a member's order waits for approval; the owner approves it and the task starts", async ({ page, browser }) => {
    // Cold Functions workers: the first calls of a run can take tens of seconds each.
    test.setTimeout(180_000);
    const { adminDb, passwordClient } = await import('../support/functions-client');
    const owner = await createUser({ locale: 'en', name: 'Camille Owner' });
    const member = await createUser({ locale: 'en', name: 'Sam Member' });
    // The team, its member, its credits and its rule, set directly (their screens have their own journeys).
    const client = await passwordClient(owner.email, owner.password);
    const teamName = `Canal Print ${Date.now()}`;
    const { teamId } = await client.call('createTeam', {
      name: teamName,
      legalName: `${teamName} inc.`,
      province: 'ON',
      address: '12 Bank Street, Ottawa ON',
    });
    await client.close();
    await adminDb.doc(`teams/${teamId}/members/${member.uid}`).set({
      uid: member.uid,
      teamName,
      email: member.email,
      name: member.name,
      role: 'member',
      joinedAt: new Date(),
      monthlyCapCredits: null,
      spentMonth: '2026-01',
      spentCredits: 0,
    });
    await adminDb.doc(`wallets/${teamId}`).update({ balance: 3 });
    await adminDb.doc(`teams/${teamId}`).update({ approvalRule: { mode: 'all' } });
    const requestsPage = `/team/approvals?team=${teamId}`;

    // The member opens the team's space, submits, and is told it went for approval.
    const context = await browser.newContext();
    const other = await context.newPage();
    await useLanguage(other, 'en');
    await signInAs(other, member);
    await other.goto(requestsPage);
    await expect(other.getByTestId('requests-empty')).toBeVisible({ timeout: 60_000 });
    const title = `Sale poster ${Date.now()}`;
    await other.goto('/submit-task');
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
    await signInAs(page, owner);
    await page.goto(requestsPage);
    const row = page.getByTestId('pending-request').filter({ hasText: title });
    await expect(row).toContainText('Asked by Sam Member', { timeout: 60_000 });
    await expectAccessible(page);
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
