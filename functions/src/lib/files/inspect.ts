import { FILE_KINDS, type FileKind } from '@tasklane/domain';
import { filesBucket } from '../storage.js';

// exceljs and music-metadata are loaded on the first file that needs them, not at start-up: every
// function instance loads this bundle, and these two were a quarter of its cold start.

const readObject = (path: string) => filesBucket().file(path).createReadStream();

/**
 * An audio file's length in seconds, read from its own headers (never trusted from the client).
 * The stored object is read back as a stream, so a long file is never held in memory; null when
 * the parser cannot tell.
 */
export async function audioSeconds(path: string, kind: FileKind, size: number): Promise<number | null> {
  const { parseStream } = await import('music-metadata');
  const stream = readObject(path);
  try {
    const meta = await parseStream(
      stream,
      { mimeType: FILE_KINDS[kind].mime, size },
      { duration: true, skipCovers: true },
    );
    const seconds = meta.format.duration;
    return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}

/**
 * Data rows of a sheet, counted from the file with exceljs: an XLSX is read as a stream, sheet by
 * sheet, and each sheet's first row is its header; a CSV's first line is its header. Null when
 * the file does not parse as a sheet.
 */
export async function sheetDataRows(path: string, kind: 'xlsx' | 'csv'): Promise<number | null> {
  const { default: ExcelJS } = await import('exceljs');
  try {
    if (kind === 'csv') {
      const workbook = new ExcelJS.Workbook();
      const sheet = await workbook.csv.read(readObject(path));
      return Math.max(0, sheet.actualRowCount - 1);
    }
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(readObject(path), {
      worksheets: 'emit',
      sharedStrings: 'ignore',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    let rows = 0;
    for await (const sheet of reader) {
      let inSheet = 0;
      for await (const row of sheet) if (row.hasValues) inSheet += 1;
      rows += Math.max(0, inSheet - 1);
    }
    return rows;
  } catch {
    return null;
  }
}
