// A task ordered in English and French at once: priced with the bilingual surcharge (credits and
// card, never the client's number), drafted as two texts with the account's kit, delivered and
// revised as two texts within the tier's hours, its surcharge its own receipt line, and counted
// apart in the statistics.
import { BILINGUAL_SEPARATOR, DEFAULT_SETTINGS, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { offlineDrafter } from '../../functions/src/services/drafters/index';
import { brandKitDoc } from '../support/brand-kits';
import { randomId } from '../support/emulators';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createTask, readTask } from '../support/pipeline';
import { waitForMails } from '../support/maildev';
import { pdfText } from '../support/receipts';
import { buyer, payAt, stripeTest } from '../support/stripe';
import { balanceOf, giveWallet, setSettings, cardTaskOrder, submitInput } from '../support/task-helpers';

let customer: TestClient;
let admin: TestClient;
beforeAll(async () => {
  await setSettings();
  [customer, admin] = await Promise.all([signedInClient(), signedInClient({ admin: true })]);
});
afterAll(async () => Promise.all([customer.close(), admin.close()]));

const H = 3_600_000;
const inReview = (reviewerId: string, extra: Partial<Task> = {}) =>
  ({
    status: 'in_review',
    queueStatus: null,
    queuePosition: null,
    reviewerId,
    activatedAt: new Date(),
    dueAt: new Date(Date.now() + 24 * H),
    bilingual: true,
    ...extra,
  }) as Partial<Task>;

describe('the price of a task in both languages', () => {
  it('adds the setting’s surcharge in previewPrice and submitTask, within the tier’s hours', async () => {
    const one = await customer.call('previewPrice', { category: 'admin_docs', tier: 'express' });
    const both = await customer.call('previewPrice', { category: 'admin_docs', tier: 'express', bilingual: true });
    // basic 1 + express 1 (+ 1 for both languages) at 29 $ a credit; the same 18 hours.
    expect(one).toMatchObject({ credits: 2, cad: 58, hours: 18, bilingualCredits: 0 });
    expect(both).toMatchObject({
      credits: 3,
      cad: 87,
      hours: 18,
      bilingualCredits: DEFAULT_SETTINGS.bilingualSurchargeCredits,
    });

    const uid = customer.uid!;
    await giveWallet(uid, 5);
    const out = await customer.call('submitTask', submitInput(customer.uid!, { bilingual: true }));
    expect(out.priceCredits).toBe(2);
    expect(await balanceOf(uid)).toBe(3);
    const task = await readTask(out.taskId);
    expect(task).toMatchObject({ bilingual: true, priceCredits: 2 });
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', out.taskId)
      .where('action', '==', 'task_submitted')
      .get();
    expect(audit.docs[0]?.get('metadata')).toMatchObject({ bilingual: true, bilingualCredits: 1, priceCredits: 2 });
    // The analytics' own line: the customer's all-time counters count it apart (and in the total).
    const stats = (await adminDb.doc(`customerStats/${uid}`).get()).get('c') as Record<string, number>;
    expect(stats).toMatchObject({ tasksBilingual: 1, tasksSubmitted: 1 });
  });

  it('a card pays the surcharge at the credit price, its own line on the receipt and its PDF', async () => {
    const c = await buyer({ province: 'AB', balance: 0 });
    const { requestId, task } = cardTaskOrder({ bilingual: true, title: 'Spring menu' });
    const { url, sessionId, draftId } = await c.call('createCheckoutSession', {
      kind: 'task',
      requestId,
      task,
      locale: 'en',
    });
    // admin_docs 1 credit + 1 for both languages = 58 $; Alberta: GST 5 % = 60.90 $.
    expect((await stripeTest.checkout.sessions.retrieve(sessionId)).amount_total).toBe(6_090);
    expect((await payAt(url)).status).toBe(303);
    const paid = await c.call('confirmCheckoutSession', { sessionId });
    expect(paid).toMatchObject({ status: 'paid', taskId: draftId, totalCents: 6_090 });
    expect(await readTask(draftId)).toMatchObject({ bilingual: true, priceCredits: 2, paymentMethod: 'card' });

    const receipt = (await adminDb.doc(`receipts/${paid.receiptId}`).get()).data()!;
    expect(receipt.lines).toEqual([
      { description: { en: 'Tasklane task: Spring menu', fr: 'Tâche Tasklane : Spring menu' }, amountCents: 2_900 },
      {
        description: {
          en: 'English and French (both languages, +1 cr.)',
          fr: 'Anglais et français (deux langues, +1 cr.)',
        },
        amountCents: 2_900,
      },
    ]);
    expect(receipt.subtotalCents).toBe(5_800);
    const pdf = await c.call('getReceiptPdf', { receiptId: paid.receiptId! });
    // The PDF wraps long descriptions in their column: compare with the line breaks flattened.
    const text = (await pdfText(new Uint8Array(Buffer.from(pdf.base64, 'base64')))).replace(/\s+/g, ' ');
    expect(text).toContain('English and French (both languages, +1 cr.)');
    expect(text).toContain('Anglais et français (deux langues, +1 cr.)');
    // The receipt mail names each line too, in the customer's language.
    const [mail] = await waitForMails(c.email!, { where: (m) => m.subject.includes(paid.receiptId!) });
    expect(mail!.text).toContain('Tasklane task: Spring menu: $29.00');
    expect(mail!.text).toContain('English and French (both languages, +1 cr.): $29.00');
  });
});

describe('a bilingual task’s draft', () => {
  it('the offline drafter writes both texts with the kit: the glossary in the French, the sign-off in each', async () => {
    const uid = randomId('kit-both');
    await adminDb.doc(`brandKits/${uid}`).set(brandKitDoc(uid));
    const id = await createTask(uid, {
      status: 'submitted',
      queueStatus: 'active',
      activatedAt: Date.now(),
      bilingual: true,
      language: 'en',
      category: 'marketing_content',
      brief: 'A spring poster for families.',
      sourceText: 'Come to the sugar shack for maple taffy.',
    } as Partial<Task>);
    expect(await draftTask(id, { settings: DEFAULT_SETTINGS, drafter: offlineDrafter, backoffBaseMs: 10 })).toBe(
      'drafted',
    );
    const draft = (await adminDb.doc(`tasks/${id}/staff/draft`).get()).data()!;
    expect(draft.text).toContain('[OFFLINE DRAFT');
    expect(draft.text).toContain('Come to the sugar shack for maple taffy.');
    expect(draft.text).toContain('The Lavoie family');
    expect(draft.text).not.toContain(BILINGUAL_SEPARATOR);
    expect(draft.textFr).toContain('[BROUILLON HORS LIGNE');
    expect(draft.textFr).toContain('Come to the cabane à sucre for tire d’érable.');
    expect(draft.textFr).toContain('The Lavoie family');
  });
});

describe('delivering and revising a bilingual task', () => {
  it('delivers both texts; one alone is refused on the French field', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!));
    const missing = await errorOf(admin.call('deliverTask', { taskId: id, result: 'Our spring menu.' }));
    expect(missing.code).toBe('functions/invalid-argument');
    expect(missing.details).toMatchObject({ fields: { resultFr: 'result_required' } });
    const long = await errorOf(
      admin.call('deliverTask', { taskId: id, result: 'Our spring menu.', resultFr: 'mot '.repeat(801) }),
    );
    expect(long.details).toMatchObject({ fields: { resultFr: 'result_too_many_words' } });

    await admin.call('deliverTask', { taskId: id, result: 'Our spring menu.', resultFr: 'Notre menu du printemps.' });
    expect(await readTask(id)).toMatchObject({
      status: 'delivered',
      result: 'Our spring menu.',
      resultFr: 'Notre menu du printemps.',
    });
    expect((await adminDb.doc(`tasks/${id}/staff/review`).get()).data()).toMatchObject({
      finalText: 'Our spring menu.',
      finalTextFr: 'Notre menu du printemps.',
    });
  });

  it('a one-language task takes no French text', async () => {
    const id = await createTask(customer.uid!, inReview(admin.uid!, { bilingual: false }));
    const err = await errorOf(admin.call('deliverTask', { taskId: id, result: 'Done.', resultFr: 'Fait.' }));
    expect(err.details).toMatchObject({ fields: { resultFr: 'result_fr_unexpected' } });
  });

  it('a revision reopens both texts within the tier’s hours and is redelivered as both', async () => {
    const uid = customer.uid!;
    await giveWallet(uid, 3);
    const id = await createTask(uid, inReview(admin.uid!));
    await admin.call('deliverTask', { taskId: id, result: 'Our spring menu.', resultFr: 'Notre menu du printemps.' });
    const asked = Date.now();
    expect(await customer.call('requestRevision', { taskId: id, note: 'Say “maple taffy” in both texts.' })).toEqual({
      chargedCredits: 0,
      revisionCount: 1,
    });
    const reopened = await readTask(id);
    const due = (reopened.dueAt as unknown as { toMillis(): number }).toMillis();
    // The standard tier's 24 hours: no extra time for the second language.
    expect(due).toBeGreaterThanOrEqual(asked + 24 * H - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * H);

    await admin.call('pickUpTask', { taskId: id });
    const half = await errorOf(admin.call('deliverTask', { taskId: id, result: 'Our spring menu, with maple taffy.' }));
    expect(half.details).toMatchObject({ fields: { resultFr: 'result_required' } });
    await admin.call('deliverTask', {
      taskId: id,
      result: 'Our spring menu, with maple taffy.',
      resultFr: 'Notre menu du printemps, avec la tire d’érable.',
    });
    const task = await readTask(id);
    expect(task).toMatchObject({
      status: 'delivered',
      revisionCount: 1,
      result: 'Our spring menu, with maple taffy.',
      resultFr: 'Notre menu du printemps, avec la tire d’érable.',
    });
    expect(task.history.at(-1)).toMatchObject({ to: 'delivered', note: 'Revision delivered' });
  });

  it('deleting the account empties both texts of the person’s bilingual task', async () => {
    const c = await signedInClient();
    const id = await createTask(c.uid!, inReview(admin.uid!));
    await admin.call('deliverTask', { taskId: id, result: 'Our spring menu.', resultFr: 'Notre menu du printemps.' });
    expect(await c.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    expect(await readTask(id)).toMatchObject({ userId: 'deleted-user', result: null, resultFr: null });
  });
});
