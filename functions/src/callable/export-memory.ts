import { memoryCsv } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { assertMayUseMemory } from '../lib/translation-memory/access.js';
import { loadMemoryIndex } from '../lib/translation-memory/store.js';
import { buildTmx } from '../lib/translation-memory/tmx.js';
import { exportFileOf } from '../lib/translation-memory/export-file.js';

/**
 * The whole memory as a file: TMX 1.4b, or CSV with a UTF-8 byte-order mark. Built from the shards
 * (at most 65 reads, whatever the number of pairs), in a stable order. Up to 1 MB it comes back in
 * the answer; a larger one (50,000 pairs make about 10 MB of TMX, over a callable's limit) is stored
 * and downloaded through downloadFile (lib/translation-memory/export-file.ts).
 */
export const exportMemory = defineCallable(
  'exportMemory',
  'user',
  async ({ accountId: requested, format }, { uid }) => {
    const accountId = requested ?? uid;
    await assertMayUseMemory(uid, accountId);
    const { index } = await loadMemoryIndex(accountId);
    const pairs = index.pairs;
    const date = new Date().toISOString().slice(0, 10);
    const file =
      format === 'tmx'
        ? { fileName: `translation-memory-${date}.tmx`, mimeType: 'application/x-tmx+xml', content: buildTmx(pairs) }
        : { fileName: `translation-memory-${date}.csv`, mimeType: 'text/csv;charset=utf-8', content: memoryCsv(pairs) };
    return {
      fileName: file.fileName,
      mimeType: file.mimeType,
      count: pairs.length,
      ...(await exportFileOf(accountId, uid, file)),
    };
  },
);
