import {
  onSnapshot,
  type DocumentReference,
  type FirestoreError,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import { useNoteScreenData } from '../screen-data';

export type Live<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: FirestoreError };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * A live listener whose refusal is an answer, not a crash: a team space the person was just removed
 * from refuses its listeners, and the screen says so (reactfire would throw it at an error
 * boundary). `key` names what is listened to; a new key re-subscribes and shows loading; an empty
 * key listens to nothing (stays loading).
 */
function useLive<T>(
  key: string,
  listen: (next: (data: T) => void, fail: (e: FirestoreError) => void) => () => void,
): Live<T> {
  const [state, setState] = useState<Live<T> & { key: string }>({ ...LOADING, key });
  // A snapshot's render is a transition: React renders it in slices that yield to the browser,
  // rather than in one task (a list of tasks or messages held a phone's main thread for 100 ms
  // and more, at 4x slowdown). A refusal is shown as urgently as before.
  useEffect(
    () =>
      key === ''
        ? undefined
        : listen(
            (data) => startTransition(() => setState({ status: 'success', data, error: undefined, key })),
            (error) => setState({ status: 'error', data: undefined, error, key }),
          ),
    // `listen` is rebuilt each render; `key` says when it listens to something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const current = state.key === key ? state : LOADING;
  useNoteScreenData(current.status !== 'loading', key !== '');
  return current;
}

/**
 * The first answer is the server's, never the local cache's: listening again to a document the
 * SDK already holds as absent answers "absent" from the cache at once, and a screen that acts on
 * it (a rating sent, a kit saved) can then race the server's own first answer; on the Firestore
 * emulator a document created in that window is dropped as outdated and the listener stays on
 * "absent" until the document changes again. Metadata changes are listened to so the server's
 * confirmation of an unchanged cached answer still arrives.
 */
export function useLiveDoc<T>(key: string, ref: DocumentReference<T>): Live<T | undefined> {
  return useLive<T | undefined>(key, (next, fail) => {
    let confirmed = false;
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snap) => {
        if (!confirmed && snap.metadata.fromCache) return;
        confirmed = true;
        next(snap.data());
      },
      fail,
    );
  });
}

/**
 * A query's first answer may come from the local cache: a list already listened to this visit
 * shows at once. An empty list from the cache before the server has answered is no answer, though:
 * the SDK gives one when the server is slow to open the listen stream (it declares itself offline
 * after 10 s) or the device is offline, and the screen said "no tasks" to a customer with tasks.
 * Such an answer is skipped, and the list stays loading until the server's. Metadata changes are
 * listened to so that the server's confirmation of that empty list arrives; later metadata-only
 * changes (a write confirmed) are not passed on.
 */
export function useLiveQuery<T, R = T>(
  key: string,
  q: Query<T>,
  map: (d: QueryDocumentSnapshot<T>) => R = (d) => d.data() as unknown as R,
): Live<R[]> {
  return useLive<R[]>(key, (next, fail) => {
    let answered = false;
    return onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) => {
        if (!answered) {
          if (snap.empty && snap.metadata.fromCache) return;
        } else if (snap.docChanges().length === 0) return;
        answered = true;
        next(snap.docs.map(map));
      },
      fail,
    );
  });
}
