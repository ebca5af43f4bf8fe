// Reads the mails MailDev caught, through its REST API, for tests that check what the functions
// sent and follow the links in them.
import { HOST, PORTS } from './emulators';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
}

const api = () => process.env.TASKLANE_MAILDEV_API ?? `http://${HOST}:${PORTS.maildevWeb}`;

export async function allMails(): Promise<CaughtMail[]> {
  const res = await fetch(`${api()}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const a = address.toLowerCase();
  return (await allMails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === a));
}

export interface MailWait {
  /** Only mails this accepts count (by subject, say). */
  where?: (mail: CaughtMail) => boolean;
  /** How many must have arrived. */
  count?: number;
  timeoutMs?: number;
}

/** Waits until enough mails to `address` have arrived (functions send them asynchronously). */
export async function waitForMails(
  address: string,
  { where = () => true, count = 1, timeoutMs = 60_000 }: MailWait = {},
): Promise<CaughtMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter(where);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The first link to the app's /auth/callback in a mail's text part. */
export function callbackLink(mail: CaughtMail): string {
  const m = /(https?:\/\/\S+\/auth\/callback\?\S+)/.exec(mail.text);
  if (!m) throw new Error(`no /auth/callback link in mail "${mail.subject}"`);
  return m[1] as string;
}

/** The raw message as received (MailDev's JSON leaves out headers such as Reply-To). */
export async function rawSource(mail: CaughtMail): Promise<string> {
  const res = await fetch(`${api()}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return res.text();
}
