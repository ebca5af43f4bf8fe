import { expect, test } from './fixtures';
import { createUser, expectAccessible, holdAllSlots, releaseHeldSlots, signInAs, useLanguage } from './support';

test.afterEach(releaseHeldSlots);

test.describe('teams', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('an owner creates a team and invites a colleague, who joins and spends team credits; the owner sees it and removes them, and their open screen loses access', async ({
    page,
    browser,
  }) => {
    // Cold Functions workers: the first calls of a run can take tens of seconds each.
    test.setTimeout(180_000);
    const { adminDb } = await import('../support/functions-client');
    const { waitForMails } = await import('../support/maildev');
    const owner = await createUser({ locale: 'en', name: 'Camille Owner' });
    const colleague = await createUser({ locale: 'en', name: 'Sam Colleague' });
    const teamName = `${'Canal Café'} ${Date.now()}`;

    // The owner creates the team; the header now works in it.
    await signInAs(page, owner);
    await page.goto('/team');
    await page.getByLabel('Team name').fill(teamName);
    await page.getByLabel('Legal name (on receipts)').fill(`${teamName} inc.`);
    await page.getByLabel('Billing province or territory').selectOption('QC');
    await page.getByLabel('Billing address').fill('12 rue du Canal, Montréal QC');
    await page.getByTestId('create-team-submit').click();
    await expect(page.getByTestId('team-details')).toContainText(teamName, { timeout: 90_000 });
    const switcher = page.getByTestId('space-switcher');
    await expect(switcher.locator('option:checked')).toHaveText(`Team: ${teamName}`);

    // The invitation arrives in MailDev, in the colleague's language.
    await page.getByLabel('E-mail address').fill(colleague.email);
    await page.getByTestId('invite-submit').click();
    await expect(page.getByTestId(`invitation-${colleague.email}`)).toBeVisible({ timeout: 90_000 });
    await expectAccessible(page);
    const [mail] = await waitForMails(colleague.email);
    expect(mail?.subject).toContain(`Join ${teamName}`);
    const link = new URL(/https?:\/\/\S+\/team\/join\?token=[A-Za-z0-9_.%-]+/.exec(mail?.text ?? '')?.[0] ?? '');

    const teamId = (await adminDb.collection('teams').where('name', '==', teamName).get()).docs[0]?.id as string;
    await adminDb.doc(`wallets/${teamId}`).update({ balance: 3 });

    // The colleague accepts in their own browser and submits a task with the team's credits.
    const context = await browser.newContext();
    const other = await context.newPage();
    await useLanguage(other, 'en');
    await signInAs(other, colleague);
    await other.goto(link.pathname + link.search);
    await other.getByTestId('accept-invitation').click();
    await expect(other.getByTestId('team-details')).toContainText(teamName, { timeout: 90_000 });
    await expect(other.getByTestId('credit-balance').first()).toContainText('3 credits');
    await holdAllSlots();
    const title = `${'Team flyer'} ${Date.now()}`;
    await other.goto('/submit-task');
    await other.getByLabel('Title').fill(title);
    await other.getByLabel('Category').selectOption('admin_docs');
    await other.getByLabel('Brief').first().fill('Please polish the text below and keep our friendly tone.');
    await other.locator('#task-source').fill('We are a small café by the canal.');
    await other.getByTestId('submit-task').click();
    await expect(other.getByTestId('toast-credits-deducted')).toBeVisible({ timeout: 90_000 });
    await expect(other.getByTestId('credit-balance').first()).toContainText('2 credits');
    await other.goto('/tasks');
    // Late in a full run the Firestore emulator can take 20 s and more to open a page's listen
    // channel (its log: "too many pending messages in the back channel (10001)", a channel of a
    // closed page it still feeds); the SDK then answers the list from its empty cache first.
    await expect(other.getByTestId('task-row').filter({ hasText: title })).toBeVisible({ timeout: 60_000 });

    // The owner sees the team's task and the colleague's spending this month.
    await page.goto('/tasks');
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible();
    await page.goto('/team');
    await expect(page.getByTestId(`spent-${colleague.email}`)).toHaveText('1 credit');

    // Removed, the colleague's open screen says so and returns to the personal space.
    await page.getByTestId(`remove-${colleague.email}`).click();
    await expect(page.getByTestId(`member-${colleague.email}`)).toHaveCount(0, { timeout: 90_000 });
    await expect(other.getByText(`You no longer have access to ${teamName}.`, { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    // In no team any more, they have their personal space only: the switcher has nothing to offer.
    await expect(other.getByTestId('space-switcher')).toHaveCount(0);
    await expect(other.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
    await expectAccessible(other);
    await context.close();
  });
});
