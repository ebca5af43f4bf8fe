// A team that closes with a plan stops it at the end of the paid period, against the emulators and
// the local Stripe stand-in: the trigger on the team document sets Stripe's cancel_at_period_end
// once, the team's plan record says so, the credits granted stay; a team without a plan closes as before.
import type { Subscription } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopPlanOfClosedTeam } from '../../functions/src/lib/subscriptions/closed-team';
import { STRIPE_LOCAL_SECRET_KEY } from '../../scripts/support/stripe-keys.mjs';
import { adminDb, type TestClient } from '../support/functions-client';
import { STRIPE_API, buyer, eventsAbout, payAt, stripeTest, until } from '../support/stripe';
import { setSettings } from '../support/task-helpers';

// The replays below run the functions' own code in this process, against the same stand-in (the
// Stripe client reads its key and address at its first call).
process.env.STRIPE_SECRET_KEY ??= STRIPE_LOCAL_SECRET_KEY;
process.env.STRIPE_API_BASE ??= STRIPE_API;

const opened: TestClient[] = [];
beforeAll(setSettings);
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function teamOf(name: string): Promise<{ owner: TestClient; teamId: string }> {
  const owner = await buyer({ province: 'QC' });
  opened.push(owner);
  const { teamId } = await owner.call('createTeam', {
    name,
    legalName: `${name} inc.`,
    province: 'QC',
    address: '9 av. du Parc, Québec QC',
  });
  return { owner, teamId };
}

const plan = async (teamId: string) => (await adminDb.doc(`subscriptions/${teamId}`).get()).data() as Subscription;
const audits = async (teamId: string, action: string) =>
  (await adminDb.collection('auditLogs').where('subjectUserId', '==', teamId).where('action', '==', action).get()).docs;
/** Requests that changed cancel_at_period_end, as the stand-in reports them: one per Stripe call that did it. */
const cancelChanges = async (subscriptionId: string) =>
  (await eventsAbout(subscriptionId, 'customer.subscription.updated')).filter(
    (e) => 'cancel_at_period_end' in (e.data.previous_attributes ?? {}),
  );

describe('a team closing with a plan', () => {
  it('stops the plan at the end of the paid period once, keeps its credits, and a replay calls Stripe no more', async () => {
    const { owner, teamId } = await teamOf('Atelier Ferme');
    const { url, sessionId } = await owner.call('startSubscription', {
      planId: 'pro',
      locale: 'en',
      accountId: teamId,
    });
    expect((await payAt(url)).status).toBe(303);
    expect(await owner.call('confirmSubscription', { sessionId })).toMatchObject({ status: 'active', credits: 9 });
    const { subscriptionId, currentPeriodEnd } = await plan(teamId);

    // The last member leaves: the team closes, and its plan must not renew into a wallet nobody can use.
    expect(await owner.call('removeMember', { teamId, uid: owner.uid as string })).toEqual({
      closed: true,
      newOwner: null,
    });
    await until(async () => (await audits(teamId, 'team_plan_stopped')).length > 0, 'the plan to be stopped');

    const atStripe = await stripeTest.subscriptions.retrieve(subscriptionId);
    expect(atStripe).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await plan(teamId)).toMatchObject({
      subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd,
    });
    expect((await audits(teamId, 'team_plan_stopped')).map((d) => d.data())).toEqual([
      expect.objectContaining({
        actorUserId: 'system',
        entityType: 'subscription',
        entityId: subscriptionId,
        metadata: expect.objectContaining({ teamId, planId: 'pro', alreadyCancelling: false }),
      }),
    ]);
    expect((await adminDb.doc(`wallets/${teamId}`).get()).get('balance')).toBe(9);
    expect(await cancelChanges(subscriptionId)).toHaveLength(1);

    // A second delivery of the trigger finds the stop recorded and leaves Stripe alone.
    expect(await stopPlanOfClosedTeam(teamId)).toBe('already_stopped');
    // A retry after a crash between Stripe's answer and the record: the stored plan not yet
    // updated, no audit entry. The same idempotency key gets Stripe's first answer back.
    const entry = (await audits(teamId, 'team_plan_stopped'))[0]!;
    await entry.ref.delete();
    await adminDb.doc(`subscriptions/${teamId}`).update({ cancelAtPeriodEnd: false });
    expect(await stopPlanOfClosedTeam(teamId)).toBe('stopped');
    expect(await plan(teamId)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await cancelChanges(subscriptionId)).toHaveLength(1);
    expect(await audits(teamId, 'team_plan_stopped')).toHaveLength(1);
    expect(await audits(teamId, 'team_plan_stop_failed')).toHaveLength(0);
  });

  it('closes a team without a plan as before', async () => {
    const { owner, teamId } = await teamOf('Atelier Libre');
    expect(await owner.call('removeMember', { teamId, uid: owner.uid as string })).toEqual({
      closed: true,
      newOwner: null,
    });
    expect((await adminDb.doc(`teams/${teamId}`).get()).get('status')).toBe('closed');
    expect((await audits(teamId, 'team_closed')).map((d) => d.data().metadata)).toEqual([
      { reason: 'no_members', balanceLeft: 0 },
    ]);
    expect(await stopPlanOfClosedTeam(teamId)).toBe('no_plan');
    expect((await adminDb.doc(`subscriptions/${teamId}`).get()).exists).toBe(false);
  });
});
