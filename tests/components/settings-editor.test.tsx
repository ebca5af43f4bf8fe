// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS, type Settings } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from '../../web/src/features/admin/pages/settings-editor';
import { renderIn } from './render';

afterEach(cleanup);

/** Every leaf of a settings object by dotted path, array items included ("packs.0.credits"). */
function leaves(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * happy-dom leaves a registered <select> on its first option instead of the stored value a
 * browser shows, so the selects are set to the stored choices as the admin would see them.
 */
function showStoredChoices(container: HTMLElement, current: Settings) {
  for (const select of Array.from(container.querySelectorAll('select'))) {
    const stored = select.name
      .split('.')
      .reduce((v: unknown, k: string) => (v as Record<string, unknown> | undefined)?.[k], current as unknown);
    if (typeof stored === 'string') fireEvent.change(select, { target: { value: stored } });
  }
}

const settings: Settings = {
  ...DEFAULT_SETTINGS,
  supplier: { ...DEFAULT_SETTINGS.supplier!, email: 'billing@tasklane.test' },
};

describe('SettingsForm', () => {
  it('has an input for every field of the settings document, file limits included', async () => {
    const { container } = await renderIn('en', <SettingsForm current={settings} missing={[]} onSaved={vi.fn()} />);
    const paths = leaves(settings);
    // The defaults hold every section the schema has, so a section left out of the form shows here.
    expect(paths).toEqual(
      expect.arrayContaining([
        'files.maxAttachments',
        'files.retentionDays',
        'supplier.qstNumber',
        'drafter.maxRetries',
        'prompts.marketing_content.fr',
      ]),
    );
    const missing = paths.filter((p) => container.querySelector(`[name="${p}"]`) === null);
    expect(missing).toEqual([]);
    expect((container.querySelector('[name="files.retentionDays"]') as HTMLInputElement).value).toBe(
      String(DEFAULT_SETTINGS.files!.retentionDays),
    );
  });

  for (const [locale, attachments, retention] of [
    ['en', 'At most 20 files per task', 'At most 3650 days (10 years)'],
    ['fr', 'Au plus 20 fichiers par tâche', 'Au plus 3650 jours (10 ans)'],
  ] as const) {
    it(`refuses file limits out of range, in the reader's language (${locale})`, async () => {
      await renderIn(locale, <SettingsForm current={settings} missing={[]} onSaved={vi.fn()} />);
      fireEvent.change(screen.getByTestId('settings-files.maxAttachments'), { target: { value: '21' } });
      fireEvent.change(screen.getByTestId('settings-files.retentionDays'), { target: { value: '4000' } });
      fireEvent.click(screen.getByTestId('settings-review-button'));
      await waitFor(() =>
        expect(document.getElementById('settings-files-maxAttachments-error')?.textContent).toBe(attachments),
      );
      expect(document.getElementById('settings-files-retentionDays-error')?.textContent).toBe(retention);
      expect(screen.getByTestId('settings-files.maxAttachments').getAttribute('aria-invalid')).toBe('true');
      // Nothing reaches the review while a field is wrong.
      expect(screen.queryByTestId('settings-review')).toBeNull();
    });
  }

  it('lists a changed file limit by name before saving', async () => {
    const { container } = await renderIn('fr', <SettingsForm current={settings} missing={[]} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByTestId('settings-files.retentionDays'), { target: { value: '30' } });
    showStoredChoices(container, settings);
    fireEvent.click(screen.getByTestId('settings-review-button'));
    const row = await screen.findByTestId('settings-diff-row');
    expect(row.getAttribute('data-path')).toBe('files.retentionDays');
    expect(row.textContent).toContain(
      'Pièces jointes et fichiers › Jours de conservation des fichiers après la clôture d’une tâche',
    );
    expect(row.querySelector('del')?.textContent).toBe(String(DEFAULT_SETTINGS.files!.retentionDays));
    expect(row.querySelector('ins')?.textContent).toBe('30');
  });
});
