// Reads the e-mails MailDev caught (its REST API), for tests that check what the functions sent.
import { HOST, PORTS } from './emulators';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
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

/** Waits until `count` mails to `address` matching `where` have arrived, then returns them. */
export async function waitForMails(address: string, where: (m: CaughtMail) => boolean = () => true, count = 1, timeoutMs = 20_000): Promise<CaughtMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter(where);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The raw message as received (MailDev's JSON leaves out headers such as Reply-To). */
export async function rawSource(mail: CaughtMail): Promise<string> {
  const res = await fetch(`${api()}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return res.text();
}
