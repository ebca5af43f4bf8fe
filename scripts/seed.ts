/* eslint-disable max-lines -- split pending: users, settings, tasks and quotes seeders into scripts/seed/ */
// Seeds the emulators with demo data: a customer (on the Pro plan, owner of a team of two), an admin, the default settings and tasks in every status. Idempotent: fixed ids, and existing
// documents are left as they are, so running it twice neither fails nor duplicates anything.
import { CATEGORIES, REVIEWER_PROFILES } from '@tasklane/domain';
import {
  DEFAULT_SETTINGS,
  QUEUE_COLLECTION,
  cadToCents,
  computeTaxes,
  countWords,
  splitSettings,
  dueAt,
  offlineDraftText,
  priceOf,
  queueKey,
  queueOrder,
  quoteCheckout,
  type Category,
  type TaskStatus,
  type Tier,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { adminSdk } from './support/admin-sdk.ts';
import { filesBucket, objectPath } from '../functions/src/lib/storage.ts';
import { prepareReceipt } from '../functions/src/lib/receipts.ts';
import { rebuildStats, writeStats } from '../functions/src/maintenance/stats-rebuild.ts';
import Stripe from 'stripe';
import { STRIPE_LOCAL_SECRET_KEY } from './support/stripe-keys.mjs';
import { seedBrandKit } from './seed-brand-kit.ts';

export const DEMO_USERS = {
  customer: {
    uid: 'demo-customer',
    email: 'customer@tasklane.test',
    password: 'Demo-Customer-2026!',
    name: 'Camille Tremblay',
    company: 'Café Rideau',
    locale: 'fr' as const,
    admin: false,
    province: 'QC' as const,
  },
  admin: {
    uid: 'demo-admin',
    email: 'admin@tasklane.test',
    password: 'Demo-Admin-2026!',
    name: 'Alex Martin',
    company: 'Tasklane',
    locale: 'en' as const,
    admin: true,
    province: 'ON' as const,
  },
};

const HOUR = 3_600_000;

async function ensureUser(u: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) {
  const { auth, db } = adminSdk();
  try {
    await auth.getUser(u.uid);
  } catch {
    await auth.createUser({
      uid: u.uid,
      email: u.email,
      password: u.password,
      displayName: u.name,
      emailVerified: true,
    });
  }
  if (u.admin) await auth.setCustomUserClaims(u.uid, { admin: true });
  const now = Timestamp.now();
  await createIfAbsent(db.collection('profiles').doc(u.uid), {
    name: u.name,
    email: u.email,
    company: u.company,
    phone: '',
    locale: u.locale,
    role: u.admin ? 'admin' : 'customer',
    emailNotifications: true,
    province: u.province,
    createdAt: now,
    updatedAt: now,
  });
  await createIfAbsent(db.collection('wallets').doc(u.uid), {
    userId: u.uid,
    balance: u.admin ? 0 : 12,
    updatedAt: now,
  });
}

async function createIfAbsent(ref: FirebaseFirestore.DocumentReference, data: Record<string, unknown>) {
  try {
    await ref.create(data);
  } catch (err) {
    if ((err as { code?: number }).code !== 6) throw err; // 6 = ALREADY_EXISTS
  }
}

interface DemoTask {
  id: string;
  title: string;
  category: Category;
  tier: Tier;
  status: TaskStatus;
  hoursAgo: number;
  brief: string;
  result?: string;
}

const TASKS: DemoTask[] = [
  {
    id: 'demo-task-queued',
    title: 'Menu d’automne : descriptions',
    category: 'marketing_content',
    tier: 'standard',
    status: 'submitted',
    hoursAgo: 0.2,
    brief: 'Rédiger 6 courtes descriptions de plats pour notre menu d’automne, ton chaleureux.',
  },
  {
    id: 'demo-task-active',
    title: 'Instagram captions for the patio reopening',
    category: 'marketing_content',
    tier: 'express',
    status: 'submitted',
    hoursAgo: 1,
    brief: 'Five bilingual Instagram captions announcing our heated patio reopening on Friday.',
  },
  {
    id: 'demo-task-drafted',
    title: 'Courriel aux clients fidèles',
    category: 'marketing_content',
    tier: 'standard',
    status: 'ai_drafted',
    hoursAgo: 3,
    brief: 'Un courriel commercial pour annoncer notre carte de fidélité, 150 mots.',
  },
  {
    id: 'demo-task-review',
    title: 'Job posting: weekend barista',
    category: 'hr_operations',
    tier: 'premium',
    status: 'in_review',
    hoursAgo: 5,
    brief: 'A bilingual job posting for a weekend barista, 200 words, friendly tone.',
  },
  {
    id: 'demo-task-delivered',
    title: 'Relecture de la page « À propos »',
    category: 'admin_docs',
    tier: 'standard',
    status: 'delivered',
    hoursAgo: 30,
    brief: 'Relire et corriger notre page « À propos » (ci-dessous), garder le ton.',
    result:
      'Café Rideau est né en 2015 d’une idée simple : offrir aux gens du quartier un café fait avec soin, à deux pas du canal.',
  },
  {
    id: 'demo-task-reopened',
    title: 'Holiday hours sign',
    category: 'design_media',
    tier: 'standard',
    status: 'reopened',
    hoursAgo: 40,
    brief: 'A clear sign with our holiday hours, English and French.',
    result: 'Holiday hours / Heures des Fêtes: Dec 24 8–14 h; Dec 25–26 closed / fermé.',
  },
  {
    id: 'demo-task-cancelled',
    title: 'Translate the catering form',
    category: 'forms_business_docs',
    tier: 'standard',
    status: 'cancelled',
    hoursAgo: 50,
    brief: 'Translate our catering order form to French.',
  },
];

/**
 * A real PNG drawn here (no binary in the repo): a 320×160 sign in the café's colours, a dark
 * band with a lighter stripe, so the demo task's attachment has a preview worth looking at.
 */
function demoSignPng(): Buffer {
  const width = 320;
  const height = 160;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const band =
        y < 40 || y >= 120
          ? [0x5b, 0x3a, 0x29]
          : y >= 70 && y < 90 && x >= 40 && x < 280
            ? [0xf2, 0xc1, 0x4e]
            : [0xfa, 0xf3, 0xe6];
      row.set(band, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The customer's sources on the holiday-sign task, stored in the bucket (the local stand-in) the
 * way a finished upload leaves them, with their records for the task: the sign to adapt and the
 * hours as text. Without them the demo would show no file anywhere.
 */
async function demoAttachments(taskId: string, at: number) {
  const files = [
    {
      id: 'demo0sign0png000000000001',
      name: 'enseigne-actuelle.png',
      kind: 'png',
      contentType: 'image/png',
      bytes: demoSignPng(),
    },
    {
      id: 'demo0hours0txt00000000001',
      name: 'heures-des-fetes.txt',
      kind: 'txt',
      contentType: 'text/plain',
      bytes: Buffer.from('24 déc. : 8 h à 14 h\n25 et 26 déc. : fermé\n1er janv. : fermé\n', 'utf8'),
    },
  ];
  const records: Record<string, unknown>[] = [];
  for (const f of files) {
    const object = filesBucket().file(objectPath(taskId, 'attachment', f.id));
    const [exists] = await object.exists();
    if (!exists)
      await object.save(f.bytes, {
        resumable: false,
        contentType: f.contentType,
        metadata: { metadata: { originalName: f.name } },
      });
    records.push({
      id: f.id,
      name: f.name,
      kind: f.kind,
      contentType: f.contentType,
      size: f.bytes.length,
      sha256: createHash('sha256').update(f.bytes).digest('hex'),
      uploadedBy: DEMO_USERS.customer.uid,
      uploadedAt: Timestamp.fromMillis(at),
    });
  }
  return records;
}

async function seedTasks() {
  const { db } = adminSdk();
  const now = Date.now();
  const owner = DEMO_USERS.customer.uid;
  for (const t of TASKS) {
    const submitted = now - t.hoursAgo * HOUR;
    const price = priceOf(t.category, t.tier, DEFAULT_SETTINGS);
    const queued = t.status === 'submitted' && t.id === 'demo-task-queued';
    const activated = t.status === 'cancelled' || queued ? null : submitted + 5 * 60_000;
    // A reopened task has its own due time, the tier's hours from the customer's request (made
    // 2 hours ago here), as requestRevision sets it; the original one would show it overdue.
    const due =
      t.status === 'reopened'
        ? dueAt(now - 2 * HOUR, t.tier, DEFAULT_SETTINGS)
        : activated
          ? dueAt(activated, t.tier, DEFAULT_SETTINGS)
          : null;
    const delivered = t.result ? submitted + 20 * HOUR : null;
    const history: Record<string, unknown>[] = [
      { at: Timestamp.fromMillis(submitted), by: owner, from: null, to: 'submitted' },
    ];
    const paths: Record<TaskStatus, TaskStatus[]> = {
      submitted: [],
      ai_drafted: ['ai_drafted'],
      in_review: ['ai_drafted', 'in_review'],
      delivered: ['ai_drafted', 'in_review', 'delivered'],
      reopened: ['ai_drafted', 'in_review', 'delivered', 'reopened'],
      cancelled: ['cancelled'],
    };
    const path = paths[t.status];
    let from: TaskStatus = 'submitted';
    path.forEach((to, i) => {
      history.push({
        at: Timestamp.fromMillis(
          to === 'reopened' ? now - 2 * HOUR : to === 'delivered' && delivered ? delivered : submitted + (i + 1) * HOUR,
        ),
        by: to === 'reopened' || to === 'cancelled' ? owner : to === 'ai_drafted' ? 'system' : DEMO_USERS.admin.uid,
        from,
        to,
      });
      from = to;
    });
    const language = /[éèàç«]/.test(t.brief) ? 'fr' : 'en';
    // Tasks past 'submitted' were drafted: give them the offline drafter's draft, staff-only.
    if (!['submitted', 'cancelled'].includes(t.status)) {
      const text = offlineDraftText({
        title: t.title,
        category: t.category,
        brief: t.brief,
        sourceText: '',
        language,
        deliverableType: 'text',
      });
      await createIfAbsent(db.collection('tasks').doc(t.id).collection('staff').doc('draft'), {
        provider: 'offline',
        text,
        model: DEFAULT_SETTINGS.drafter.model,
        tokens: countWords(text),
        ms: 0,
        attempts: 1,
        failed: false,
        error: null,
        createdAt: Timestamp.fromMillis(submitted + HOUR),
      });
    }
    // One task carries files, so previews and downloads have something to show.
    const files =
      t.id === 'demo-task-reopened'
        ? { attachments: await demoAttachments(t.id, submitted + 60_000), filesHeld: true }
        : {};
    await createIfAbsent(db.collection('tasks').doc(t.id), {
      ...files,
      userId: owner,
      // Personal tasks: the account is the person (lists filter on it).
      accountId: owner,
      title: t.title,
      category: t.category,
      tier: t.tier,
      brief: t.brief,
      sourceText: '',
      deliverableType: 'text',
      language,
      priceCredits: price.credits,
      paymentMethod: 'credits',
      status: t.status,
      queueStatus: t.status === 'submitted' ? (queued ? 'queued' : 'active') : null,
      queuePosition: null,
      queueKey: queueKey(submitted, t.tier, DEFAULT_SETTINGS),
      submittedAt: Timestamp.fromMillis(submitted),
      activatedAt: activated ? Timestamp.fromMillis(activated) : null,
      dueAt: due ? Timestamp.fromMillis(due) : null,
      deliveredAt: delivered ? Timestamp.fromMillis(delivered) : null,
      reviewerId: ['in_review', 'delivered', 'reopened'].includes(t.status) ? DEMO_USERS.admin.uid : null,
      result: t.result ?? null,
      revisionNote: t.status === 'reopened' ? 'Please add the New Year’s Day hours too.' : null,
      revisionCount: t.status === 'reopened' ? 1 : 0,
      lateRefunded: false,
      slaWarned: false,
      draftFailed: false,
      history,
      updatedAt: Timestamp.fromMillis(now),
    });
    // Queued tasks are counted through the queue index, where positions come from.
    if (queued)
      await createIfAbsent(db.collection(QUEUE_COLLECTION).doc(t.id), {
        order: queueOrder(queueKey(submitted, t.tier, DEFAULT_SETTINGS), submitted, t.id),
      });
  }
}

/**
 * Two card-paid packs for the demo customer, issued by the same writer a payment uses, so the
 * billing history on /credits has receipts to show and download. Skipped once the customer has any.
 */
async function seedReceipts() {
  const { db } = adminSdk();
  const u = DEMO_USERS.customer;
  const existing = await db.collection('receipts').where('uid', '==', u.uid).limit(1).get();
  if (!existing.empty) return;
  const packs = [
    { pack: DEFAULT_SETTINGS.packs[1]!, daysAgo: 12 },
    { pack: DEFAULT_SETTINGS.packs[0]!, daysAgo: 4 },
  ];
  for (const [i, { pack, daysAgo }] of packs.entries()) {
    const at = new Date(Date.now() - daysAgo * 24 * HOUR);
    // The wallet holds 12 once both packs are in (the demo plan's month comes after).
    const balanceAfter = 12 - packs.slice(i + 1).reduce((sum, p) => sum + p.pack.credits, 0);
    // Worded as the pack's checkout words it, in both languages.
    const { description } = quoteCheckout({ kind: 'pack', packId: pack.id }, DEFAULT_SETTINGS, u.province, at);
    const subtotalCents = cadToCents(pack.priceCad);
    const taxes = computeTaxes(u.province, subtotalCents, at);
    const n = pack.credits;
    const paymentId = `pi_demo_${pack.id}_${daysAgo}`;
    await db.runTransaction(async (tx) => {
      const receipt = await prepareReceipt(tx, at);
      // The payment and its credits, as fulfilment records them, so statistics and /credits have them too.
      tx.set(db.collection('payments').doc(paymentId), {
        userId: u.uid,
        accountId: u.uid,
        kind: 'pack',
        draftId: `demo_${paymentId}`,
        sessionId: `cs_demo_${pack.id}_${daysAgo}`,
        chargeId: null,
        packId: pack.id,
        credits: n,
        taskId: null,
        description,
        province: u.province,
        subtotalCents,
        taxes: taxes.lines,
        totalCents: taxes.totalCents,
        currency: 'cad',
        status: 'paid',
        refundedCents: 0,
        disputed: false,
        receiptId: receipt.id,
        createdAt: Timestamp.fromDate(at),
        updatedAt: Timestamp.fromDate(at),
      });
      tx.set(db.collection('wallets').doc(u.uid).collection('ledger').doc(paymentId), {
        type: 'purchased',
        credits: n,
        balanceAfter,
        description: description.en,
        descriptionFr: description.fr,
        createdAt: Timestamp.fromDate(at),
      });
      receipt.write({
        uid: u.uid,
        kind: 'receipt',
        customer: { name: u.name, email: u.email, locale: u.locale },
        lines: [
          {
            description: {
              en: `${n} Tasklane credit${n === 1 ? '' : 's'}`,
              fr: `${n} crédit${n === 1 ? '' : 's'} Tasklane`,
            },
            amountCents: subtotalCents,
          },
        ],
        province: u.province,
        taxes: taxes.lines,
        subtotalCents,
        totalCents: taxes.totalCents,
        paymentMethod: 'card',
        paymentId,
      });
    });
  }
}

/**
 * The demo customer on the Pro plan, made the way a customer makes one: a Checkout in subscription
 * mode paid on the local Stripe stand-in, whose webhooks then store the plan and grant its first
 * month (asynchronously, through the Functions emulator). Skipped without a stand-in, or when the
 * customer already has a plan; a failure only warns, the rest of the demo data stands.
 */
async function seedPlan() {
  const api = process.env.TASKLANE_STRIPE_API;
  if (!api) return;
  const { db } = adminSdk();
  const u = DEMO_USERS.customer;
  if ((await db.collection('subscriptions').doc(u.uid).get()).exists) return;
  const plan = DEFAULT_SETTINGS.plans.find((p) => p.id === 'pro');
  if (!plan?.stripePriceId) return;
  try {
    const url = new URL(api);
    const stripe = new Stripe(STRIPE_LOCAL_SECRET_KEY, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    const customer = await stripe.customers.create({
      email: u.email,
      name: u.name,
      preferred_locales: ['fr-CA'],
      metadata: { uid: u.uid },
    });
    await db.collection('stripeCustomers').doc(u.uid).set({ customerId: customer.id, createdAt: Timestamp.now() });
    const taxes = computeTaxes(u.province, cadToCents(plan.priceCadPerMonth), new Date());
    const taxRates = await Promise.all(
      taxes.lines.map((t) =>
        stripe.taxRates.create({
          display_name: t.code,
          percentage: t.rateBps / 100,
          inclusive: false,
          country: 'CA',
          state: u.province,
        }),
      ),
    );
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: u.uid,
      line_items: [{ price: plan.stripePriceId, quantity: 1, tax_rates: taxRates.map((r) => r.id) }],
      subscription_data: { metadata: { uid: u.uid, planId: plan.id, province: u.province } },
      metadata: { uid: u.uid, kind: 'subscription', planId: plan.id },
      success_url: 'http://127.0.0.1/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1/subscription-cancelled',
    });
    const paid = await fetch(session.url as string, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242424242424242', exp: '12 / 34', cvc: '123' }),
    });
    if (paid.status !== 303) throw new Error(`the stand-in answered ${paid.status}`);
  } catch (err) {
    console.warn(`seed: the demo plan was not created (${(err as Error).message})`);
  }
}

/** A second demo person, for the demo team (kept out of DEMO_USERS, which the start banner prints). */
export const DEMO_TEAMMATE = {
  uid: 'demo-teammate',
  email: 'teammate@tasklane.test',
  password: 'Demo-Teammate-2026!',
  name: 'Léa Gagnon',
  company: 'Café Rideau',
  locale: 'fr' as const,
  admin: false,
  province: 'QC' as const,
};
export const DEMO_TEAM_ID = 'demo-team-cafe-rideau';

/** The demo customer's team of two: owner (the demo customer) and one member, with its own wallet. */
async function seedTeam() {
  const { db } = adminSdk();
  await ensureUser(DEMO_TEAMMATE);
  const now = Timestamp.now();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  const team = db.collection('teams').doc(DEMO_TEAM_ID);
  await createIfAbsent(team, {
    name: 'Café Rideau',
    legalName: 'Café Rideau inc.',
    province: 'QC',
    address: '240 rue Rideau, Gatineau QC J8X 1A1',
    status: 'active',
    createdBy: DEMO_USERS.customer.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  });
  const member = (u: typeof DEMO_TEAMMATE | typeof DEMO_USERS.customer, role: 'owner' | 'member', joinedMs: number) =>
    createIfAbsent(team.collection('members').doc(u.uid), {
      uid: u.uid,
      teamName: 'Café Rideau',
      email: u.email,
      name: u.name,
      role,
      joinedAt: Timestamp.fromMillis(joinedMs),
      monthlyCapCredits: role === 'member' ? 10 : null,
      spentMonth: month,
      spentCredits: 0,
    });
  await member(DEMO_USERS.customer, 'owner', Date.now() - 30 * 24 * HOUR);
  await member(DEMO_TEAMMATE, 'member', Date.now() - 7 * 24 * HOUR);
  await createIfAbsent(db.collection('wallets').doc(DEMO_TEAM_ID), {
    userId: DEMO_TEAM_ID,
    accountId: DEMO_TEAM_ID,
    balance: 20,
    updatedAt: now,
  });
}

export async function seed() {
  const { db } = adminSdk();
  const { app, staff } = splitSettings(DEFAULT_SETTINGS);
  await createIfAbsent(db.collection('settings').doc('app'), { ...app, updatedAt: Timestamp.now() });
  await createIfAbsent(db.collection('settings').doc('staff'), { ...staff, updatedAt: Timestamp.now() });
  await ensureUser(DEMO_USERS.customer);
  await ensureUser(DEMO_USERS.admin);
  await ensureDemoReviewer();
  await seedTasks();
  await seedReceipts();
  await seedPlan();
  await seedTeam();
  await seedBrandKit(DEMO_USERS.customer.uid);
  // The demo records were written directly, not through the transactions that count them:
  // build their statistics the way the backfill does (idempotent: a rebuild of the same records).
  await writeStats(db, await rebuildStats(db));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then(() => console.log('Seeded the demo data.'))
    .catch((err: unknown) => {
      console.error(`seed: ${(err as Error).message}`);
      process.exit(1);
    });
}

/** A reviewer who is not an admin (both languages, every category), to try the review desk. */
export const DEMO_REVIEWER = {
  uid: 'demo-reviewer',
  email: 'reviewer@tasklane.test',
  password: 'Demo-Reviewer-2026!',
  name: 'Sam Côté',
};

async function ensureDemoReviewer() {
  const { auth, db } = adminSdk();
  const u = DEMO_REVIEWER;
  try {
    await auth.getUser(u.uid);
  } catch {
    await auth.createUser({
      uid: u.uid,
      email: u.email,
      password: u.password,
      displayName: u.name,
      emailVerified: true,
    });
  }
  await auth.setCustomUserClaims(u.uid, { reviewer: true });
  const now = Timestamp.now();
  await createIfAbsent(db.collection('profiles').doc(u.uid), {
    name: u.name,
    email: u.email,
    company: 'Tasklane',
    phone: '',
    locale: 'fr',
    role: 'customer',
    reviewer: true,
    emailNotifications: true,
    createdAt: now,
    updatedAt: now,
  });
  await createIfAbsent(db.collection('wallets').doc(u.uid), { userId: u.uid, balance: 0, updatedAt: now });
  await createIfAbsent(db.collection(REVIEWER_PROFILES).doc(u.uid), {
    name: u.name,
    languages: ['en', 'fr'],
    categories: [...CATEGORIES],
    maxActive: 3,
    away: false,
    active: true,
    lastAssignedAt: null,
    updatedAt: now,
  });
}
