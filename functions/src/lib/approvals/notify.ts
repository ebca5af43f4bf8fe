import type { ApprovalRequest, Locale, PlannedNotification } from '@tasklane/domain';
import { APP_ORIGIN, sendMail } from '../../services/mail.js';
import { buildApprovalEmail } from '../../services/approval-emails.js';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import { writeNotification } from '../notify.js';

/**
 * The notices one write of approvalRequests/{id} owes: a new request tells each of the team's
 * owners; an approval, decline or expiry tells the member. Ids come from the request and the
 * event, so a trigger delivered twice notifies once. A withdrawal tells nobody (the member did it).
 */
export async function approvalNotices(
  requestId: string,
  before: ApprovalRequest | null,
  after: ApprovalRequest,
): Promise<PlannedNotification[]> {
  const payload = {
    approval_id: requestId,
    team_id: after.accountId,
    task_title: after.title,
    amount: after.priceCredits,
    // A schedule's request: the texts speak of a schedule and the price of one occurrence.
    ...(after.kind === 'schedule' && after.schedule ? { schedule_id: after.schedule.scheduleId } : {}),
  };
  if (!before && after.status === 'pending') {
    const owners = await col.teamMembers(after.accountId).where('role', '==', 'owner').limit(50).get();
    return owners.docs.map((d) => ({
      id: `approval_${requestId}_ask_${d.id}`,
      userId: d.id,
      templateKey: 'approval_request' as const,
      payload,
    }));
  }
  const decided = after.status === 'approved' || after.status === 'declined' || after.status === 'expired';
  if (before?.status === 'pending' && decided) {
    return [
      {
        id: `approval_${requestId}_${after.status}`,
        userId: after.userId,
        templateKey: 'approval_update',
        payload: { ...payload, approval_status: after.status, ...(after.taskId ? { task_id: after.taskId } : {}) },
      },
    ];
  }
  return [];
}

/** Sends the notice's e-mail unless the person turned these e-mails off. Never throws. */
async function sendApprovalEmail(n: PlannedNotification): Promise<void> {
  try {
    const profile = (await col.profile(n.userId).get()).data();
    if (!profile?.email) return logs.notificationMailSkipped(n.userId, 'no address');
    if (profile.emailNotifications === false) return logs.notificationMailSkipped(n.userId, 'e-mails off');
    const locale: Locale = profile.locale === 'fr' ? 'fr' : 'en';
    const mail = buildApprovalEmail(
      n,
      { email: profile.email, name: profile.name || profile.email, locale },
      APP_ORIGIN.value(),
    );
    if (mail) await sendMail(mail);
  } catch (err) {
    logs.notificationMailFailed(n.userId, n.templateKey, err);
  }
}

/** Writes each notice once, with its e-mail. Returns how many were written. */
export async function handleApprovalWritten(
  requestId: string,
  before: ApprovalRequest | null,
  after: ApprovalRequest,
): Promise<number> {
  let written = 0;
  for (const n of await approvalNotices(requestId, before, after)) {
    if (await writeNotification(n)) {
      written += 1;
      await sendApprovalEmail(n);
    }
  }
  return written;
}
