// @vitest-environment happy-dom
// Consents on the web: the terms prompt an order refused with terms_not_accepted opens (Québec sees
// the French terms first and must choose English explicitly, recorded with the acceptance), and
// the /profile list of what was accepted, in its states and both languages.
import type { Consent } from '@tasklane/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsDialog } from '../../web/src/features/consents/components/terms-dialog';
import { ConsentsList } from '../../web/src/features/profile/components/consents-list';
import { ProvinceStepDialog } from '../../web/src/features/profile/components/province-step';
import { renderIn } from './render';

afterEach(cleanup);

const dialog = (quebec: boolean, onAccept = vi.fn(), uiLocale: 'en' | 'fr' = 'en') => (
  <TermsDialog
    version="2026-11-22"
    uiLocale={uiLocale}
    quebec={quebec}
    busy={false}
    failed={false}
    onAccept={onAccept}
    onCancel={() => {}}
  />
);

describe('the terms prompt', () => {
  it('outside Québec: accepts in the language being read, once the box is ticked', async () => {
    const onAccept = vi.fn();
    await renderIn('fr', dialog(false, onAccept, 'fr'));
    expect(screen.getByTestId('terms-prompt').textContent).toContain("Nos Conditions d'utilisation ont changé");
    const submit = screen.getByTestId('terms-prompt-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('terms-prompt-accept'));
    fireEvent.click(submit);
    expect(onAccept).toHaveBeenCalledWith({ language: 'fr' });
  });

  it('in Québec: the French terms come first and bind unless English is chosen explicitly', async () => {
    const onAccept = vi.fn();
    await renderIn('en', dialog(true, onAccept));
    const links = [...screen.getByTestId('terms-prompt').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/fr/terms-of-service', '/terms-of-service']);
    fireEvent.click(screen.getByTestId('terms-prompt-accept'));
    fireEvent.click(screen.getByTestId('terms-prompt-submit'));
    expect(onAccept).toHaveBeenLastCalledWith({ language: 'fr', englishChosen: false });
    expect(screen.getByTestId('terms-prompt').textContent).toContain(
      "Je choisis expressément d'être lié par la version anglaise.",
    );
    fireEvent.click(screen.getByTestId('terms-prompt-english'));
    fireEvent.click(screen.getByTestId('terms-prompt-submit'));
    expect(onAccept).toHaveBeenLastCalledWith({ language: 'en', englishChosen: true });
  });

  it('a new privacy policy alone: its own checkbox, no terms box; both: two boxes, both needed', async () => {
    const props = { version: '2026-11-22', privacyVersion: '2026-11-29', busy: false, failed: false };
    const onAccept = vi.fn();
    const view = await renderIn(
      'fr',
      <TermsDialog
        {...props}
        documents={['privacy']}
        uiLocale="fr"
        quebec={false}
        onAccept={onAccept}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId('terms-prompt').textContent).toContain('Notre politique de confidentialité a changé');
    expect(screen.queryByTestId('terms-prompt-accept')).toBeNull();
    fireEvent.click(screen.getByTestId('terms-prompt-privacy'));
    fireEvent.click(screen.getByTestId('terms-prompt-submit'));
    expect(onAccept).toHaveBeenCalledWith({ language: 'fr' });
    view.unmount();
    await renderIn(
      'en',
      <TermsDialog
        {...props}
        documents={['terms', 'privacy']}
        uiLocale="en"
        quebec={false}
        onAccept={onAccept}
        onCancel={() => {}}
      />,
    );
    const submit = screen.getByTestId('terms-prompt-submit') as HTMLButtonElement;
    fireEvent.click(screen.getByTestId('terms-prompt-accept'));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('terms-prompt-privacy'));
    expect(submit.disabled).toBe(false);
  });
});

describe('the province step after a first Google or Facebook sign-in', () => {
  it('in French: the province is required, then saved', async () => {
    const onSave = vi.fn();
    await renderIn('fr', <ProvinceStepDialog busy={false} failed={false} onSave={onSave} />);
    expect(screen.getByTestId('province-step').textContent).toContain('Où est située votre entreprise?');
    fireEvent.click(screen.getByTestId('province-step-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Choisissez votre province ou territoire');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('province-step-select'), { target: { value: 'QC' } });
    fireEvent.click(screen.getByTestId('province-step-submit'));
    expect(onSave).toHaveBeenCalledWith('QC');
  });
});

const consent = (over: Partial<Consent>): Consent => ({
  userId: 'u1',
  document: 'terms',
  version: '2026-11-22',
  language: 'fr',
  via: 'sign_up',
  acceptedAtMs: Date.UTC(2026, 10, 22, 15),
  ...over,
});

describe('what you accepted (/profile)', () => {
  it('shows loading, error and empty states', async () => {
    const { rerender } = await renderIn('en', <ConsentsList status="loading" consents={[]} />);
    expect(screen.getByTestId('consents-loading')).toBeTruthy();
    rerender(<ConsentsList status="error" consents={[]} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load what you accepted');
    rerender(<ConsentsList status="success" consents={[]} />);
    expect(screen.getByTestId('consents-empty').textContent).toContain('at your next order');
  });

  it('lists each acceptance newest first, with version, language and how, in French', async () => {
    await renderIn(
      'fr',
      <ConsentsList
        status="success"
        consents={[
          consent({ version: '2026-01-01', acceptedAtMs: Date.UTC(2026, 0, 2) }),
          consent({ via: 'prompt', language: 'en', englishChosen: true }),
          consent({ document: 'privacy' }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('consent-row').map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("Conditions d'utilisation");
    expect(rows[0]).toContain('Anglais choisi');
    expect(rows[0]).toContain('avant une commande');
    expect(rows[2]).toContain('2026-01-01');
  });
});
