import { defineSecret, defineString } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
// The logger alone: the package's root also loads every v1 provider, about 0.7 s of each cold start.
import * as logger from 'firebase-functions/logger';

// SMTP settings are Firebase params; the password is a secret. Locally, the launcher points
// SMTP_HOST/SMTP_PORT at MailDev and no password is needed.
export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineString('SMTP_PORT', { default: '1025' });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const MAIL_FROM = defineString('MAIL_FROM', { default: 'Tasklane <hello@tasklane.ca>' });
export const STAFF_EMAIL = defineString('STAFF_EMAIL', { default: 'staff@tasklane.ca' });
export const APP_ORIGIN = defineString('APP_ORIGIN', { default: 'http://127.0.0.1:5173' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

let transport: Transporter | null = null;

function getTransport(): Transporter {
  if (transport) return transport;
  const port = Number(SMTP_PORT.value());
  const user = SMTP_USER.value();
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
  transport = nodemailer.createTransport({
    host: SMTP_HOST.value(),
    port,
    secure: port === 465,
    ...(user && !emulated ? { auth: { user, pass: SMTP_PASSWORD.value() } } : {}),
    ...(emulated ? { ignoreTLS: true } : {}),
  });
  return transport;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one e-mail. Throws on failure; callers decide whether a failure may break their flow. */
export async function sendMail(mail: Mail): Promise<void> {
  await getTransport().sendMail({ from: MAIL_FROM.value(), ...mail });
  logger.info('mail sent', { to: mail.to, subject: mail.subject });
}

/** Escapes user-written text for the HTML part of an e-mail. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** A paragraph of person-written text: escaped, its line breaks kept. */
export function textParagraph(s: string): string {
  return `<p style="margin:0 0 12px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
}

/**
 * The label/value rows of a staff e-mail, as plain-text lines and as an HTML table. Labels are
 * ours; values may be person-written, so they are escaped.
 */
export function detailsBlock(rows: [label: string, value: string][]): { text: string[]; html: string } {
  const cells = rows
    .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#5b5f7a">${k}</td><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return {
    text: rows.map(([k, v]) => `${k}: ${v}`),
    html: `<table role="presentation" style="font-size:14px;margin-bottom:12px">${cells}</table>`,
  };
}

/** The branded, bilingual-ready shell every e-mail uses. Pass already-escaped HTML. */
export function layout(bodyHtml: string, footer: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f5fb;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#1f2340">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#3a3f9e;padding-bottom:16px">Tasklane</td></tr>
<tr><td style="font-size:15px;line-height:1.55">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#5b5f7a;padding-top:24px">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}
