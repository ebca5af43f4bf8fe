// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionFailure } from '../../web/src/features/subscriptions/api/subscription-api';
import { SubscriptionError } from '../../web/src/features/subscriptions/components/subscription-error';
import { renderIn } from './render';

afterEach(cleanup);

describe('plan errors', () => {
  it('names a plan checkout already open elsewhere, in both languages, instead of "something went wrong"', async () => {
    // The callable's refusal, as the web receives it.
    const reason = subscriptionFailure({
      code: 'functions/failed-precondition',
      details: { reason: 'checkout_in_progress' },
    });
    expect(reason).toBe('checkout_in_progress');
    await renderIn('en', <SubscriptionError reason={reason} />);
    expect(screen.getByRole('alert').textContent).toContain('A payment page for a plan is already open');
    cleanup();
    await renderIn('fr', <SubscriptionError reason={reason} />);
    expect(screen.getByRole('alert').textContent).toContain('Une page de paiement pour un forfait est déjà ouverte');
  });
});
