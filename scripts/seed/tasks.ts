// Demo tasks in every status, with their queue entries, drafts and attachments.
import {
  DEFAULT_SETTINGS,
  QUEUE_COLLECTION,
  countWords,
  dueAt,
  offlineDraftText,
  priceOf,
  queueKey,
  queueOrder,
  type Category,
  type TaskStatus,
  type Tier,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { adminSdk } from '../support/admin-sdk.ts';
import { filesBucket, objectPath } from '../../functions/src/lib/storage.ts';
import { HOUR, createIfAbsent } from './common.ts';
import { DEMO_USERS } from './people.ts';

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

export async function seedTasks() {
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
