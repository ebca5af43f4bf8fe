import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectAccessible, useLanguage } from './support';
import { CALLABLE, STRONG, fillSignup, mailLink, uniqueEmail } from './accounts-support';

// Privacy and language law (issue 53): sign up in Québec with the French terms shown first, choose
// the English ones explicitly, then download the data export from /profile and open it.
test.describe('data export journey', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('sign up in Québec choosing English, then download the data export and open it', async ({ page }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('export-en');
    await page.goto('/auth?mode=signup');
    await fillSignup(page, {
      name: 'Élise Gagnon',
      email,
      password: STRONG,
      company: 'Atelier',
      locale: 'en',
      province: 'QC',
    });
    // In Québec the French terms come first; being bound by the English ones is an explicit choice.
    await expect(page.getByTestId('signup-french-first')).toContainText("Conditions d'utilisation");
    await page.getByTestId('signup-english-chosen').check();
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('check-email')).toBeVisible(CALLABLE);
    const verify = await mailLink(email);
    await page.goto(verify.path);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    const box = page.getByTestId('profile-data-export');
    await expect(box.getByTestId('data-exports-empty')).toHaveText('No export yet.');
    await box.getByTestId('data-export-request').click();
    // Built in the background; the list follows it live until it can be downloaded.
    const row = box.getByTestId('data-export-row').first();
    await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
    await expectAccessible(page);
    // A second one the same day is refused.
    await box.getByTestId('data-export-request').click();
    await expect(box.getByTestId('data-export-refused')).toContainText('One export a day', CALLABLE);

    const downloading = page.waitForEvent('download');
    await row.getByTestId('data-export-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tasklane-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(await zip.file('README.md')!.async('string')).toContain('# Vos données');
    const profile = JSON.parse(await zip.file('profile.json')!.async('string')) as {
      records: { name: string; province: string }[];
    };
    expect(profile.records[0]).toMatchObject({ name: 'Élise Gagnon', province: 'QC' });
    const consents = JSON.parse(await zip.file('consents.json')!.async('string')) as {
      records: { document: string; language: string; englishChosen?: boolean }[];
    };
    expect(consents.records.find((c) => c.document === 'terms')).toMatchObject({ language: 'en', englishChosen: true });
  });
});
