// Files for the upload/download functions' tests, made in memory (no binaries in the repo), and
// the raw HTTP calls the web makes: opening an upload, sending its bytes to the bucket's session,
// finishing it, and the authenticated download.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { generateKeyPairSync, createSign } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { HOST, PORTS, PROJECT_ID, REGION } from './emulators';
import { adminDb } from './functions-client';

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
process.env.STORAGE_EMULATOR_HOST ??= `http://${HOST}:${9199 + offset}`;

/** The bucket, read through the same stand-in the functions write to. */
export function bucket() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getStorage(app).bucket(`${PROJECT_ID}.firebasestorage.app`);
}

export async function objectsUnder(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((f) => f.name);
}

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG signature followed by `extraBytes` of filler: enough to trip a size limit. */
export function bigPng(extraBytes: number): Buffer {
  return Buffer.concat([PNG_1PX, Buffer.alloc(extraBytes, 0x20)]);
}

/** A small but well-formed PDF (one page, one line of text). */
export function tinyPdf(text = 'Hello from the form'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A WAV (8 kHz, 8-bit mono) of `seconds` of silence: its header states the true length. */
export function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = rate * seconds;
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28); // byte rate
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits per sample
  h.write('data', 36);
  h.writeUInt32LE(data, 40);
  return Buffer.concat([h, Buffer.alloc(data, 0x80)]);
}

/** A one-paragraph Word document: the three parts a DOCX needs, zipped with jszip. */
export async function docx(text: string): Promise<Buffer> {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${esc(text)}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An XLSX built with exceljs: one header row and `rows` data rows. */
export async function xlsx(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['Name', 'City', 'Amount']);
  for (let i = 1; i <= rows; i++) ws.addRow([`Client ${i}`, 'Gatineau', i * 10]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const functionUrl = (name: string, query: Record<string, string>) =>
  `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/${name}?${new URLSearchParams(query).toString()}`;

export interface UploadAnswer {
  status: number;
  body: { file?: Record<string, unknown>; upload?: { id: string; sessionUri: string }; error?: { code: string } };
}

async function postJson(name: string, token: string | null, body: unknown): Promise<UploadAnswer> {
  const res = await fetch(functionUrl(name, {}), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

export interface UploadClaim {
  taskId: string;
  purpose: 'attachment' | 'deliverable';
  name: string;
  size: number;
  contentType?: string;
}

/** Opens an upload session, as the web does before sending a file. */
export const startUpload = (token: string | null, claim: UploadClaim) => postJson('startUpload', token, claim);
/** Asks the server to check and record what reached the session. */
export const finishUpload = (token: string | null, uploadId: string) => postJson('finishUpload', token, { uploadId });

/** PUTs bytes to an upload session, in one request or as Content-Range chunks; returns the last status. */
export async function sendToSession(
  sessionUri: string,
  bytes: Buffer,
  { chunk }: { chunk?: number } = {},
): Promise<number> {
  if (!chunk) return (await fetch(sessionUri, { method: 'PUT', body: new Uint8Array(bytes) })).status;
  let status = 0;
  for (let at = 0; at < bytes.length; at += chunk) {
    const part = bytes.subarray(at, Math.min(at + chunk, bytes.length));
    const res = await fetch(sessionUri, {
      method: 'PUT',
      body: new Uint8Array(part),
      headers: { 'Content-Range': `bytes ${at}-${at + part.length - 1}/${bytes.length}` },
    });
    status = res.status;
    await res.arrayBuffer();
  }
  return status;
}

/**
 * Uploads one file the way the web does: opens the upload with the file's name, size and the
 * browser's type, PUTs the bytes to the session, and finishes it. Answers the first refusal, or
 * the finishing call's answer.
 */
export async function upload(
  token: string | null,
  query: { taskId: string; purpose: 'attachment' | 'deliverable' },
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
): Promise<UploadAnswer> {
  const opened = await startUpload(token, { ...query, name, size: bytes.length, contentType: type });
  if (opened.status !== 201) return opened;
  const sent = await sendToSession(opened.body.upload!.sessionUri, bytes);
  if (sent !== 200) throw new Error(`the bucket refused the bytes: ${sent}`);
  return finishUpload(token, opened.body.upload!.id);
}

export async function download(token: string | null, query: { taskId: string; fileId: string }): Promise<Response> {
  return fetch(functionUrl('downloadFile', query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * An ID token an attacker could make: every claim right for `uid` and this project, signed
 * RS256 with a key of their own. Only Google's keys (or, locally, the Auth emulator) make tokens
 * the functions accept.
 */
export function forgedToken(uid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc({ alg: 'RS256', kid: 'forged-key', typ: 'JWT' });
  const body = enc({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}

/** The server-only records of uploads opened on a task and not finished. */
export async function pendingUploadsFor(taskId: string) {
  return (await adminDb.collection('pendingUploads').where('taskId', '==', taskId).get()).docs;
}

/** A task's document, with its file lists typed. */
export async function taskFiles(id: string) {
  return (await adminDb.doc(`tasks/${id}`).get()).data() as Record<string, unknown> & {
    attachments?: { id: string; name: string; kind: string; size: number; sha256: string; uploadedBy: string }[];
  };
}
