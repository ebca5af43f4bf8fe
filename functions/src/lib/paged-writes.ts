import {
  FieldPath,
  type BulkWriter,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/**
 * Walks `query` in pages of `size` documents, in document id order, and hands each page to `write`
 * with a BulkWriter that is flushed before the next page is read (for migrations over every
 * record). The writer never retries a failed write: each write's own catch decides (a
 * precondition that no longer holds means someone wrote the document since it was read).
 */
export async function writeInPages(
  db: Firestore,
  query: Query,
  write: (docs: QueryDocumentSnapshot[], writer: BulkWriter) => void,
  size = 300,
): Promise<void> {
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    let q = query.orderBy(FieldPath.documentId()).limit(size);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    if (page.empty) break;
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    write(page.docs, writer);
    await writer.close();
    last = page.docs[page.docs.length - 1] ?? null;
    if (page.size < size) break;
  }
}
