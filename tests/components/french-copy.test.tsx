// @vitest-environment happy-dom
// What only the French runs of the journeys proved, kept as checks of the screens' own parts: the
// word typed to delete an account, numbers and dates typed and shown the fr-CA way, the French
// labels of statuses, strength and money documents. (That no English is left on any screen is the
// French scan's: tests/e2e/french-scan.spec.ts.)
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS, splitSettings, type QuoteAccepted, type QuoteRequestInput } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter } from '../../web/src/components/password-strength-meter';
import { formatCount, formatMoneyCents, formatRate } from '../../web/src/lib/format';
import { authBanner } from '../../web/src/lib/auth-errors';
import { activateLocale, i18n } from '../../web/src/lib/i18n';
import { SignupForm } from '../../web/src/features/auth/components/signup-form';
import { statusLabels } from '../../web/src/lib/labels';
import { BillingHistoryView } from '../../web/src/features/credits/components/billing-history';
import { DeleteAccount } from '../../web/src/features/profile/components/account-security';
import { ExpiryCountdown } from '../../web/src/features/quotes/components/quote-bits';
import { RaiseCardPrice } from '../../web/src/features/quotes/components/quote-price';
import {
  EMPTY_QUOTE_FORM,
  QuoteRequestForm,
  endOfDayMs,
} from '../../web/src/features/quotes/components/quote-request-form';
import { CurrentPlan } from '../../web/src/features/subscriptions/components/current-plan';
import { RevisionForm } from '../../web/src/features/tasks/components/task-actions';
import { fileNameFor } from '../../web/src/features/tasks/utils/sheet';
import { receiptDoc } from '../support/factories';
import { acceptedOf, versionOf } from '../support/quotes';
import { subscriptionDoc } from '../support/subscription-docs';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Intl's fr-CA spaces (narrow and plain no-break) as plain spaces, to compare with what a reader sees. */
const plain = (s: string | null | undefined) =>
  (s ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('deleting an account in French', () => {
  it('asks for SUPPRIMER, names it in the label, refuses DELETE, and deletes on SUPPRIMER', async () => {
    const onDelete = vi.fn(async () => {});
    await renderIn('fr', <DeleteAccount onDelete={onDelete} />);
    expect(screen.getByText('Tapez SUPPRIMER pour confirmer')).toBeTruthy();
    const input = screen.getByTestId('delete-confirm');
    const submit = screen.getByTestId('delete-account-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'SUPPRIMER' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('asks for DELETE in English', async () => {
    await renderIn('en', <DeleteAccount onDelete={vi.fn(async () => {})} />);
    expect(screen.getByText('Type DELETE to confirm')).toBeTruthy();
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: 'SUPPRIMER' } });
    expect((screen.getByTestId('delete-account-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the password strength meter in French', () => {
  it.each([
    ['abc', 'Faible'],
    ['abcdefg1', 'Moyen'],
    ['Abcdefg1', 'Bon'],
    ['Abcdef1!', 'Fort'],
  ])('rates %s as %s', async (password, label) => {
    await renderIn('fr', <PasswordStrengthMeter password={password} id="pw" />);
    expect(screen.getByTestId('password-strength-label').textContent).toBe(label);
  });
});

describe('the quote request form in French', () => {
  it('writes the word limit the French way, and reads a budget typed with a decimal comma and a date', async () => {
    const onSubmit = vi.fn(async (_values: QuoteRequestInput) => {});
    await renderIn(
      'fr',
      <QuoteRequestForm
        initial={EMPTY_QUOTE_FORM}
        serverErrors={{}}
        onSubmit={onSubmit}
        onCheckBrief={vi.fn(async () => ({}) as never)}
        checkErrorCode={() => 'unknown'}
      />,
    );
    expect(plain(screen.getByTestId('quote-word-count').textContent)).toBe('0 / 10 000 mots');
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect((await screen.findByTestId('quote-error-title')).textContent).toBe('Le titre est obligatoire');

    const wanted = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(document.querySelector('#quote-title')!, { target: { value: 'Guide de l’employé' } });
    fireEvent.change(document.querySelector('#quote-category')!, { target: { value: 'hr_operations' } });
    fireEvent.change(document.querySelector('#quote-description')!, {
      target: { value: 'Réécrire notre guide de l’employé de 30 pages en langage clair.' },
    });
    fireEvent.change(document.querySelector('#quote-wanted-by')!, { target: { value: wanted } });
    fireEvent.change(document.querySelector('#quote-budget')!, { target: { value: '500,50' } });
    fireEvent.click(screen.getByTestId('quote-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Guide de l’employé',
      budgetCad: 500.5,
      wantedBy: endOfDayMs(wanted),
    });
  });
});

describe('quote prices and deadlines in French', () => {
  it('counts an offer down in days and hours ("j", "h")', async () => {
    const now = Date.UTC(2026, 10, 28, 12);
    await renderIn('fr', <ExpiryCountdown expiresAt={now + 13 * 86_400_000 + 23 * 3_600_000 + 60_000} nowMs={now} />);
    expect(plain(screen.getByTestId('quote-expiry').textContent)).toBe('L’offre expire dans 13 j 23 h');
  });

  it('names the tax and its rate the French way (TVH 13 %) and writes amounts as 58,00 $', async () => {
    const accepted: QuoteAccepted = acceptedOf({
      paymentMethod: 'card',
      province: 'ON',
      version: versionOf({ nteCents: 29_000 }),
    });
    await renderIn('fr', <RaiseCardPrice accepted={accepted} version={versionOf({ number: 2, nteCents: 34_800 })} />);
    const table = plain(screen.getByTestId('raise-price').textContent);
    expect(table).toContain('TVH (13 %)');
    expect(plain(screen.getByTestId('raise-difference').textContent)).toBe('58,00 $');
    expect(plain(screen.getByTestId('raise-card-total').textContent)).toBe('65,54 $');
  });
});

describe('receipts and plans in French', () => {
  it('lists receipts and credit notes by their French names, with fr-CA amounts', async () => {
    const receipt = { ...receiptDoc('u1', 7, { totalCents: 15_522, province: 'QC' }), id: 'r7' };
    const note = { ...receiptDoc('u1', 8, { kind: 'credit_note', totalCents: 15_522 }), id: 'r8' };
    await renderIn(
      'fr',
      <BillingHistoryView
        status="success"
        receipts={[note, receipt]}
        canLoadMore={false}
        onLoadMore={() => {}}
        onDownload={vi.fn(async () => {})}
      />,
    );
    const rows = screen.getAllByTestId('billing-row');
    expect(plain(rows[0]?.textContent)).toContain('Note de crédit');
    expect(plain(rows[0]?.textContent)).toContain('−155,22 $');
    expect(plain(rows[1]?.textContent)).toContain('Reçu');
    expect(plain(rows[1]?.textContent)).toContain('155,22 $');
    expect(plain(rows[1]?.textContent)).toContain('5 crédits');
    expect(screen.getByLabelText(`Télécharger ${receipt.number} en PDF`)).toBeTruthy();
  });

  it('shows a Quebec plan with its renewal, taxes included, and its end date the fr-CA way', async () => {
    const end = Math.floor(Date.UTC(2026, 11, 28, 17) / 1000);
    const { plans } = splitSettings(DEFAULT_SETTINGS).app;
    await renderIn(
      'fr',
      <CurrentPlan subscription={subscriptionDoc('u1', { province: 'QC', currentPeriodEnd: end })} plans={plans} />,
    );
    const text = plain(document.body.textContent);
    // Pro: 199 $ + 5 % TPS + 9,975 % TVQ = 228,80 $.
    expect(text).toContain('228,80 $');
    expect(text).toContain('28 décembre 2026');
    expect(text).toMatch(/\d+ crédits pour \d+,\d\d \$ par mois, avant taxes/);
  });
});

describe('task words in French', () => {
  it('calls the reviewer’s work "en relecture" and the customer’s request a "retouche"', async () => {
    await renderIn('fr', <RevisionForm taskId="t1" cost={0} />);
    expect(i18n._(statusLabels.in_review)).toBe('En relecture');
    expect(i18n._(statusLabels.reopened)).toBe('Retouche demandée');
    expect(plain(screen.getByTestId('revision-cost').textContent)).toContain(
      'une retouche mineure gratuite par tâche dans les 72 heures suivant sa livraison',
    );
    cleanup();
    await renderIn('fr', <RevisionForm taskId="t1" cost={1} />);
    expect(plain(screen.getByTestId('revision-cost').textContent)).toBe('Cette retouche coûte 1 crédit.');
  });
});

describe('downloads of a French task', () => {
  it('are named after the French title, accents dropped', () => {
    expect(fileNameFor('Affiche du printemps fr', 'txt')).toBe('affiche-du-printemps-fr.txt');
    expect(fileNameFor('Légendes pour la réouverture de la terrasse en fr', 'txt')).toBe(
      'legendes-pour-la-reouverture-de-la-terrasse-en-fr.txt',
    );
  });
});

describe('analytics figures in French', () => {
  it('write rates, money and counts the fr-CA way', () => {
    expect(plain(formatRate(0.5, 'fr'))).toBe('50 %');
    expect(plain(formatMoneyCents(28_250, 'fr'))).toBe('282,50 $');
    expect(plain(formatCount(10_000, 'fr'))).toBe('10 000');
    expect(formatRate(0.5, 'en')).toBe('50%');
  });
});

describe('signing up and in, in French', () => {
  it('shows each field’s French message on an empty submit', async () => {
    await renderIn('fr', <SignupForm redirectTo={null} onDone={vi.fn()} onError={vi.fn()} />);
    fireEvent.submit(screen.getByTestId('signup-form'));
    expect((await screen.findByTestId('signup-name-error')).textContent).toBe('Le nom est obligatoire');
    expect(screen.getByTestId('signup-email-error').textContent).toBe('Le courriel est obligatoire');
    fireEvent.change(document.querySelector('#signup-email')!, { target: { value: 'pas-un-courriel' } });
    fireEvent.change(document.querySelector('#signup-password')!, { target: { value: 'abc' } });
    fireEvent.submit(screen.getByTestId('signup-form'));
    await waitFor(() =>
      expect(screen.getByTestId('signup-email-error').textContent).toBe('Veuillez entrer une adresse courriel valide'),
    );
    expect(screen.getByTestId('signup-password-error').textContent).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('names sign-in failures in French', async () => {
    await activateLocale('fr');
    const banner = (code: string, mode: 'login' | 'signup' = 'login') => {
      const b = authBanner({ code, message: '' }, mode);
      return [i18n._(b.title), typeof b.text === 'string' ? b.text : i18n._(b.text)];
    };
    expect(banner('auth/invalid-credential')).toEqual([
      'Identifiants invalides',
      'Le courriel ou le mot de passe saisi est incorrect.',
    ]);
    expect(banner('auth/email-not-verified')).toEqual([
      'Vérification du courriel requise',
      'Consultez vos courriels et cliquez sur le lien de vérification avant de vous connecter.',
    ]);
    expect(banner('auth/weak-password', 'signup')).toEqual([
      'Exigences du mot de passe',
      "Choisissez un mot de passe plus robuste d'au moins 8 caractères.",
    ]);
    expect(banner('auth/network-request-failed')).toEqual([
      'Problème de connexion',
      'Veuillez vérifier votre connexion Internet et réessayer.',
    ]);
    expect(banner('auth/too-many-requests')).toEqual([
      'Trop de tentatives',
      'Veuillez patienter quelques minutes avant de réessayer.',
    ]);
  });
});
