// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_FILES_SETTINGS } from '@tasklane/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FilesPicker } from '../../web/src/components/files/files-picker';
import { renderIn } from './render';

afterEach(cleanup);

const help = () =>
  (screen.getByTestId('new-task-files').querySelector('.help')?.textContent ?? '').replace(/\s+/g, ' ');

describe('the new-task file picker', () => {
  it('states the limits the settings hold, not fixed numbers, in both languages', async () => {
    const limits = { ...DEFAULT_FILES_SETTINGS, imageMaxMb: 15, documentMaxMb: 8, audioMaxSeconds: 150 };
    await renderIn('en', <FilesPicker files={[]} onChange={() => undefined} limits={limits} />);
    expect(help()).toContain(
      'Images and PDF up to 15 MB; DOCX, XLSX, CSV, TXT, SRT and VTT up to 8 MB; audio up to 2.5 minutes.',
    );
    cleanup();
    await renderIn('fr', <FilesPicker files={[]} onChange={() => undefined} limits={limits} />);
    expect(help()).toContain(
      'Images et PDF jusqu’à 15 Mo ; DOCX, XLSX, CSV, TXT, SRT et VTT jusqu’à 8 Mo ; audio jusqu’à 2,5 minutes.',
    );
  });
});
