import { formatCad } from '@tasklane/domain';

/** A ledger entry's description in both languages: `description` and `descriptionFr` on the entry. */
export interface LedgerText {
  en: string;
  fr: string;
}

/**
 * The words of every credit movement the server writes, in both languages. Card packs and plans
 * are described by their checkout (domain `quoteCheckout`, `quotePlan`), which `frenchOf` reads
 * back too.
 */
export const ledgerText = {
  /** A task's or quote's own title: the same in both languages. */
  asWritten: (text: string): LedgerText => ({ en: text, fr: text }),
  adjustment: (): LedgerText => ({ en: 'Adjustment by Tasklane', fr: 'Ajustement par Tasklane' }),
  moneyBack: (): LedgerText => ({
    en: 'Money-back guarantee refund',
    fr: 'Remboursement de la garantie satisfait ou remboursé',
  }),
  lateRefund: (): LedgerText => ({ en: 'Late delivery refund', fr: 'Remboursement pour livraison en retard' }),
  revision: (title: string): LedgerText => ({ en: `Revision: ${title}`, fr: `Retouche : ${title}` }),
  quoteAccepted: (title: string): LedgerText => ({
    en: `Quote accepted, credits reserved up to the ceiling: ${title}`,
    fr: `Soumission acceptée, crédits réservés jusqu’au plafond : ${title}`,
  }),
  quoteRaised: (title: string): LedgerText => ({
    en: `Quote ceiling raised, more credits reserved: ${title}`,
    fr: `Plafond de la soumission relevé, crédits supplémentaires réservés : ${title}`,
  }),
  quoteRefunded: (title: string): LedgerText => ({
    en: `Quote refunded: ${title}`,
    fr: `Soumission remboursée : ${title}`,
  }),
  quoteSettled: (title: string): LedgerText => ({
    en: `Quote settled, unused credits released: ${title}`,
    fr: `Soumission réglée, crédits inutilisés libérés : ${title}`,
  }),
  teamCardRefund: (credits: number, amountCents: number): LedgerText => ({
    en: `Team closed: ${credits} pack credits refunded to the card (${formatCad(amountCents / 100, 'en')})`,
    fr: `Équipe fermée : ${credits} crédits de forfait remboursés sur la carte (${formatCad(amountCents / 100, 'fr')})`,
  }),
  teamMoved: (credits: number): LedgerText => ({
    en: `Team closed: ${credits} credits moved to the last owner's personal account`,
    fr: `Équipe fermée : ${credits} crédits transférés au compte personnel du dernier propriétaire`,
  }),
  teamForfeited: (credits: number): LedgerText => ({
    en: `Team closed: ${credits} credits forfeited (the last owner's account is deleted)`,
    fr: `Équipe fermée : ${credits} crédits perdus (le compte du dernier propriétaire est supprimé)`,
  }),
  fromClosedTeam: (teamName: string): LedgerText => ({
    en: `Credits from the closed team ${teamName}`,
    fr: `Crédits de l’équipe fermée ${teamName}`,
  }),
};

/** English descriptions of older entries, read back to the words that made them. */
const READ_BACK: [RegExp, (...m: string[]) => LedgerText][] = [
  [/^Adjustment by Tasklane$/, () => ledgerText.adjustment()],
  [/^Money-back guarantee refund$/, () => ledgerText.moneyBack()],
  [/^Late delivery refund$/, () => ledgerText.lateRefund()],
  [/^Revision: ([\s\S]*)$/, (t) => ledgerText.revision(t!)],
  [/^Quote accepted, credits reserved up to the ceiling: ([\s\S]*)$/, (t) => ledgerText.quoteAccepted(t!)],
  [/^Quote ceiling raised, more credits reserved: ([\s\S]*)$/, (t) => ledgerText.quoteRaised(t!)],
  [/^Quote refunded: ([\s\S]*)$/, (t) => ledgerText.quoteRefunded(t!)],
  [/^Quote settled, unused credits released: ([\s\S]*)$/, (t) => ledgerText.quoteSettled(t!)],
  // Written before the amount was formatted: "(12.34 CAD)".
  [
    /^Team closed: (\d+) pack credits refunded to the card \((\d+)\.(\d\d) CAD\)$/,
    (n, d, c) => ledgerText.teamCardRefund(Number(n), Number(d) * 100 + Number(c)),
  ],
  [/^Team closed: (\d+) credits moved to the last owner's personal account$/, (n) => ledgerText.teamMoved(Number(n))],
  [
    /^Team closed: (\d+) credits forfeited \(the last owner's account is deleted\)$/,
    (n) => ledgerText.teamForfeited(Number(n)),
  ],
  [/^Credits from the closed team ([\s\S]*)$/, (name) => ledgerText.fromClosedTeam(name!)],
  // Checkout's words (domain quoteOrder and quotePlan).
  [
    /^Tasklane credits: pack of (\d+)$/,
    (n) => ({ en: `Tasklane credits: pack of ${n}`, fr: `Crédits Tasklane : forfait de ${n}` }),
  ],
  [
    /^Tasklane (\w+) plan: (\d+) credits for one month$/,
    (name, n) => ({
      en: `Tasklane ${name} plan: ${n} credits for one month`,
      fr: `Forfait Tasklane ${name} : ${n} crédits pour un mois`,
    }),
  ],
];

/**
 * The French of an entry written with English only, or null when its words are not known. An
 * entry about a task whose description is none of the known phrases is the task's title, the same
 * in French.
 */
export function frenchOf(entry: { description: string; taskId?: string }): string | null {
  for (const [pattern, make] of READ_BACK) {
    const m = pattern.exec(entry.description);
    if (m) return make(...m.slice(1)).fr;
  }
  return entry.taskId ? entry.description : null;
}
