import { DocumentReference, type DocumentData, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';

/** Documents read per page: a page is all the export holds of a collection at once. */
export const PAGE = 200;

/**
 * Every document a source names, page by page (a reference: itself when it exists). Read raw,
 * without the collection's converter: the archive holds what is stored, not one reading of it.
 */
export async function* documentsOf(source: DocumentReference | Query): AsyncGenerator<DocumentSnapshot> {
  if (source instanceof DocumentReference) {
    const snap = (await source.withConverter(null).get()) as DocumentSnapshot;
    if (snap.exists) yield snap;
    return;
  }
  const query = source.withConverter(null) as Query<DocumentData>;
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    for (const doc of page.docs) yield doc;
    if (page.size < PAGE) return;
    last = page.docs[page.docs.length - 1] ?? null;
  }
}

/** Every document of several sources, each once (two queries may find the same one). */
export async function* documentsOfAll(sources: (DocumentReference | Query)[]): AsyncGenerator<DocumentSnapshot> {
  if (sources.length === 1 && sources[0]) return yield* documentsOf(sources[0]);
  const seen = new Set<string>();
  for (const source of sources)
    for await (const doc of documentsOf(source)) {
      if (seen.has(doc.ref.path)) continue;
      seen.add(doc.ref.path);
      yield doc;
    }
}
