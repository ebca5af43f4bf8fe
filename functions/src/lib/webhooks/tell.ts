import type { Locale } from '@tasklane/domain';
import { APP_ORIGIN, sendMail } from '../../services/mail.js';
import { webhookDisabledMail } from '../../services/webhook-emails.js';
import { auth } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { col } from '../collections.js';
import { writeNotification } from '../notify.js';

/** At most this many owners are told about one team's endpoint. */
const OWNERS_TOLD = 20;

/**
 * Tells who manages an endpoint (the person, or a team's owners) that it was disabled after 24
 * hours of failed deliveries: a notice in the bell, and an e-mail to those with e-mail
 * notifications on, once per failure run (the notice's id carries when the failures began).
 */
export async function tellEndpointDisabled(
  endpointId: string,
  endpoint: { accountId: string; url: string },
  failingSinceMs: number,
): Promise<void> {
  const team = await col.team(endpoint.accountId).get();
  const to = team.exists
    ? (await col.teamMembers(endpoint.accountId).where('role', '==', 'owner').limit(OWNERS_TOLD).get()).docs.map(
        (d) => d.id,
      )
    : [endpoint.accountId];
  await Promise.all(
    to.map(async (uid) => {
      const fresh = await writeNotification({
        id: `webhook_${endpointId}_${failingSinceMs}_${uid}`,
        userId: uid,
        templateKey: 'webhook_disabled',
        payload: { endpoint_url: endpoint.url },
      });
      if (fresh) await afterCommit(`webhook disabled mail to ${uid}`, () => mail(uid, endpoint.url), undefined);
    }),
  );
}

async function mail(uid: string, url: string): Promise<void> {
  const profile = (await col.profile(uid).get()).data();
  if (!profile || profile.emailNotifications === false) return;
  const email = profile.email || (await auth.getUser(uid)).email;
  if (!email) return;
  const locale: Locale = profile.locale === 'fr' ? 'fr' : 'en';
  await sendMail(webhookDisabledMail({ email, name: profile.name || email, locale }, url, APP_ORIGIN.value()));
}
