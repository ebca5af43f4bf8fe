// The quote journey in both languages, two browser contexts: the customer requests a quote, an
// admin answers with a ceiling, the customer accepts with credits, the admin delivers (refused
// above the ceiling first) and the customer confirms; the customer's page follows every step live.
import { expect, test, type Browser, type Page } from './fixtures';
import { acceptedOf, quoteDoc, versionOf } from '../support/quotes';
import { createUser, expectAccessible, signInAs, useLanguage, type Lang } from './support';

// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

/** Axe on a settled page: a toast fading in has a transient low contrast that is not the page's. */
async function accessibleWhenSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
}

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('quotes', () => {
  test.describe.configure({ timeout: 240_000 });
  test('request, quote, accept with credits, deliver and settle, the customer page updating live', async ({
    browser,
  }) => {
    const customer = await createUser({ credits: 12, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const title = `${'Handbook rewrite'} ${Date.now()}`;

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto('/quotes');
    await expect(cust.page.getByTestId('quotes-empty')).toBeVisible(CALL);
    // The form says what is wrong before anything is sent.
    await cust.page.getByTestId('quote-submit').click();
    await expect(cust.page.getByTestId('quote-error-title')).toHaveText('Title is required');
    await cust.page.locator('#quote-title').fill(title);
    // The word limit is written as the page's language writes numbers.
    await expect(cust.page.getByTestId('quote-word-count')).toHaveText('0 / 10,000 words');
    await cust.page.locator('#quote-category').selectOption('hr_operations');
    await cust.page.locator('#quote-description').fill('Rewrite our 30-page employee handbook in plain language.');
    await cust.page.locator('#quote-wanted-by').fill(inDays(30));
    await cust.page.locator('#quote-budget').fill('500');
    await accessibleWhenSettled(cust.page);
    await cust.page.getByTestId('quote-submit').click();
    await expect(cust.page).toHaveURL(/\/quotes\/[A-Za-z0-9]+$/, CALL);
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Requested');
    await expect(cust.page.getByTestId('quote-waiting')).toBeVisible();

    // The admin answers from the quotes panel.
    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin/quotes');
    const row = adm.page.getByTestId('admin-quote-row').filter({ hasText: title });
    await expect(row).toBeVisible(CALL);
    await row.getByTestId('open-quote').click();
    await adm.page.locator('#answer-scope').fill('All 30 pages, one review round.');
    await adm.page.locator('#answer-estimate').fill('250');
    await adm.page.locator('#answer-nte').fill('290');
    await accessibleWhenSettled(adm.page);
    await adm.page.getByTestId('answer-submit').click();
    // Answered, it leaves the "needs our work" list.
    await expect(row).toHaveCount(0, CALL);

    // Live on the customer's page: the offer, its ceiling and its price in credits.
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Quote ready', CALL);
    await expect(cust.page.getByTestId('offer-nte')).toContainText('290');
    await expect(cust.page.getByTestId('offer-credits')).toHaveText('10 credits');
    // 14 days by default; the page's clock ticks every 30 s, so it may still read a full 14 d.
    await expect(cust.page.getByTestId('quote-expiry')).toHaveText(/^Offer expires in 1[34] d \d+ h$/);
    await accessibleWhenSettled(cust.page);
    await cust.page.getByTestId('accept-credits').click();
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Accepted', CALL);
    await expect(cust.page.getByTestId('held-credits')).toHaveText('10');

    // The admin delivers: above the locked ceiling is refused, then within it.
    await adm.page.getByTestId('quote-filter').selectOption('accepted');
    await adm.page.getByTestId('admin-quote-row').filter({ hasText: title }).getByTestId('open-quote').click();
    await adm.page.getByTestId('review-editor').fill('The rewritten handbook.');
    await adm.page.getByTestId('deliver-actual').fill('300');
    await adm.page.getByTestId('deliver-quote').click();
    await expect(adm.page.getByTestId('over-nte')).toBeVisible(CALL);
    await adm.page.getByTestId('deliver-actual').fill('200');
    await adm.page.getByTestId('deliver-quote').click();

    await expect(cust.page.getByTestId('quote-status')).toHaveText('Delivered', CALL);
    await expect(cust.page.getByTestId('quote-result')).toContainText('The rewritten handbook.');
    await expect(cust.page.getByTestId('actual-cost')).toContainText('200');
    await accessibleWhenSettled(cust.page);
    await cust.page.getByTestId('confirm-quote').click();
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Completed', CALL);
    // 200 $ at 29 $ a credit uses 7 of the 10 held; 3 come back.
    await expect(cust.page.getByTestId('settled-credits')).toHaveText('7 / 3');
    const { adminDb } = await import('../support/functions-client');
    await expect.poll(async () => (await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(5);

    await cust.page.goto('/quotes');
    await expect(cust.page.getByTestId('quote-row').filter({ hasText: title }).getByTestId('quote-status')).toHaveText(
      'Completed',
    );
    await accessibleWhenSettled(cust.page);
    await cust.context.close();
    await adm.context.close();
  });

  test('money back: the customer asks for a refund after delivery, the admin approves, every credit comes back live', async ({
    browser,
  }) => {
    const { adminDb } = await import('../support/functions-client');
    // 12 credits bought, 10 held by the accepted quote, delivered for 200 $.
    const customer = await createUser({ credits: 2, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const title = `${'Brochure translation'} ${Date.now()}`;
    const now = Date.now();
    const ref = adminDb.collection('quotes').doc();
    await ref.set({
      ...quoteDoc(customer.uid, {
        title,
        status: 'delivered',
        versions: [versionOf()],
        accepted: acceptedOf(),
        result: 'The translated brochure.',
        actualCents: 20_000,
        deliveredAt: now,
      }),
      history: [
        { at: now - 3000, by: customer.uid, from: null, to: 'requested' },
        { at: now - 2000, by: admin.uid, from: 'requested', to: 'quoted' },
        { at: now - 1000, by: customer.uid, from: 'quoted', to: 'accepted' },
        { at: now, by: admin.uid, from: 'accepted', to: 'delivered' },
      ],
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/quotes/${ref.id}`);
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Delivered', CALL);
    await cust.page.getByTestId('quote-refund').locator('summary').click();
    // A reason too short is refused with a message, and nothing changes.
    await cust.page.getByLabel('Why do you want a refund?').fill('Bad');
    await cust.page.getByTestId('refund-form').getByRole('button', { name: 'Ask for a refund' }).click();
    await expect(cust.page.getByTestId('refund-form').locator('.help.is-danger')).toBeVisible(CALL);
    await cust.page.getByLabel('Why do you want a refund?').fill('Half of the brochure is missing.');
    await cust.page.getByTestId('refund-form').getByRole('button', { name: 'Ask for a refund' }).click();
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Refund requested', CALL);
    await expect(cust.page.getByTestId('quote-refund-pending')).toBeVisible();
    await expect(cust.page.getByTestId('confirm-quote')).toHaveCount(0);
    await accessibleWhenSettled(cust.page);

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin/quotes');
    const row = adm.page.getByTestId('admin-quote-row').filter({ hasText: title });
    await expect(row).toBeVisible(CALL);
    await row.getByTestId('open-quote').click();
    const decision = adm.page.getByTestId('quote-refund-decision');
    await expect(decision).toContainText('Half of the brochure is missing.');
    await expect(decision).toContainText('10 reserved credits');
    await accessibleWhenSettled(adm.page);
    await decision.getByTestId('approve-quote-refund').click();
    await expect(row).toHaveCount(0, CALL);

    await expect(cust.page.getByTestId('quote-status')).toHaveText('Refunded', CALL);
    await expect(cust.page.getByTestId('quote-refunded')).toBeVisible();
    await expect.poll(async () => (await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(12);
    await accessibleWhenSettled(cust.page);
    await cust.context.close();
    await adm.context.close();
  });

  test('a higher ceiling on a quote paid by card: the admin offers it, the customer pays only the difference on Checkout, the page updates live', async ({
    browser,
  }) => {
    const { adminDb } = await import('../support/functions-client');
    const customer = await createUser({ credits: 0, locale: 'en' });
    await adminDb.doc(`profiles/${customer.uid}`).set({ province: 'ON' }, { merge: true });
    const admin = await createUser({ admin: true, locale: 'en' });
    const title = `${'Annual report'} ${Date.now()}`;
    const now = Date.now();
    // Accepted by card at 290 $ + 13 % HST = 327.70 $ (a recorded payment; this journey never refunds it).
    const card = acceptedOf({
      paymentMethod: 'card',
      reservedCredits: 0,
      paymentId: `pi_e2e_${now}`,
      province: 'ON',
      subtotalCents: 29_000,
      taxes: [{ code: 'HST', rateBps: 1300, amountCents: 3770 }],
      totalCents: 32_770,
    });
    const ref = adminDb.collection('quotes').doc();
    await ref.set({
      ...quoteDoc(customer.uid, { title, status: 'accepted', versions: [versionOf()], accepted: card }),
      history: [
        { at: now - 2000, by: customer.uid, from: null, to: 'requested' },
        { at: now - 1000, by: admin.uid, from: 'requested', to: 'quoted' },
        { at: now, by: customer.uid, from: 'quoted', to: 'accepted' },
      ],
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/quotes/${ref.id}`);
    await expect(cust.page.getByTestId('quote-status')).toHaveText('Accepted', CALL);
    await expect(cust.page.getByTestId('quote-raise')).toHaveCount(0);

    // The admin offers 400 $ from the panel.
    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin/quotes');
    await adm.page.getByTestId('quote-filter').selectOption('accepted');
    await adm.page.getByTestId('admin-quote-row').filter({ hasText: title }).getByTestId('open-quote').click(CALL);
    const raiseForm = adm.page.getByTestId('raise-ceiling');
    await raiseForm.locator('summary').click();
    await raiseForm.locator('#answer-scope').fill('All 40 pages, with the new appendix.');
    await raiseForm.locator('#answer-estimate').fill('340');
    await raiseForm.locator('#answer-nte').fill('400');
    await accessibleWhenSettled(adm.page);
    await raiseForm.getByTestId('answer-submit').click();

    // Live on the customer's page: only the difference, 110 $ + 14.30 $ HST.
    const raise = cust.page.getByTestId('quote-raise');
    await expect(raise).toBeVisible(CALL);
    await expect(raise.getByTestId('raise-difference')).toContainText('110.00');
    await expect(raise.getByTestId('raise-card-total')).toContainText('124.30');
    // The tax is named as a Canadian invoice names it in the page's language.
    await expect(raise.getByTestId('raise-price')).toContainText('HST (13%)');
    await expect(raise.getByTestId('accept-credits')).toHaveCount(0);
    await accessibleWhenSettled(cust.page);
    await raise.getByTestId('pay-raise-card').click();

    // The Stripe stand-in's hosted page, then back to the quote.
    await expect(cust.page.locator('#card')).toBeVisible({ timeout: 120_000 });
    await expect(cust.page.getByTestId('total')).toContainText('124.30');
    await cust.page.locator('#card').fill('4242 4242 4242 4242');
    await cust.page.locator('#exp').fill('12 / 34');
    await cust.page.locator('#cvc').fill('123');
    await cust.page.locator('button[type=submit]').click();
    await expect(cust.page).toHaveURL(new RegExp(`/quotes/${ref.id}`), { timeout: 120_000 });
    await expect(cust.page.getByTestId('quote-raise')).toHaveCount(0, { timeout: 120_000 });
    const price = cust.page.getByTestId('accepted-price');
    await expect(price).toContainText('Locked ceiling (version 2)');
    await expect(price.getByTestId('card-payment')).toHaveCount(2);
    await expect(price.getByTestId('charged-total')).toContainText('452.00');
    await accessibleWhenSettled(cust.page);
    // The admin may now deliver up to the new ceiling.
    await expect
      .poll(async () => (await adminDb.doc(`quotes/${ref.id}`).get()).get('accepted.version.nteCents'))
      .toBe(40_000);
    await cust.context.close();
    await adm.context.close();
  });
});
