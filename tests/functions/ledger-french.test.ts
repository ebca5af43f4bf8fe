// Credit movements in both languages: every phrase the server writes reads back from its English
// to the same French (so older entries get the words new ones are written with), and the migration
// gives older entries their French once, leaving unknown words and entries that have it alone.
import { DEFAULT_SETTINGS, quoteCheckout, quotePlan } from '@tasklane/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addFrenchToLedger } from '../../functions/src/maintenance/ledger-migration';
import { frenchOf, ledgerText } from '../../functions/src/lib/ledger-text';
import { adminDb } from '../support/functions-client';

const TITLE = 'Menu: summer specials (v2)';

describe('frenchOf', () => {
  it('reads back every phrase the server writes to the French it is written with', () => {
    const phrases = [
      ledgerText.adjustment(),
      ledgerText.moneyBack(),
      ledgerText.lateRefund(),
      ledgerText.revision(TITLE),
      ledgerText.quoteAccepted(TITLE),
      ledgerText.quoteRaised(TITLE),
      ledgerText.quoteRefunded(TITLE),
      ledgerText.quoteSettled(TITLE),
      ledgerText.teamMoved(7),
      ledgerText.teamForfeited(3),
      ledgerText.fromClosedTeam('Café Rideau'),
      ...DEFAULT_SETTINGS.packs.map(
        (p) => quoteCheckout({ kind: 'pack', packId: p.id }, DEFAULT_SETTINGS, 'ON', new Date()).description,
      ),
      ...DEFAULT_SETTINGS.plans.map((p) => quotePlan(p, 'QC', new Date()).description),
    ];
    for (const { en, fr } of phrases) {
      expect(fr).not.toBe(en);
      expect(frenchOf({ description: en })).toBe(fr);
    }
  });

  it('reads the card refund of a closed team as it was first written ("12.34 CAD")', () => {
    expect(frenchOf({ description: 'Team closed: 5 pack credits refunded to the card (1234.50 CAD)' })).toBe(
      ledgerText.teamCardRefund(5, 123_450).fr,
    );
    expect(ledgerText.teamCardRefund(5, 123_450).fr).toMatch(
      /^Équipe fermée : 5 crédits de forfait remboursés sur la carte \(1\s234,50\s\$\)$/,
    );
  });

  it("keeps a task's title as it is, and knows nothing else", () => {
    expect(frenchOf({ description: TITLE, taskId: 'task-1' })).toBe(TITLE);
    expect(frenchOf({ description: 'Something an older version wrote' })).toBeNull();
  });
});

describe('addFrenchToLedger', () => {
  it('gives older entries their French once, and leaves the rest alone', async () => {
    const a = `ledger-fr-${randomUUID()}`;
    const b = `ledger-fr-${randomUUID()}`;
    const at = new Date();
    const entry = (description: string, extra: Record<string, unknown> = {}) => ({
      type: 'refunded',
      credits: 1,
      balanceAfter: 1,
      description,
      createdAt: at,
      ...extra,
    });
    await Promise.all([
      adminDb.doc(`wallets/${a}/ledger/pack`).set({ ...entry('Tasklane credits: pack of 5'), type: 'purchased' }),
      adminDb.doc(`wallets/${a}/ledger/late`).set(entry('Late delivery refund', { taskId: 't1' })),
      adminDb.doc(`wallets/${a}/ledger/title`).set(entry(TITLE, { taskId: 't2' })),
      adminDb.doc(`wallets/${a}/ledger/unknown`).set(entry('Something an older version wrote')),
      // Written with both languages already: never rewritten.
      adminDb.doc(`wallets/${a}/ledger/new`).set(entry('Late delivery refund', { descriptionFr: 'déjà là' })),
      // Another wallet: outside the run.
      adminDb.doc(`wallets/${b}/ledger/late`).set(entry('Late delivery refund')),
    ]);

    expect(await addFrenchToLedger(adminDb, { accountIds: [a] })).toEqual({ updated: 3, unknown: 1 });
    const fr = async (path: string) => (await adminDb.doc(path).get()).get('descriptionFr') as unknown;
    expect(await fr(`wallets/${a}/ledger/pack`)).toBe('Crédits Tasklane : forfait de 5');
    expect(await fr(`wallets/${a}/ledger/late`)).toBe('Remboursement pour livraison en retard');
    expect(await fr(`wallets/${a}/ledger/title`)).toBe(TITLE);
    expect(await fr(`wallets/${a}/ledger/unknown`)).toBeUndefined();
    expect(await fr(`wallets/${a}/ledger/new`)).toBe('déjà là');
    expect(await fr(`wallets/${b}/ledger/late`)).toBeUndefined();

    // A second run finds nothing more to do.
    expect(await addFrenchToLedger(adminDb, { accountIds: [a] })).toEqual({ updated: 0, unknown: 1 });
  });
});
