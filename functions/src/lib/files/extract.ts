import { FILE_KINDS, type DraftSourceFile, type StoredFile } from '@tasklane/domain';
import { logs } from '../logs.js';
import { filesBucket, objectPath } from '../storage.js';

/**
 * What the drafter can read from a task's attachments: the text of PDF, DOCX and plain-text
 * files; null for images, audio and sheets (the draft then tells the reviewer what to do with
 * them). A file that fails to parse counts as unreadable rather than stopping the draft.
 */
export async function draftSourceFiles(taskId: string, attachments: StoredFile[]): Promise<DraftSourceFile[]> {
  const out: DraftSourceFile[] = [];
  for (const f of attachments) {
    if (f.purgedAt) continue;
    const base: DraftSourceFile = {
      name: f.name,
      kind: f.kind,
      text: null,
      ...(f.durationSeconds ? { durationSeconds: f.durationSeconds } : {}),
    };
    const textual = f.kind === 'pdf' || f.kind === 'docx' || FILE_KINDS[f.kind].sniff === 'text';
    if (!textual) {
      out.push(base);
      continue;
    }
    try {
      const [bytes] = await filesBucket()
        .file(objectPath(taskId, 'attachment', f.id))
        .download();
      let text: string;
      // The parsers load on the first PDF or DOCX, not with every function instance.
      if (f.kind === 'pdf')
        text = (await (await import('unpdf')).extractText(new Uint8Array(bytes), { mergePages: true })).text;
      else if (f.kind === 'docx')
        text = (await (await import('mammoth')).default.extractRawText({ buffer: bytes })).value;
      else text = bytes.toString('utf8');
      out.push({ ...base, text });
    } catch (err) {
      logs.fileFunctionFailed(`text extraction of ${f.kind}`, err);
      out.push(base);
    }
  }
  return out;
}
