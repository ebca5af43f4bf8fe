import {
  DATA_EXPORT_STALE_MS,
  DATA_EXPORT_TTL_MS,
  dataExportObjectPath,
  receiptSchema,
  safeFileName,
  type DataExport,
} from '@tasklane/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { col } from '../collections.js';
import { logoPrefix } from '../files/logo.js';
import { logs } from '../logs.js';
import { filesBucket } from '../storage.js';
import { renderReceiptPdf, receiptFilename } from '../../services/receipt-pdf.js';
import { APP_ORIGIN, sendMail } from '../../services/mail.js';
import { dataExportReadyMail } from '../../services/data-export-emails.js';
import { planKinds, taskFiles, type ExportScope, type FileToCopy, type PlannedKind } from './kinds.js';
import { documentsOfAll } from './read.js';
import { readme, type ReadmeFile } from './readme.js';
import type { CsvColumn } from './rules.js';
import { csvHeader, csvRow, exportedRecord } from './values.js';
import { openZip, type ZipWriter } from './zip.js';

/** Claims a queued export (or one whose builder died) for this run; null when another has it. */
async function claim(exportId: string, now: number): Promise<DataExport | null> {
  const ref = col.dataExport(exportId);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    const stale = data.status === 'building' && now - (data.startedAtMs ?? 0) > DATA_EXPORT_STALE_MS;
    if (data.status !== 'queued' && !stale) return null;
    tx.update(ref, { status: 'building', startedAtMs: now, progress: 0, step: null });
    return data;
  });
}

/** Writes progress at most every second (the web listens to this document). */
function progressWriter(exportId: string) {
  let last = 0;
  return async (progress: number, step: string, force = false) => {
    const now = Date.now();
    if (!force && now - last < 1000) return;
    last = now;
    await col.dataExport(exportId).update({ progress: Math.min(0.99, progress), step });
  };
}

interface Collected {
  files: FileToCopy[];
  receipts: DocumentSnapshot[];
  kitAccounts: string[];
}

/** `<file>.json`, streamed page by page: { kind, version, records: [...] }. */
async function* jsonEntries(kind: PlannedKind, onDoc: (doc: DocumentSnapshot) => void, count: { n: number }) {
  yield `{\n  "kind": ${JSON.stringify(kind.rule.file)},\n  "version": 1,\n  "records": [`;
  for await (const doc of documentsOfAll(kind.sources)) {
    onDoc(doc);
    const record = exportedRecord(doc.id, doc.data() ?? {}, kind.rule.omit, kind.rule.shape);
    yield (count.n++ ? ',\n    ' : '\n    ') + JSON.stringify(record);
  }
  yield count.n ? '\n  ]\n}\n' : ']\n}\n';
}

async function* csvEntries(kind: PlannedKind, columns: readonly CsvColumn[], locale: DataExport['locale']) {
  yield csvHeader(columns, locale);
  for await (const doc of documentsOfAll(kind.sources))
    yield csvRow(columns, exportedRecord(doc.id, doc.data() ?? {}, kind.rule.omit, kind.rule.shape));
}

/** Adds one kind's JSON (and CSV, and subcollection files) to the zip; returns its README lines. */
async function addKind(zip: ZipWriter, kind: PlannedKind, locale: DataExport['locale'], got: Collected) {
  const { rule } = kind;
  const parents: DocumentSnapshot[] = [];
  const count = { n: 0 };
  await zip.add(
    `${rule.file}.json`,
    jsonEntries(
      kind,
      (doc) => {
        if (kind.key === 'tasks') got.files.push(...taskFiles(doc, safeFileName));
        if (kind.key === 'receipts') got.receipts.push(doc);
        if (kind.key === 'brandKits') got.kitAccounts.push(doc.id);
        if (rule.sub) parents.push(doc);
      },
      count,
    ),
  );
  const lines: ReadmeFile[] = [
    { name: `${rule.file}.json`, about: rule.about, records: count.n, omitted: rule.omit ?? [] },
  ];
  if (rule.csv) {
    await zip.add(`${rule.file}.csv`, csvEntries(kind, rule.csv, locale));
    lines.push({ name: `${rule.file}.csv`, about: rule.about, records: count.n, omitted: rule.omit ?? [] });
  }
  if (rule.sub) {
    const { sub } = rule;
    const subKind: PlannedKind = {
      key: kind.key,
      rule: { file: sub.file, about: sub.about, csv: sub.csv },
      sources: parents.map((p) => p.ref.collection(sub.name)),
    };
    const subCount = { n: 0 };
    await zip.add(
      `${sub.file}.json`,
      jsonEntries(subKind, () => undefined, subCount),
    );
    lines.push({ name: `${sub.file}.json`, about: sub.about, records: subCount.n, omitted: [] });
    if (sub.csv) {
      await zip.add(`${sub.file}.csv`, csvEntries(subKind, sub.csv, locale));
      lines.push({ name: `${sub.file}.csv`, about: sub.about, records: subCount.n, omitted: [] });
    }
  }
  return lines;
}

/** The archive itself: data kinds, then the stored files, receipts' PDFs and the README. */
async function writeArchive(exportId: string, data: DataExport, scope: ExportScope): Promise<Record<string, number>> {
  const progress = progressWriter(exportId);
  const zip = openZip(dataExportObjectPath(exportId));
  try {
    const { kinds, skipped } = planKinds(scope);
    const got: Collected = { files: [], receipts: [], kitAccounts: [] };
    const lines: ReadmeFile[] = [];
    for (const [i, kind] of kinds.entries()) {
      await progress((0.4 * i) / kinds.length, `${kind.rule.file}.json`);
      lines.push(...(await addKind(zip, kind, data.locale, got)));
    }
    for (const account of got.kitAccounts) {
      const [logos] = await filesBucket().getFiles({ prefix: logoPrefix(account), maxResults: 20 });
      for (const f of logos)
        got.files.push({
          objectPath: f.name,
          entry: `files/brand-kit/${safeFileName(f.name.split('/').pop() ?? 'logo')}`,
        });
    }
    let copied = 0;
    for (const [i, f] of got.files.entries()) {
      await progress(0.4 + (0.5 * i) / Math.max(1, got.files.length), f.entry);
      const [exists] = await filesBucket().file(f.objectPath).exists();
      if (!exists) continue;
      await zip.add(f.entry, filesBucket().file(f.objectPath).createReadStream());
      copied++;
    }
    for (const doc of got.receipts) {
      await progress(0.9, 'receipts/');
      // One that does not read as a receipt stays in receipts.json, without its PDF.
      const parsed = receiptSchema.safeParse(doc.data());
      if (!parsed.success) continue;
      const receipt = parsed.data;
      await zip.add(`receipts/${safeFileName(receiptFilename(receipt))}`, await renderReceiptPdf(receipt));
    }
    const generatedAt = new Date().toISOString();
    await zip.add(
      'README.md',
      readme({ scope: data.scope, teamName: data.teamName, generatedAt, files: lines, skipped, fileCount: copied }),
    );
    await progress(0.95, 'README.md', true);
    const size = await zip.close();
    const counts: Record<string, number> = { files: copied, receipts: got.receipts.length, size };
    for (const l of lines) if (l.name.endsWith('.json')) counts[l.name] = l.records;
    return counts;
  } catch (err) {
    zip.abort();
    throw err;
  }
}

/**
 * Builds one export in the background (the trigger on its creation): claims it, streams the zip
 * into the bucket with progress on the document, marks it ready for 24 hours, audits and mails the
 * requester in their language. A failure is recorded as `failed` (it does not count against the
 * daily limit) and its partial object deleted.
 */
export async function buildDataExport(exportId: string): Promise<DataExport['status'] | 'skipped'> {
  const data = await claim(exportId, Date.now());
  if (!data) return 'skipped';
  const ref = col.dataExport(exportId);
  try {
    const scope: ExportScope =
      data.scope === 'team'
        ? { kind: 'team', teamId: data.accountId }
        : {
            kind: 'personal',
            person: {
              uid: data.requestedBy,
              email: ((await col.profile(data.requestedBy).get()).data()?.email ?? null) || null,
            },
          };
    const counts = await writeArchive(exportId, data, scope);
    const readyAtMs = Date.now();
    await db.runTransaction(async (tx) => {
      tx.update(ref, {
        status: 'ready',
        progress: 1,
        step: null,
        readyAtMs,
        expiresAtMs: readyAtMs + DATA_EXPORT_TTL_MS,
        size: counts.size ?? 0,
        counts,
      });
      writeAudit(tx, {
        actorUserId: data.requestedBy,
        subjectUserId: data.requestedBy,
        action: 'data_export_ready',
        entityType: 'data_export',
        entityId: exportId,
        metadata: { scope: data.scope, accountId: data.accountId, size: counts.size ?? 0 },
      });
    });
  } catch (err) {
    logs.callableFailed('buildDataExport', err);
    await filesBucket()
      .file(dataExportObjectPath(exportId))
      .delete({ ignoreNotFound: true })
      .catch(() => undefined);
    await db.runTransaction(async (tx) => {
      tx.update(ref, { status: 'failed', step: null, error: 'build_failed' });
      writeAudit(tx, {
        actorUserId: data.requestedBy,
        subjectUserId: data.requestedBy,
        action: 'data_export_failed',
        entityType: 'data_export',
        entityId: exportId,
        metadata: { scope: data.scope, accountId: data.accountId },
      });
    });
    return 'failed';
  }
  await mailReady(data).catch((err: unknown) => logs.callableFailed('buildDataExport.mail', err));
  return 'ready';
}

async function mailReady(data: DataExport): Promise<void> {
  const profile = (await col.profile(data.requestedBy).get()).data();
  if (!profile?.email) return;
  await sendMail(
    dataExportReadyMail(
      { email: profile.email, name: profile.name, locale: data.locale },
      data.scope,
      APP_ORIGIN.value(),
    ),
  );
}
