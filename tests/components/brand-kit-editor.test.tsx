// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPTY_BRAND_KIT, type BrandKitInput } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandKitEditor } from '../../web/src/features/brand/components/brand-kit-editor';
import { renderIn } from './render';

afterEach(cleanup);

const kit: BrandKitInput = {
  ...EMPTY_BRAND_KIT,
  voice: ['warm'],
  glossary: [{ en: 'maple taffy', fr: 'tire d’érable' }],
};

function importFile(text: string) {
  const input = screen.getByTestId('glossary-csv') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'glossary.csv', { type: 'text/csv' })] } });
}

describe('BrandKitEditor', () => {
  for (const [locale, voice, colour, desc] of [
    [
      'en',
      'Choose at most 5 adjectives',
      'Write each colour as # and six hex digits, like #7a3e12',
      'The description must be at most 500 words',
    ],
    [
      'fr',
      'Choisissez au plus 5 adjectifs',
      'Écrivez chaque couleur avec # et six chiffres hexadécimaux, comme #7a3e12',
      'La description doit compter au plus 500 mots',
    ],
  ] as const) {
    it(`refuses a kit past its limits with messages in the reader's language, and saves nothing (${locale})`, async () => {
      const onSave = vi.fn(async () => {});
      await renderIn(locale, <BrandKitEditor kit={kit} onSave={onSave} />);
      fireEvent.change(document.getElementById('brand-voice')!, {
        target: { value: 'warm, plain, local, proud, kind, loud' },
      });
      fireEvent.change(document.getElementById('brand-colours')!, { target: { value: '#7a3e12, brown' } });
      fireEvent.change(document.getElementById('brand-description')!, { target: { value: 'word '.repeat(501) } });
      fireEvent.click(screen.getByTestId('brand-save'));
      await waitFor(() => expect(screen.getByTestId('brand-voice-error').textContent).toBe(voice));
      expect(screen.getByTestId('brand-colours-error').textContent).toBe(colour);
      expect(screen.getByTestId('brand-description-error').textContent).toBe(desc);
      expect(document.getElementById('brand-voice')!.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('brand-preview-invalid')).toBeTruthy();
      expect(onSave).not.toHaveBeenCalled();
    });
  }

  it('saves the parsed kit: lists split and trimmed, a new glossary pair included', async () => {
    const onSave = vi.fn(async (_kit: BrandKitInput) => {});
    await renderIn('en', <BrandKitEditor kit={kit} onSave={onSave} />);
    fireEvent.change(document.getElementById('brand-voice')!, { target: { value: ' warm , plain ,' } });
    fireEvent.change(document.getElementById('brand-avoid')!, { target: { value: 'cheap, deal' } });
    fireEvent.change(document.getElementById('brand-sign-off')!, { target: { value: 'À bientôt!' } });
    fireEvent.click(screen.getByTestId('glossary-add'));
    fireEvent.change(screen.getByLabelText('English term 2'), { target: { value: 'sugar shack' } });
    fireEvent.change(screen.getByLabelText('French term 2'), { target: { value: 'cabane à sucre' } });
    await waitFor(() =>
      expect(screen.getByTestId('brand-preview').textContent).toContain('- sugar shack = cabane à sucre'),
    );
    expect(screen.getByTestId('brand-preview').textContent).toContain('Words never to use: cheap, deal');
    fireEvent.click(screen.getByTestId('brand-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      ...EMPTY_BRAND_KIT,
      voice: ['warm', 'plain'],
      wordsToAvoid: ['cheap', 'deal'],
      signOff: 'À bientôt!',
      glossary: [
        { en: 'maple taffy', fr: 'tire d’érable' },
        { en: 'sugar shack', fr: 'cabane à sucre' },
      ],
    });
  });

  it('imports a valid CSV into the glossary', async () => {
    await renderIn('en', <BrandKitEditor kit={kit} onSave={vi.fn()} />);
    importFile('en,fr\nsugar shack,cabane à sucre\n"sap run","coulée des sucres"\n');
    await waitFor(() => expect(screen.getByLabelText('English term 3')).toBeTruthy());
    expect((screen.getByLabelText('French term 3') as HTMLInputElement).value).toBe('coulée des sucres');
    expect(screen.queryByTestId('glossary-csv-errors')).toBeNull();
  });

  for (const [locale, lines] of [
    [
      'en',
      [
        'Line 3: A line needs exactly two columns: English, then French.',
        'Line 4: Fill in both the English and the French term.',
        'Line 5: This English term is already in the file.',
      ],
    ],
    [
      'fr',
      [
        'Ligne 3 : Une ligne doit avoir exactement deux colonnes : l’anglais, puis le français.',
        'Ligne 4 : Remplissez le terme anglais et le terme français.',
        'Ligne 5 : Ce terme anglais figure déjà dans le fichier.',
      ],
    ],
  ] as const) {
    it(`lists a bad CSV's errors by line number and imports nothing (${locale})`, async () => {
      await renderIn(locale, <BrandKitEditor kit={kit} onSave={vi.fn()} />);
      importFile('en,fr\nsugar shack,cabane à sucre\njust one column\nsap,\nSugar Shack,cabane\n');
      await waitFor(() =>
        expect(screen.getAllByTestId('glossary-csv-error').map((li) => li.textContent)).toEqual(lines),
      );
      expect(screen.queryByLabelText(locale === 'en' ? 'English term 2' : 'Terme anglais 2')).toBeNull();
    });
  }
});
