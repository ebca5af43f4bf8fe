// The receipt mail: the Functions emulator's trigger on receipts/{id} renders the PDF and mails
// it in the customer's language; MailDev catches it with its attachment. Exactly once, even when
// the mailer runs again at the same moment (a redelivered trigger).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailReceipt } from '../../functions/src/triggers/email-receipt';
import { eventually } from '../support/pipeline';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { HOST, PORTS } from '../support/emulators';
import { mailsTo, waitForMails } from '../support/maildev';
import { issueReceipt, pdfText } from '../support/receipts';

interface MailWithAttachments {
  id: string;
  subject: string;
  text: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

const api = () => process.env.TASKLANE_MAILDEV_API ?? `http://${HOST}:${PORTS.maildevWeb}`;

async function attachmentText(mail: MailWithAttachments): Promise<string> {
  const a = mail.attachments?.[0];
  if (!a) throw new Error('no attachment');
  const res = await fetch(
    `${api()}/api/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(a.generatedFileName)}`,
  );
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

let fr: TestClient;
let en: TestClient;
beforeAll(async () => {
  fr = await signedInClient();
  en = await signedInClient();
});
afterAll(async () => {
  await Promise.all([fr.close(), en.close()]);
});

const summer = new Date('2026-06-15T16:00:00Z');

describe('receipt e-mail', () => {
  it('arrives in French with the bilingual PDF attached, and is marked sent', async () => {
    const id = await issueReceipt({
      uid: fr.uid!,
      email: fr.email!,
      name: 'Élise Côté',
      locale: 'fr',
      province: 'QC',
      subtotalCents: 13_500,
      at: summer,
    });
    const [mail] = (await waitForMails(fr.email!, {
      where: (m) => m.subject.includes(id),
    })) as unknown as MailWithAttachments[];
    expect(mail!.subject).toBe(`Votre reçu Tasklane ${id}`);
    expect(mail!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Merci pour votre paiement de 155,22 $');
    expect(mail!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`${id}-receipt.pdf`, 'application/pdf'],
    ]);
    const text = await attachmentText(mail!);
    expect(text).toContain('TVQ 9,975 % 13,47 $');
    expect(text).toContain('QST 9.975% $13.47');
    const stored = await eventually(
      async () => (await adminDb.doc(`receipts/${id}`).get()).data()?.emailedAt,
      'emailedAt',
    );
    expect(stored).toBeTruthy();
  });

  it('arrives in English for an English customer, a credit note titled as one', async () => {
    const receiptId = await issueReceipt({
      uid: en.uid!,
      email: en.email!,
      locale: 'en',
      province: 'ON',
      subtotalCents: 2900,
      at: summer,
    });
    const noteId = await issueReceipt({
      uid: en.uid!,
      email: en.email!,
      locale: 'en',
      province: 'ON',
      subtotalCents: 2900,
      at: summer,
      kind: 'credit_note',
      refundOf: receiptId,
    });
    const [note] = (await waitForMails(en.email!, {
      where: (m) => m.subject.includes(noteId),
    })) as unknown as MailWithAttachments[];
    expect(note!.subject).toBe(`Your Tasklane credit note ${noteId}`);
    expect(note!.text).toContain(`We refunded you $32.77`);
    expect(note!.attachments?.[0]?.filename).toBe(`${noteId}-credit-note.pdf`);
    expect(await attachmentText(note!)).toContain(`Refund of receipt ${receiptId}`);
  });

  it('sends once when the mailer runs twice more at the same moment as the trigger', async () => {
    const id = await issueReceipt({
      uid: en.uid!,
      email: en.email!,
      locale: 'en',
      province: 'AB',
      subtotalCents: 2900,
      at: summer,
    });
    const outcomes = await Promise.all([emailReceipt(id), emailReceipt(id)]);
    await eventually(async () => (await adminDb.doc(`receipts/${id}`).get()).data()?.emailedAt, 'emailedAt');
    // Give a duplicate time to land before counting.
    await new Promise((r) => setTimeout(r, 3000));
    const mails = (await mailsTo(en.email!)).filter((m) => m.subject.includes(id));
    expect(mails).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'sent').length).toBeLessThanOrEqual(1);
    expect(await emailReceipt(id)).toBe('already_sent');
  });
});
