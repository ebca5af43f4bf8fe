// "Download my data" (docs/features/data-export.md): a customer's archive and a team owner's,
// built in the background from the personal-data list, unzipped here: what they hold, what they
// leave out; only the requester downloads, for 24 hours; one finished export a day (a failed one
// does not count); the callable's refusals.
import type { DataExport } from '@tasklane/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredExports } from '../../functions/src/lib/data-export/retention';
import { profileDoc, receiptDoc, taskDoc } from '../support/factories';
import { bucket, functionUrl } from '../support/files';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { waitForMails } from '../support/maildev';

const opened: TestClient[] = [];
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function client(name: string, locale: 'en' | 'fr') {
  const c = await signedInClient({ displayName: name });
  opened.push(c);
  await adminDb.doc(`profiles/${c.uid}`).set(profileDoc({ name, email: c.email!, locale }));
  return c;
}

async function ready(exportId: string): Promise<DataExport> {
  const until = Date.now() + 60_000;
  for (;;) {
    const data = (await adminDb.doc(`dataExports/${exportId}`).get()).data() as DataExport;
    if (data.status === 'ready' || data.status === 'failed') return data;
    if (Date.now() > until) throw new Error(`export ${exportId} still ${data.status}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const fetchExport = async (c: TestClient | null, exportId: string) =>
  fetch(functionUrl('downloadDataExport', { exportId }), {
    headers: c ? { Authorization: `Bearer ${await c.idToken()}` } : {},
  });

async function unzip(c: TestClient, exportId: string) {
  const res = await fetchExport(c, exportId);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/tasklane-(team-)?data-\d{4}-\d{2}-\d{2}\.zip/);
  return JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
}
const json = async (zip: JSZip, name: string) =>
  JSON.parse((await zip.file(name)!.async('string')) || 'null') as { kind: string; records: Record<string, unknown>[] };

const ATTACHMENT = Buffer.from('Café menu — source text, accents kept.\n'.repeat(50));
const DELIVERABLE = Buffer.from('%PDF-1.4 pretend deliverable bytes');

let customer: TestClient;
let owner: TestClient;
let member: TestClient;
let teamId: string;
let taskId: string;

beforeAll(async () => {
  [customer, owner, member] = await Promise.all([
    client('Jeanne Roy', 'fr'),
    client('Dominique Owner', 'en'),
    client('Camille Member', 'en'),
  ]);
  const uid = customer.uid!;
  const file = (id: string, name: string, size: number) => ({
    id,
    name,
    size,
    contentType: 'text/plain',
    kind: 'text',
    uploadedAt: new Date(),
    uploadedBy: uid,
  });
  const task = adminDb.collection('tasks').doc();
  taskId = task.id;
  await Promise.all([
    task.set(
      taskDoc(uid, {
        title: 'Menu du café',
        brief: 'Traduire le menu, garder le ton.',
        status: 'delivered',
        queueStatus: null,
        queuePosition: null,
        result: 'The café menu',
        attachments: [file('att1', 'menu.txt', ATTACHMENT.length)],
        deliverables: [file('del1', 'menu-en.pdf', DELIVERABLE.length)],
        history: [
          { at: new Date(), by: uid, from: null, to: 'submitted' },
          { at: new Date(), by: 'staff-1', from: 'submitted', to: 'in_review', note: 'STAFF-ONLY remark', staff: true },
        ],
      } as never),
    ),
    task.collection('staff').doc('draft').set({ provider: 'offline', text: 'AI DRAFT TEXT', createdAt: new Date() }),
    bucket().file(`tasks/${taskId}/attachments/att1`).save(ATTACHMENT),
    bucket().file(`tasks/${taskId}/deliverables/del1`).save(DELIVERABLE),
    adminDb.doc(`threads/task_${taskId}/messages/m1`).set({
      userId: uid,
      accountId: uid,
      authorId: uid,
      authorRole: 'customer',
      type: 'message',
      text: 'Merci, parfait !',
      files: [],
      hidden: false,
      hiddenAt: null,
      createdAt: new Date(),
    }),
    adminDb.doc(`threads/task_${taskId}/messages/m2`).set({
      userId: uid,
      accountId: uid,
      authorId: 'staff-1',
      authorRole: 'staff',
      type: 'message',
      text: 'STAFF REPLY',
      files: [],
      hidden: false,
      hiddenAt: null,
      createdAt: new Date(),
    }),
    adminDb.doc(`ratings/${taskId}_0`).set({
      taskId,
      round: 0,
      userId: uid,
      accountId: uid,
      reviewerId: 'staff-1',
      category: 'admin_docs',
      stars: 5,
      comment: 'Excellent',
      locale: 'fr',
      quote: null,
      published: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
    adminDb.doc(`wallets/${uid}`).set({ userId: uid, balance: 4, updatedAt: new Date() }),
    adminDb
      .doc(`wallets/${uid}/ledger/l1`)
      .set({ type: 'purchase', credits: 5, balanceAfter: 5, description: '5 credits', createdAt: new Date() }),
    adminDb.doc(`receipts/export-${uid}`).set(receiptDoc(uid, 9001, { emailedAt: new Date() })),
  ]);

  // A team: the owner's export covers the member's work for the team, not the owner's own.
  const team = adminDb.collection('teams').doc();
  teamId = team.id;
  const member0 = (c: TestClient, role: 'owner' | 'member', name: string) =>
    adminDb.doc(`teams/${teamId}/members/${c.uid}`).set({
      uid: c.uid,
      teamName: 'Quill & Co',
      email: c.email,
      name,
      role,
      joinedAt: new Date(),
      monthlyCapCredits: null,
      spentMonth: '2026-11',
      spentCredits: 0,
    });
  await Promise.all([
    team.set({ name: 'Quill & Co', status: 'active', createdBy: owner.uid, createdAt: new Date() }),
    member0(owner, 'owner', 'Dominique Owner'),
    member0(member, 'member', 'Camille Member'),
    adminDb.doc(`wallets/${teamId}`).set({ userId: teamId, accountId: teamId, balance: 9, updatedAt: new Date() }),
    adminDb.collection('tasks').add(
      taskDoc(member.uid!, {
        accountId: teamId,
        title: 'Team brochure',
        status: 'delivered',
        queueStatus: null,
        queuePosition: null,
      }),
    ),
    adminDb.collection('tasks').add(
      taskDoc(owner.uid!, {
        title: 'Owner private task',
        status: 'delivered',
        queueStatus: null,
        queuePosition: null,
      }),
    ),
  ]);
});

describe('requestDataExport and downloadDataExport', () => {
  it("a customer's archive: every kind, in their language, without staff notes; mailed; theirs alone", async () => {
    const { exportId } = await customer.call('requestDataExport', {});
    const done = await ready(exportId);
    expect(done).toMatchObject({ status: 'ready', progress: 1, scope: 'personal', locale: 'fr' });
    expect(done.expiresAtMs! - done.readyAtMs!).toBe(24 * 3_600_000);

    const zip = await unzip(customer, exportId);
    const readme = await zip.file('README.md')!.async('string');
    expect(readme).toContain('# Your data');
    expect(readme).toContain('# Vos données');
    expect((await json(zip, 'profile.json')).records[0]).toMatchObject({ name: 'Jeanne Roy', locale: 'fr' });
    const [task] = (await json(zip, 'tasks.json')).records;
    expect(task).toMatchObject({ id: taskId, brief: 'Traduire le menu, garder le ton.', result: 'The café menu' });
    expect(task).not.toHaveProperty('queueKey');
    expect(task).not.toHaveProperty('reviewerId');
    expect((await json(zip, 'messages.json')).records.map((m) => m.text)).toEqual(['Merci, parfait !']);
    expect((await json(zip, 'ratings.json')).records[0]).toMatchObject({ stars: 5, comment: 'Excellent' });
    expect((await json(zip, 'ledger.json')).records).toHaveLength(1);
    expect((await json(zip, 'consents.json')).records.length).toBeGreaterThanOrEqual(2);
    const consentsCsv = await zip.file('consents.csv')!.async('nodebuffer');
    expect(consentsCsv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(consentsCsv.toString('utf8')).toContain('Document,Version,Langue,Façon,Accepté le');
    expect(await zip.file(`files/tasks/${taskId}/attachments/att1-menu.txt`)!.async('nodebuffer')).toEqual(ATTACHMENT);
    expect(await zip.file(`files/tasks/${taskId}/deliverables/del1-menu-en.pdf`)!.async('nodebuffer')).toEqual(
      DELIVERABLE,
    );
    const pdfs = zip.file(/^receipts\/.*\.pdf$/);
    expect(pdfs).toHaveLength(1);
    expect((await pdfs[0]!.async('nodebuffer')).subarray(0, 4).toString()).toBe('%PDF');
    // Left out: staff notes, the AI draft, staff replies, notifications.
    const everything = (await Promise.all(Object.values(zip.files).map((f) => f.async('string')))).join('\n');
    for (const internal of ['STAFF-ONLY remark', 'AI DRAFT TEXT', 'STAFF REPLY', 'staff-1'])
      expect(everything).not.toContain(internal);
    expect(zip.file('notifications.json')).toBeNull();

    const [mail] = await waitForMails(customer.email!, { where: (m) => m.subject.includes('Vos données') });
    expect(mail!.text).toContain('/profile');
    expect(mail!.text).not.toContain(exportId);

    // Nobody else downloads it: another account, a signed-out caller.
    expect((await fetchExport(owner, exportId)).status).toBe(404);
    expect((await fetchExport(null, exportId)).status).toBe(401);

    // One a day: refused until the finished one is a day old.
    const again = await errorOf(customer.call('requestDataExport', {}));
    expect(again.code).toBe('functions/resource-exhausted');
    expect(again.details).toMatchObject({ reason: 'daily_limit' });

    // After 24 hours: the archive is deleted and no longer served.
    await purgeExpiredExports(new Date(Date.now() + 25 * 3_600_000));
    expect((await adminDb.doc(`dataExports/${exportId}`).get()).get('status')).toBe('expired');
    expect((await bucket().file(`exports/${exportId}.zip`).exists())[0]).toBe(false);
    expect((await fetchExport(customer, exportId)).status).toBe(404);
    const audits = await adminDb.collection('auditLogs').where('entityId', '==', exportId).get();
    expect(audits.docs.map((a) => a.get('action') as string).sort()).toEqual([
      'data_export_deleted',
      'data_export_downloaded',
      'data_export_ready',
      'data_export_requested',
    ]);
  });

  it("a team owner's archive covers the members' work for the team; a failed export does not count", async () => {
    // A failed build an hour ago leaves the day's export free.
    await adminDb.collection('dataExports').add({
      requestedBy: owner.uid,
      accountId: teamId,
      scope: 'team',
      teamName: 'Quill & Co',
      locale: 'en',
      status: 'failed',
      progress: 0.2,
      step: null,
      createdAtMs: Date.now() - 3_600_000,
      startedAtMs: Date.now() - 3_600_000,
      readyAtMs: null,
      expiresAtMs: null,
      size: null,
      counts: {},
      error: 'build_failed',
    });
    const { exportId } = await owner.call('requestDataExport', { teamId });
    expect((await ready(exportId)).status).toBe('ready');
    const zip = await unzip(owner, exportId);
    expect((await json(zip, 'tasks.json')).records.map((t) => t.title)).toEqual(['Team brochure']);
    expect((await json(zip, 'members.json')).records.map((m) => m.name).sort()).toEqual([
      'Camille Member',
      'Dominique Owner',
    ]);
    expect((await json(zip, 'wallet.json')).records[0]).toMatchObject({ balance: 9 });
    expect(zip.file('profile.json')).toBeNull();
    expect(await zip.file('README.md')!.async('string')).toContain('Quill & Co');
    // A member of the team does not download the owner's export of it.
    expect((await fetchExport(member, exportId)).status).toBe(404);
    const second = await errorOf(owner.call('requestDataExport', { teamId }));
    expect(second.details).toMatchObject({ reason: 'daily_limit' });
  });

  it('refuses the signed-out, a member for the team, another account, and bad input', async () => {
    expect((await errorOf(anonymousClient().call('requestDataExport', {}))).code).toBe('functions/unauthenticated');
    const asMember = await errorOf(member.call('requestDataExport', { teamId }));
    expect(asMember.code).toBe('functions/permission-denied');
    expect(asMember.details).toMatchObject({ reason: 'owner_required' });
    const asOther = await errorOf(customer.call('requestDataExport', { teamId }));
    expect(asOther.code).toBe('functions/permission-denied');
    expect((await errorOf(customer.callRaw('requestDataExport', { teamId: 'a/b' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(customer.callRaw('requestDataExport', { accountId: 'x' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await adminDb.collection('dataExports').where('requestedBy', '==', member.uid).get()).size).toBe(0);
  });
});
