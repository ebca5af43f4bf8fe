import { REGION } from '@tasklane/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { stopPlanOfClosedTeam } from '../lib/subscriptions/closed-team.js';
import { STRIPE_SECRETS } from '../services/stripe.js';

/**
 * A team closes inside a transaction (its last member left, was removed or deleted their
 * account); its plan is stopped at Stripe here, after that commit. Retried on a failure Stripe
 * may not repeat (network, 5xx); the work itself is idempotent.
 */
export const stopPlanOnTeamClosed = onDocumentUpdated(
  { document: 'teams/{teamId}', region: REGION, secrets: STRIPE_SECRETS, retry: true },
  async (event) => {
    const before = event.data?.before.get('status') as unknown;
    const after = event.data?.after.get('status') as unknown;
    if (before === 'closed' || after !== 'closed') return;
    await stopPlanOfClosedTeam(event.params.teamId);
  },
);
