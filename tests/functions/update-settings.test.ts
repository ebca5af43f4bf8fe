import { DEFAULT_SETTINGS, type AuditLog, type Settings } from '@tasklane/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { advance, buyer, granted, payAt, subscribe } from '../support/stripe';
import { waitForMails } from '../support/maildev';
import { taskDoc } from '../support/factories';
import { Timestamp } from 'firebase-admin/firestore';
import { balanceOf, giveWallet, setSettings, cardTaskOrder, submitInput } from '../support/task-helpers';

let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInClient({ admin: true }), signedInClient()]);
});
beforeEach(async () => setSettings());
// Settings are global: leave the defaults for the files that run after this one.
afterAll(async () => {
  await setSettings();
  await Promise.all([admin.close(), customer.close()]);
});

const withSurcharge = (express: number): Settings => ({
  ...DEFAULT_SETTINGS,
  tiers: { ...DEFAULT_SETTINGS.tiers, express: { ...DEFAULT_SETTINGS.tiers.express, surchargeCredits: express } },
});

async function settingsAudits(actor: string) {
  const snap = await adminDb
    .collection('auditLogs')
    .where('actorUserId', '==', actor)
    .where('action', '==', 'settings_updated')
    .get();
  return snap.docs.map((d) => d.data() as AuditLog);
}

describe('updateSettings', () => {
  it("a plan's receipts and revenue follow what Stripe billed when the plan's price in the settings changes", async () => {
    const [c, setter] = await Promise.all([buyer({ province: 'ON' }), signedInClient({ admin: true })]);
    try {
      const { subscriptionId, invoiceId } = await subscribe(c, 'starter');
      await granted(invoiceId);
      // The settings now say 129 $ for Starter; the subscriber's Stripe price still bills 99 $.
      const plans = DEFAULT_SETTINGS.plans.map((p) => (p.id === 'starter' ? { ...p, priceCadPerMonth: 129 } : p));
      await setter.call('updateSettings', { settings: { ...DEFAULT_SETTINGS, plans } });
      const { invoice } = await advance(subscriptionId);
      await granted(invoice!.id);
      const receipts = await adminDb.collection('receipts').where('uid', '==', c.uid).get();
      // Ontario: 99 $ + 13 % HST = 111.87 $, on both months' receipts, as charged.
      expect(receipts.docs.map((d) => [d.get('subtotalCents'), d.get('totalCents')])).toEqual([
        [9_900, 11_187],
        [9_900, 11_187],
      ]);
      expect((await adminDb.doc(`invoices/${invoice!.id}`).get()).get('subtotalCents')).toBe(9_900);
    } finally {
      await setSettings();
      await Promise.all([c.close(), setter.close()]);
    }
  });

  it('the delivery e-mail promises the free revisions the settings give', async () => {
    const [c, setter] = await Promise.all([signedInClient(), signedInClient({ admin: true })]);
    try {
      await adminDb.doc(`profiles/${c.uid}`).set({
        name: 'Jeanne Roy',
        email: c.email,
        locale: 'en',
        role: 'customer',
        emailNotifications: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await setter.call('updateSettings', { settings: { ...DEFAULT_SETTINGS, freeRevisionsPerDelivery: 2 } });
      const ref = adminDb.collection('tasks').doc();
      await ref.set(
        taskDoc(c.uid as string, { status: 'in_review', queueStatus: null, queuePosition: null, title: 'Spring menu' }),
      );
      await ref.update({
        status: 'delivered',
        result: 'Done',
        deliveredAt: Timestamp.now(),
        history: [{ at: Timestamp.now(), by: 'reviewer-1', from: 'in_review', to: 'delivered' }],
      });
      const [mail] = await waitForMails(c.email as string, { where: (m) => m.subject.includes('Spring menu') });
      expect(mail?.text).toContain('Each task includes 2 free minor revisions');
    } finally {
      await Promise.all([c.close(), setter.close()]);
    }
  });

  it('a card task keeps the price it was sold at when the prices change while the customer is on the payment page', async () => {
    // Its own admin: the other tests count the settings audits of theirs.
    const [c, priceSetter] = await Promise.all([buyer({ province: 'ON' }), signedInClient({ admin: true })]);
    try {
      const { requestId, task } = cardTaskOrder({ category: 'admin_docs', tier: 'standard' });
      const { url, sessionId } = await c.call('createCheckoutSession', { kind: 'task', requestId, task, locale: 'en' });
      // An admin doubles the basic class's price before the customer pays.
      await priceSetter.call('updateSettings', {
        settings: { ...DEFAULT_SETTINGS, classBaseCredits: { ...DEFAULT_SETTINGS.classBaseCredits, basic: 2 } },
      });
      expect((await payAt(url)).status).toBe(303);
      const paid = await c.call('confirmCheckoutSession', { sessionId });
      // 1 credit at 29 $ + 13 % HST was charged: the task is priced 1 credit, as its payment.
      expect(paid.totalCents).toBe(3277);
      expect((await adminDb.doc(`tasks/${paid.taskId as string}`).get()).get('priceCredits')).toBe(1);
    } finally {
      await Promise.all([c.close(), priceSetter.close()]);
    }
  });

  it('changes the price submitTask charges at once, and audits who changed what, before and after', async () => {
    await giveWallet(customer.uid as string, 20);
    const before = await customer.call(
      'submitTask',
      submitInput(customer.uid!, { category: 'admin_docs', tier: 'express' }),
    );
    expect(before.priceCredits).toBe(2); // basic 1 + express surcharge 1

    expect(await admin.call('updateSettings', { settings: withSurcharge(4) })).toEqual({ changed: 1 });

    const after = await customer.call(
      'submitTask',
      submitInput(customer.uid!, { category: 'admin_docs', tier: 'express' }),
    );
    expect(after.priceCredits).toBe(5);
    expect(await balanceOf(customer.uid as string)).toBe(20 - 2 - 5);
    expect(await customer.call('previewPrice', { category: 'admin_docs', tier: 'express' })).toMatchObject({
      credits: 5,
    });

    const app = (await adminDb.doc('settings/app').get()).data();
    expect(app?.tiers.express.surchargeCredits).toBe(4);
    // The staff-only part stays in its own document, never in the public one.
    expect(app).not.toHaveProperty('drafter');
    expect(app).not.toHaveProperty('prompts');
    const audits = await settingsAudits(admin.uid as string);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.metadata.changes).toEqual([{ path: 'tiers.express.surchargeCredits', before: 1, after: 4 }]);
  });

  it("saves how many days a reviewer's question waits, and askCustomer states the new expiry", async () => {
    expect(
      await admin.call('updateSettings', { settings: { ...DEFAULT_SETTINGS, threads: { waitingDays: 7 } } }),
    ).toEqual({ changed: 1 });
    expect((await adminDb.doc('settings/app').get()).get('threads')).toEqual({ waitingDays: 7 });
    expect((await settingsAudits(admin.uid as string)).map((a) => a.metadata.changes)).toContainEqual([
      { path: 'threads.waitingDays', before: 3, after: 7 },
    ]);
    const ref = adminDb.collection('tasks').doc();
    await ref.set(
      taskDoc(customer.uid as string, {
        status: 'in_review',
        queueStatus: 'active',
        reviewerId: admin.uid,
        activatedAt: new Date(),
        dueAt: new Date(Date.now() + 3_600_000),
      }),
    );
    const { expiresAtMs } = await admin.call('askCustomer', {
      taskId: ref.id,
      question: 'Which logo colour?',
      outcome: 'deliver_on_assumptions',
    });
    const askedAt = ((await ref.get()).get('waiting.askedAt') as Timestamp).toMillis();
    expect(expiresAtMs - askedAt).toBe(7 * 24 * 3_600_000);
    const bad = await errorOf(
      admin.call('updateSettings', { settings: { ...DEFAULT_SETTINGS, threads: { waitingDays: 0 } } }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
  });

  it('writes staff settings (prompts, provider) to the admin-only document and supplier details to the public one', async () => {
    const prompt = 'Draft this carefully for a small business in Gatineau, in plain words.';
    const next: Settings = {
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'openai', model: 'gpt-test', openaiBaseUrl: 'http://127.0.0.1:9/v1', maxRetries: 2 },
      prompts: { ...DEFAULT_SETTINGS.prompts!, admin_docs: { ...DEFAULT_SETTINGS.prompts!.admin_docs, fr: prompt } },
      supplier: { ...DEFAULT_SETTINGS.supplier!, legalName: 'Tasklane Québec inc.' },
      packs: DEFAULT_SETTINGS.packs.map((p) => ({ ...p, stripePriceId: `price_${p.id}` })),
    };
    const out = await admin.call('updateSettings', { settings: next });
    expect(out.changed).toBe(4 + 1 + 1 + 3); // drafter provider/model/base URL/retries, a prompt, the name, three price ids
    const staff = (await adminDb.doc('settings/staff').get()).data();
    expect(staff?.drafter).toMatchObject({ provider: 'openai', model: 'gpt-test' });
    expect(staff?.prompts.admin_docs.fr).toBe(prompt);
    const app = (await adminDb.doc('settings/app').get()).data();
    expect(app?.supplier.legalName).toBe('Tasklane Québec inc.');
    expect(app?.packs[0].stripePriceId).toBe('price_pack_1');
  });

  it('writes nothing and audits nothing when nothing changed', async () => {
    const actor = await signedInClient({ admin: true });
    expect(await actor.call('updateSettings', { settings: DEFAULT_SETTINGS })).toEqual({ changed: 0 });
    expect(await settingsAudits(actor.uid as string)).toHaveLength(0);
    await actor.close();
  });

  it('rejects bad input with field-level codes, and changes nothing', async () => {
    const bad = {
      ...DEFAULT_SETTINGS,
      creditPriceCad: -1,
      tiers: { ...DEFAULT_SETTINGS.tiers, express: { hours: 1.5, surchargeCredits: 1 } },
      queueCapacity: 0,
      drafter: { ...DEFAULT_SETTINGS.drafter, provider: 'openai', openaiBaseUrl: '' },
      supplier: { ...DEFAULT_SETTINGS.supplier, gstHstNumber: '12345' },
      packs: [...DEFAULT_SETTINGS.packs, { ...DEFAULT_SETTINGS.packs[0] }],
    };
    const err = await errorOf(admin.callRaw('updateSettings', { settings: bad }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: {
        'settings.creditPriceCad': 'number_positive',
        'settings.tiers.express.hours': 'integer_required',
        'settings.queueCapacity': 'number_positive',
        'settings.drafter.openaiBaseUrl': 'base_url_required',
        'settings.supplier.gstHstNumber': 'gst_number_invalid',
        'settings.packs': 'setting_id_duplicate',
      },
    });
    // Unknown fields are refused rather than stored where nothing reads them.
    const extra = await errorOf(
      admin.callRaw('updateSettings', { settings: { ...DEFAULT_SETTINGS, secretFlag: true } }),
    );
    expect(extra.code).toBe('functions/invalid-argument');
    expect((await adminDb.doc('settings/app').get()).get('creditPriceCad')).toBe(DEFAULT_SETTINGS.creditPriceCad);
  });

  it('refuses a customer (permission-denied) and a signed-out caller (unauthenticated)', async () => {
    expect((await errorOf(customer.call('updateSettings', { settings: withSurcharge(9) }))).code).toBe(
      'functions/permission-denied',
    );
    const anon = anonymousClient();
    expect((await errorOf(anon.call('updateSettings', { settings: withSurcharge(9) }))).code).toBe(
      'functions/unauthenticated',
    );
    await anon.close();
    expect((await adminDb.doc('settings/app').get()).get('tiers.express.surchargeCredits')).toBe(1);
  });
});
