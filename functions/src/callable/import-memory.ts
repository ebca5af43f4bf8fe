import { parseMemoryCsv } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { assertMayUseMemory } from '../lib/translation-memory/access.js';
import { writeImport } from '../lib/translation-memory/import.js';
import { parseTmx } from '../lib/translation-memory/tmx.js';

/**
 * Imports a TMX 1.4b or CSV file into the memory. The whole file is validated first: any error
 * refuses it with every problem's line (`invalid-argument`, details.errors), and nothing is
 * written. Then writeImport reserves room within the 50,000-pair limit and writes it under an
 * import id, rolled back on any failure.
 */
export const importMemory = defineCallable(
  'importMemory',
  'user',
  async ({ accountId: requested, format, content }, { uid }) => {
    const accountId = requested ?? uid;
    await assertMayUseMemory(uid, accountId);
    const { pairs, errors } = format === 'tmx' ? parseTmx(content) : parseMemoryCsv(content);
    if (errors.length > 0)
      throw new HttpsError('invalid-argument', 'The file has errors; nothing was imported', {
        reason: 'import_invalid',
        errors,
      });
    return writeImport(accountId, uid, pairs, { format });
  },
  { timeoutSeconds: 300 },
);
