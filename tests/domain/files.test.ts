import {
  DEFAULT_FILES_SETTINGS,
  classifyFile,
  composeDraftSource,
  declaredKind,
  declaredMaxBytes,
  maxBytesFor,
  safeFileName,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('classifyFile', () => {
  it('trusts the sniffed signature over the name', () => {
    expect(classifyFile({ sniffed: { ext: 'png', mime: 'image/png' }, headText: null, name: 'photo.pdf' })).toEqual({
      kind: 'png',
    });
    expect(classifyFile({ sniffed: { ext: 'm4a', mime: 'audio/x-m4a' }, headText: null, name: 'a.m4a' })).toEqual({
      kind: 'm4a',
    });
    expect(classifyFile({ sniffed: { ext: 'wav', mime: 'audio/wav' }, headText: null, name: 'a' })).toEqual({
      kind: 'wav',
    });
  });

  it('refuses executables and markup whatever they are called', () => {
    expect(
      classifyFile({ sniffed: { ext: 'exe', mime: 'application/x-msdownload' }, headText: null, name: 'logo.png' }),
    ).toEqual({ error: 'file_type_forbidden' });
    expect(classifyFile({ sniffed: undefined, headText: '<!doctype html><p>hi', name: 'logo.png' })).toEqual({
      error: 'file_type_forbidden',
    });
    expect(
      classifyFile({ sniffed: undefined, headText: '  <svg xmlns="http://www.w3.org/2000/svg"/>', name: 'a.txt' }),
    ).toEqual({ error: 'file_type_forbidden' });
    expect(classifyFile({ sniffed: undefined, headText: '#!/bin/sh\nrm -rf /', name: 'notes.txt' })).toEqual({
      error: 'file_type_forbidden',
    });
    expect(classifyFile({ sniffed: undefined, headText: 'plain words', name: 'page.html' })).toEqual({
      error: 'file_type_forbidden',
    });
  });

  it('takes text kinds by extension only when the text fits the format', () => {
    expect(classifyFile({ sniffed: undefined, headText: 'a,b\n1,2', name: 'x.csv' })).toEqual({ kind: 'csv' });
    expect(
      classifyFile({ sniffed: undefined, headText: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi', name: 'x.vtt' }),
    ).toEqual({ kind: 'vtt' });
    expect(classifyFile({ sniffed: undefined, headText: 'Hello', name: 'x.vtt' })).toEqual({
      error: 'file_type_unsupported',
    });
    expect(
      classifyFile({ sniffed: undefined, headText: '1\n00:00:01,000 --> 00:00:02,000\nHi', name: 'x.srt' }),
    ).toEqual({ kind: 'srt' });
    expect(classifyFile({ sniffed: undefined, headText: null, name: 'x.txt' })).toEqual({
      error: 'file_type_unsupported',
    });
    expect(classifyFile({ sniffed: { ext: 'zip', mime: 'application/zip' }, headText: null, name: 'x.docx' })).toEqual({
      error: 'file_type_unsupported',
    });
  });
});

describe('file limits and names', () => {
  it('gives images and PDF 20 MB, documents 10 MB', () => {
    expect(maxBytesFor('png', DEFAULT_FILES_SETTINGS)).toBe(20 * 1024 * 1024);
    expect(maxBytesFor('pdf', DEFAULT_FILES_SETTINGS)).toBe(20 * 1024 * 1024);
    expect(maxBytesFor('docx', DEFAULT_FILES_SETTINGS)).toBe(10 * 1024 * 1024);
  });

  it('keeps names safe: no folders, quotes or control characters, at most 120 characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\"logo".png')).toBe('logo.png');
    expect(safeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(safeFileName(`${'x'.repeat(200)}.xlsx`)).toHaveLength(120);
    expect(safeFileName(`${'x'.repeat(200)}.xlsx`).endsWith('.xlsx')).toBe(true);
    expect(safeFileName('')).toBe('file');
  });

  it('strips bidi controls, so a name cannot hide its type by reading backwards', () => {
    // U+202E (right-to-left override) shows "invoice\u202Efdp.txt" as "invoicetxt.pdf".
    expect(safeFileName('invoice\u202Efdp.txt')).toBe('invoicefdp.txt');
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(safeFileName(`re${c}port${c}.pdf`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('report.pdf');
    }
    // Letters of right-to-left scripts stay: only the invisible controls go.
    expect(safeFileName('تقرير.pdf')).toBe('تقرير.pdf');
    expect(safeFileName('\u202Ecod.exe\u202C/résumé.docx')).toBe('résumé.docx');
  });
});

describe('composeDraftSource', () => {
  it('adds document text within the word limit and cuts the rest', () => {
    const out = composeDraftSource(
      'one two three',
      [{ name: 'a.pdf', kind: 'pdf', text: 'four five six seven' }],
      'en',
      5,
    );
    expect(out).toContain('Attachment « a.pdf »:\nfour five');
    expect(out).not.toContain('six');
    expect(out).toContain('[…text cut: word limit reached]');
  });

  it('tells the reviewer what to do with images and audio, in the task’s language', () => {
    const out = composeDraftSource(
      '',
      [
        { name: 'logo.png', kind: 'png', text: null },
        { name: 'memo.mp3', kind: 'mp3', text: null, durationSeconds: 125 },
      ],
      'fr',
      800,
    );
    expect(out).toContain('Image « logo.png » : le réviseur doit l’ouvrir');
    expect(out).toContain('Audio « memo.mp3 » (3 min) : le réviseur doit l’écouter et le transcrire');
  });
});

describe('declaredKind: what an upload claims before its bytes are seen', () => {
  it('takes the extension first, the browser type only when the name says nothing', () => {
    expect(declaredKind('Logo.PNG', 'text/html')).toEqual({ kind: 'png' });
    expect(declaredKind('scan', 'application/pdf')).toEqual({ kind: 'pdf' });
    expect(declaredKind('notes', 'application/x-unknown')).toEqual({ kind: null });
  });
  it('refuses by name what is refused whatever its bytes', () => {
    for (const name of ['logo.svg', 'page.html', 'run.exe', 'x.js'])
      expect(declaredKind(name), name).toEqual({ error: 'file_type_forbidden' });
  });
  it('opens an unknown kind at the largest limit, a known one at its own', () => {
    expect(declaredMaxBytes(null, DEFAULT_FILES_SETTINGS)).toBe(30 * 1024 * 1024);
    expect(declaredMaxBytes('csv', DEFAULT_FILES_SETTINGS)).toBe(10 * 1024 * 1024);
  });
});
