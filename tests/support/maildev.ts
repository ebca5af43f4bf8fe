// Reads the mails MailDev caught (its REST API), for tests that follow links in them.
import { HOST, PORTS } from './emulators';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  html: string;
  text: string;
}

const api = () => process.env.TASKLANE_MAILDEV_API ?? `http://${HOST}:${PORTS.maildevWeb}`;

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${api()}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until `count` mails reached `address` (mail is sent asynchronously by functions). */
export async function waitForMails(address: string, count = 1, timeoutMs = 60_000): Promise<CaughtMail[]> {
  const started = Date.now();
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The first link to the app's /auth/callback in a mail's text part. */
export function callbackLink(mail: CaughtMail): string {
  const m = /(https?:\/\/\S+\/auth\/callback\?\S+)/.exec(mail.text);
  if (!m) throw new Error(`no /auth/callback link in mail "${mail.subject}"`);
  return m[1] as string;
}
