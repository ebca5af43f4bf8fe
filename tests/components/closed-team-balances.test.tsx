// @vitest-environment happy-dom
// The admins' list of closed teams still holding credits, rendered from the callable's answer:
// its three states, and a row in both languages (pack credits to the card, the rest to the last owner).
import type { ClosedTeamRow } from '@tasklane/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClosedTeamBalancesView } from '../../web/src/features/admin/components/closed-team-balances';
import { renderIn } from './render';

afterEach(cleanup);

const row: ClosedTeamRow = {
  teamId: 'team1',
  name: 'Atelier Clos',
  legalName: 'Atelier Clos S.E.N.C.',
  province: 'QC',
  closedAtMs: Date.UTC(2026, 10, 20, 15),
  balance: 7,
  cardCredits: 5,
  cardCents: 15_752,
  otherCredits: 2,
  refunds: [
    { paymentId: 'pi_new', credits: 1, amountCents: 3_334, paidAtMs: Date.UTC(2026, 10, 2, 15) },
    { paymentId: 'pi_old', credits: 4, amountCents: 12_418, paidAtMs: Date.UTC(2026, 10, 1, 15) },
  ],
  recipient: { uid: 'u1', name: 'Camille Tremblay', email: 'camille@example.test' },
};

describe('closed teams holding credits', () => {
  it('shows loading, error and empty states', async () => {
    const { rerender } = await renderIn(
      'en',
      <ClosedTeamBalancesView state={{ status: 'loading' }} busyId={null} onSettle={() => {}} />,
    );
    expect(screen.getByTestId('closed-team-balances').textContent).toContain('Loading…');
    rerender(<ClosedTeamBalancesView state={{ status: 'error' }} busyId={null} onSettle={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('The closed teams could not be loaded.');
    rerender(<ClosedTeamBalancesView state={{ status: 'success', teams: [] }} busyId={null} onSettle={() => {}} />);
    expect(screen.getByTestId('closed-team-balances').textContent).toContain('No closed team holds credits.');
  });

  it('names what each credit was bought with and where it goes, in English and French, and settles after a confirmation', async () => {
    const onSettle = vi.fn();
    await renderIn(
      'en',
      <ClosedTeamBalancesView state={{ status: 'success', teams: [row] }} busyId={null} onSettle={onSettle} />,
    );
    const en = screen.getByTestId('closed-team-row').textContent;
    expect(en).toContain('Atelier Clos S.E.N.C.');
    expect(en).toContain('7 credits');
    expect(en).toContain('1 pack credit: $33.34 back to the card');
    expect(en).toContain('4 pack credits: $124.18 back to the card');
    expect(en).toContain(
      '2 credits not paid by card (plan, adjustments, refunds): to the last owner, Camille Tremblay (camille@example.test)',
    );
    fireEvent.click(screen.getByTestId('settle-team'));
    expect(onSettle).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('settle-confirm'));
    expect(onSettle).toHaveBeenCalledWith('team1');
    cleanup();

    await renderIn(
      'fr',
      <ClosedTeamBalancesView
        state={{ status: 'success', teams: [{ ...row, recipient: null }] }}
        busyId={null}
        onSettle={onSettle}
      />,
    );
    const fr = screen.getByTestId('closed-team-row').textContent?.replace(/\u202f|\u00a0/g, ' ');
    expect(fr).toContain('7 crédits');
    expect(fr).toContain('1 crédit de forfait : 33,34 $ remboursés sur la carte');
    expect(fr).toContain(
      '2 crédits non payés par carte (forfait mensuel, ajustements, remboursements) : perdus, le compte du dernier propriétaire est supprimé',
    );
  });
});
