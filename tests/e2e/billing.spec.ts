// Billing: the billing history on /credits lists the customer's receipts and credit notes
// newest first, and each downloads as the bilingual PDF; the billing province is set in /profile.
// Receipts are written with the Admin SDK from the typed factory: the functions' writer is
// CommonJS-bundled code that Playwright's loader cannot import (its tests run under vitest).
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { extractText } from 'unpdf';
import { receiptDoc } from '../support/factories';
import { adminDb } from '../support/functions-client';
import { CALLABLE } from './accounts-support';
import { createUser, signInAs, tableOverflow, useLanguage } from './support';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function pdfText(pdf: Uint8Array): Promise<string> {
  return plain((await extractText(pdf, { mergePages: true })).text);
}

/** A Québec receipt (or credit note) of 135 $ + GST + QST, under a number no other test uses. */
async function issueReceipt(c: {
  uid: string;
  email: string;
  name: string;
  locale: 'en' | 'fr';
  at: Date;
  kind?: 'receipt' | 'credit_note';
  refundOf?: string;
}): Promise<string> {
  const doc = receiptDoc(c.uid, 100_000 + Math.floor(Math.random() * 899_999), {
    kind: c.kind ?? 'receipt',
    customer: { name: c.name, email: c.email, locale: c.locale },
    province: 'QC',
    taxes: [
      { code: 'GST', rateBps: 500, amountCents: 675 },
      { code: 'QST', rateBps: 997.5, amountCents: 1347 },
    ],
    taxCents: 2022,
    totalCents: 15_522,
    issuedAt: c.at,
    ...(c.refundOf ? { refundOf: c.refundOf } : {}),
  });
  await adminDb.doc(`receipts/${doc.number}`).set(doc);
  return doc.number;
}

test.describe('billing', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('billing history lists receipts and credit notes newest first and downloads the PDF', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser({ locale: 'en', name: 'Élise Côté' });
    const base = { uid: user.uid, email: user.email, name: user.name, locale: 'en' as const };
    const older = await issueReceipt({ ...base, at: new Date(Date.now() - 5 * 86_400_000) });
    const newer = await issueReceipt({
      ...base,
      at: new Date(Date.now() - 86_400_000),
      kind: 'credit_note',
      refundOf: older,
    });
    await signInAs(page, user);
    await page.goto('/credits');

    const rows = page.getByTestId('billing-row');
    // The first live query of a fresh session can be slow on a loaded machine.
    await expect(rows).toHaveCount(2, CALLABLE);
    await expect(rows.nth(0)).toHaveAttribute('data-kind', 'credit_note');
    await expect(rows.nth(0)).toContainText(newer);
    await expect(rows.nth(0)).toContainText('Credit note');
    await expect(rows.nth(1)).toContainText(older);
    await expect(rows.nth(1)).toContainText('Receipt');
    expect(plain((await rows.nth(1).textContent()) ?? '')).toContain('$155.22');
    // On a phone each row is a card with its column names: nothing to scroll sideways.
    expect(await tableOverflow(page, 'billing-table')).toBe(0);

    const downloading = page.waitForEvent('download', CALLABLE);
    await page.getByTestId(`download-${older}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${older}-receipt.pdf`);
    const text = await pdfText(new Uint8Array(await readFile((await download.path()) as string)));
    expect(text).toContain('QST 9.975% $13.47');
    expect(text).toContain('TVQ 9,975 % 13,47 $');
    expect(text).toContain('Élise Côté');
    await expect(page.getByTestId(`download-${older}`)).toBeEnabled();
  });

  test('a customer without payments sees an empty billing history', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await signInAs(page, user);
    await page.goto('/credits');
    await expect(page.getByTestId('billing-empty')).toHaveText(
      'No receipts yet. Each card payment and each refund will be listed here with its PDF.',
    );
  });

  test('the billing province is chosen in the profile and saved', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await signInAs(page, user);
    await page.goto('/profile');
    const select = page.getByLabel('Province or territory (billing)');
    await expect(select).toHaveValue('');
    await expect(select.locator('option[value="NS"]')).toHaveText('Nova Scotia');
    await select.selectOption('NS');
    await page.getByTestId('profile-save').click();
    await expect.poll(async () => (await adminDb.doc(`profiles/${user.uid}`).get()).get('province')).toBe('NS');
    await page.reload();
    await expect(page.getByLabel('Province or territory (billing)')).toHaveValue('NS');
  });
});
