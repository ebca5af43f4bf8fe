import { THREAD_LIMITS, type Thread, type ThreadMessage, type WithId } from '@tasklane/domain';
import { limit, onSnapshot, orderBy, query, where, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from './refs';

export type LiveState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: FirestoreError };

/**
 * A thread's document, live: its unread counters. Before the first message there is none, and
 * the rules then refuse the customer's read (they decide from the document itself), so a
 * refusal reads as "no thread yet", never as an error screen. Loading, listening to nothing,
 * until `listening`.
 */
export function useThreadDoc(threadId: string, listening = true): LiveState<WithId<Thread> | undefined> {
  const db = useFirestore();
  const [state, setState] = useState<LiveState<WithId<Thread> | undefined> & { key: string }>({
    status: 'loading',
    key: threadId,
  });
  useEffect(
    () =>
      listening
        ? onSnapshot(
            webRefs.thread(db, threadId),
            (snap) => setState({ status: 'success', data: snap.data(), key: threadId }),
            (error) =>
              setState(
                error.code === 'permission-denied'
                  ? { status: 'success', data: undefined, key: threadId }
                  : { status: 'error', error, key: threadId },
              ),
          )
        : undefined,
    [db, threadId, listening],
  );
  return listening && state.key === threadId ? state : { status: 'loading' };
}

/**
 * The newest `pages` × 50 messages of a thread, live, oldest first for display. Filtered on the
 * paying account of the task or quote (a person's uid, or a team's id), which the rules require
 * of the customer side's query: every member of a team reads the team's threads (staff pass the same).
 * One view reads the thread document plus at most 50 messages; "load earlier" 50 more each time.
 * Loading, listening to nothing, until `listening`.
 */
export function useThreadMessages(
  threadId: string,
  accountId: string,
  pages: number,
  listening = true,
): LiveState<{ messages: WithId<ThreadMessage>[]; more: boolean }> {
  const db = useFirestore();
  const max = THREAD_LIMITS.pageSize * pages;
  const key = `${threadId}/${accountId}/${max}`;
  const [state, setState] = useState<LiveState<{ messages: WithId<ThreadMessage>[]; more: boolean }> & { key: string }>(
    { status: 'loading', key },
  );
  useEffect(
    () =>
      listening
        ? onSnapshot(
            query(
              webRefs.threadMessages(db, threadId),
              where('accountId', '==', accountId),
              orderBy('createdAt', 'desc'),
              limit(max + 1),
            ),
            // One more than shown tells whether earlier messages exist, without a count query.
            (snap) =>
              setState({
                status: 'success',
                data: {
                  messages: snap.docs
                    .slice(0, max)
                    .map((d) => d.data())
                    .reverse(),
                  more: snap.size > max,
                },
                key,
              }),
            (error) => setState({ status: 'error', error, key }),
          )
        : undefined,
    [db, threadId, accountId, max, key, listening],
  );
  return listening && state.key === key ? state : { status: 'loading' };
}

/**
 * Unread counts of the threads a side has not read, by the task or quote they are about (a bounded
 * query: the 100 most recent unread threads). The customer's is filtered on the account of the
 * space they work in (their uid, or a team's id), as the rules require; admins see every thread
 * with unread staff messages (a reviewer's query is refused and shows no marks).
 */
export function useUnreadThreads(side: 'customer' | 'staff', accountId: string): Record<string, number> {
  const db = useFirestore();
  const [unread, setUnread] = useState<Record<string, number>>({});
  useEffect(() => {
    const threads = webRefs.threads(db);
    const q =
      side === 'customer'
        ? query(threads, where('accountId', '==', accountId), where('unread.customer', '>', 0), limit(100))
        : query(threads, where('unread.staff', '>', 0), limit(100));
    return onSnapshot(
      q,
      (snap) => setUnread(Object.fromEntries(snap.docs.map((d) => [d.data().entityId, d.data().unread[side]]))),
      // Marks are a hint: without them the lists still work.
      () => setUnread({}),
    );
  }, [db, side, accountId]);
  return unread;
}
