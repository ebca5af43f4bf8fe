import { createHash } from 'node:crypto';
import { toMillis, type Locale, type Schedule, type Settings } from '@tasklane/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { APP_ORIGIN, sendMail } from '../../services/mail.js';
import { scheduleNoticeMail, type NoticeItem } from '../../services/schedule-emails.js';
import { auth } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { col } from '../collections.js';
import { writeNotification } from '../notify.js';
import { readSettings } from '../settings.js';
import { occurrencePrice } from './access.js';
import type { OpCount } from './counting.js';
import { scheduleRecipients } from './recipients.js';

/** At most this many schedules' notices per run (a range query on noticeAt). */
const NOTICE_LIMIT = 200;

/**
 * The 24-hour notices: schedules whose next occurrence is within 24 hours and not yet announced
 * (noticeAt ≤ now), batched per account into one notice per person (the creators still in the
 * team and its owners), with each occurrence's price and expected delivery, the balance, and a
 * flag when together they exceed it; e-mailed to those who accept e-mail, in their language.
 * A notice's id derives from the occurrences it announces, so a repeated run notifies once.
 * Returns how many notices were written.
 */
export async function sendScheduleNotices(nowMs: number, count: OpCount): Promise<number> {
  const snap = await col
    .schedules()
    .where('noticeAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('noticeAt')
    .limit(NOTICE_LIMIT)
    .get();
  count.reads += Math.max(1, snap.size);
  if (snap.empty) return 0;
  const settings = await readSettings();
  const byAccount = new Map<string, QueryDocumentSnapshot<Schedule>[]>();
  for (const d of snap.docs) {
    const s = d.data();
    if (s.status !== 'active' || !s.nextRunAt) continue;
    byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), d]);
  }
  let written = 0;
  for (const [accountId, docs] of byAccount) {
    written += await noticeAccount(accountId, docs, settings, count);
  }
  return written;
}

async function noticeAccount(
  accountId: string,
  found: QueryDocumentSnapshot<Schedule>[],
  settings: Settings,
  count: OpCount,
): Promise<number> {
  // Soonest first, and in one order whatever the query's, so the notice's id is stable.
  const runAt = (d: QueryDocumentSnapshot<Schedule>) => toMillis(d.data().nextRunAt) ?? 0;
  const docs = [...found].sort((a, b) => runAt(a) - runAt(b) || a.id.localeCompare(b.id));
  const balance = (await col.wallet(accountId).get()).data()?.balance ?? 0;
  count.reads += 1;
  const items: NoticeItem[] = docs.map((d) => {
    const s = d.data();
    const runAtMs = toMillis(s.nextRunAt) ?? 0;
    return {
      title: s.template.title,
      runAtMs,
      priceCredits: occurrencePrice(s.template, settings),
      dueAtMs: runAtMs + settings.tiers[s.template.tier].hours * 3_600_000,
    };
  });
  const overBalance = items.reduce((sum, i) => sum + i.priceCredits, 0) > balance;
  const to = new Set<string>();
  for (const d of docs) for (const uid of await scheduleRecipients(d.data())) to.add(uid);
  const key = createHash('sha256')
    .update(docs.map((d) => `${d.id}_${d.data().nextLocalDate}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  let written = 0;
  for (const uid of to) {
    const fresh = await writeNotification({
      id: `schedn_${accountId}_${key}_${uid}`,
      userId: uid,
      templateKey: 'schedule_notice',
      payload: { schedule_items: items, credits_remaining: balance, over_balance: overBalance },
    });
    count.writes += fresh ? 1 : 0;
    if (!fresh) continue;
    written++;
    await afterCommit(`schedule notice mail to ${uid}`, () => mailNotice(uid, items, balance, overBalance), undefined);
  }
  // Announced: each schedule's notice is cleared unless the schedule changed meanwhile.
  await Promise.all(
    docs.map((d) =>
      d.ref.update({ noticeAt: null }, { lastUpdateTime: d.updateTime }).then(
        () => void (count.writes += 1),
        () => undefined,
      ),
    ),
  );
  return written;
}

async function mailNotice(uid: string, items: NoticeItem[], balance: number, over: boolean): Promise<void> {
  const profile = (await col.profile(uid).get()).data();
  if (!profile || profile.emailNotifications === false) return;
  const email = profile.email || (await auth.getUser(uid)).email;
  if (!email) return;
  const locale: Locale = profile.locale === 'fr' ? 'fr' : 'en';
  await sendMail(
    scheduleNoticeMail({ email, name: profile.name || email, locale }, items, balance, over, APP_ORIGIN.value()),
  );
}
