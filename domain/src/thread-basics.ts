// Without zod (threads.ts holds the thread schemas and contracts): the kinds, limits and text
// helpers signed-in screens show a conversation with, so importing them does not bring zod and
// every schema into a screen's first load.

export const THREAD_KINDS = ['task', 'quote'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const THREAD_SIDES = ['customer', 'staff'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

export { THREADS_COLLECTION, THREAD_MESSAGES } from './collection-names.js';

export const THREAD_LIMITS = {
  textMaxChars: 2000,
  filesPerMessage: 5,
  /** Messages loaded per page on the thread screens ("load earlier" fetches the next 50). */
  pageSize: 50,
  /** At most one e-mail per thread and recipient side in this window. */
  mailWindowMs: 15 * 60 * 1000,
  questionMinChars: 10,
} as const;

export function threadId(kind: ThreadKind, entityId: string): string {
  return `${kind}_${entityId}`;
}

/** What the customer is told will happen when a question goes unanswered for the set days. */
export const WAITING_OUTCOMES = ['deliver_on_assumptions', 'cancel_refund'] as const;
export type WaitingOutcome = (typeof WAITING_OUTCOMES)[number];

/** Only http(s) links are made clickable in a message; everything else stays text. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    // Trailing punctuation usually ends the sentence, not the link.
    const raw = m[0].replace(/[).,;:!?]+$/, '');
    const start = m.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    parts.push(href ? { kind: 'link', href, text: raw } : { kind: 'text', text: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
