import { expect, test } from './fixtures';
import { LANGS, createUser, expectAccessible, holdAllSlots, releaseHeldSlots, signInAs, t, useLanguage } from './support';

test.afterEach(releaseHeldSlots);

for (const lang of LANGS) {
  test.describe(`teams (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('an owner creates a team and invites a colleague, who joins and spends team credits; the owner sees it and removes them, and their open screen loses access', async ({ page, browser }) => {
      // Cold Functions workers: the first calls of a run can take tens of seconds each.
      test.setTimeout(180_000);
      const { adminDb } = await import('../support/functions-client');
      const { waitForMails } = await import('../support/maildev');
      const owner = await createUser({ locale: lang, name: 'Camille Owner' });
      const colleague = await createUser({ locale: lang, name: 'Sam Colleague' });
      const teamName = `${t(lang, 'Canal Café', 'Café du Canal')} ${Date.now()}`;

      // The owner creates the team; the header now works in it.
      await signInAs(page, owner);
      await page.goto('/team');
      await page.getByLabel(t(lang, 'Team name', 'Nom de l’équipe')).fill(teamName);
      await page.getByLabel(t(lang, 'Legal name (on receipts)', 'Raison sociale (sur les reçus)')).fill(`${teamName} inc.`);
      await page.getByLabel(t(lang, 'Billing province or territory', 'Province ou territoire de facturation')).selectOption('QC');
      await page.getByLabel(t(lang, 'Billing address', 'Adresse de facturation')).fill('12 rue du Canal, Montréal QC');
      await page.getByTestId('create-team-submit').click();
      await expect(page.getByTestId('team-details')).toContainText(teamName, { timeout: 90_000 });
      const switcher = page.getByTestId('space-switcher');
      await expect(switcher.locator('option:checked')).toHaveText(t(lang, `Team: ${teamName}`, `Équipe : ${teamName}`));

      // The invitation arrives in MailDev, in the colleague's language.
      await page.getByLabel(t(lang, 'E-mail address', 'Adresse courriel')).fill(colleague.email);
      await page.getByTestId('invite-submit').click();
      await expect(page.getByTestId(`invitation-${colleague.email}`)).toBeVisible({ timeout: 90_000 });
      await expectAccessible(page);
      const [mail] = await waitForMails(colleague.email);
      expect(mail?.subject).toContain(t(lang, `Join ${teamName}`, `Joignez-vous à ${teamName}`));
      const link = new URL(/https?:\/\/\S+\/team\/join\?token=[A-Za-z0-9_.%-]+/.exec(mail?.text ?? '')?.[0] ?? '');

      const teamId = (await adminDb.collection('teams').where('name', '==', teamName).get()).docs[0]?.id as string;
      await adminDb.doc(`wallets/${teamId}`).update({ balance: 3 });

      // The colleague accepts in their own browser and submits a task with the team's credits.
      const context = await browser.newContext();
      const other = await context.newPage();
      await useLanguage(other, lang);
      await signInAs(other, colleague);
      await other.goto(link.pathname + link.search);
      await other.getByTestId('accept-invitation').click();
      await expect(other.getByTestId('team-details')).toContainText(teamName, { timeout: 90_000 });
      await expect(other.getByTestId('credit-balance').first()).toContainText(t(lang, '3 credits', '3 crédits'));
      await holdAllSlots();
      const title = `${t(lang, 'Team flyer', 'Dépliant d’équipe')} ${Date.now()}`;
      await other.goto('/submit-task');
      await other.getByLabel(t(lang, 'Title', 'Titre')).fill(title);
      await other.getByLabel(t(lang, 'Category', 'Catégorie')).selectOption('admin_docs');
      await other.getByLabel(t(lang, 'Brief', 'Description')).first().fill(t(lang, 'Please polish the text below and keep our friendly tone.', 'Veuillez peaufiner le texte ci-dessous en gardant notre ton chaleureux.'));
      await other.locator('#task-source').fill('We are a small café by the canal.');
      await other.getByTestId('submit-task').click();
      await expect(other.getByTestId('toast-credits-deducted')).toBeVisible({ timeout: 90_000 });
      await expect(other.getByTestId('credit-balance').first()).toContainText(t(lang, '2 credits', '2 crédits'));
      await other.goto('/tasks');
      // Late in a full run the Firestore emulator can take 20 s and more to open a page's listen
      // channel (its log: "too many pending messages in the back channel (10001)", a channel of a
      // closed page it still feeds); the SDK then answers the list from its empty cache first.
      await expect(other.getByTestId('task-row').filter({ hasText: title })).toBeVisible({ timeout: 60_000 });

      // The owner sees the team's task and the colleague's spending this month.
      await page.goto('/tasks');
      await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible();
      await page.goto('/team');
      await expect(page.getByTestId(`spent-${colleague.email}`)).toHaveText(t(lang, '1 credit', '1 crédit'));

      // Removed, the colleague's open screen says so and returns to the personal space.
      await page.getByTestId(`remove-${colleague.email}`).click();
      await expect(page.getByTestId(`member-${colleague.email}`)).toHaveCount(0, { timeout: 90_000 });
      await expect(other.getByText(t(lang, `You no longer have access to ${teamName}.`, `Vous n’avez plus accès à ${teamName}.`), { exact: false })).toBeVisible({ timeout: 30_000 });
      // In no team any more, they have their personal space only: the switcher has nothing to offer.
      await expect(other.getByTestId('space-switcher')).toHaveCount(0);
      await expect(other.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
      await expectAccessible(other);
      await context.close();
    });
  });
}
