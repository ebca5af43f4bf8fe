// The emulator-only retry of transactions the Firestore emulator ends as "invalid or closed"
// (functions/src/lib/admin.ts). The error's shape is the one the emulator returned in the suite
// (grpc code 3, INVALID_ARGUMENT); the retry loop runs against a stand-in runner that fails on cue.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { closedByEmulator, db, retryClosedTransactions } from '../../functions/src/lib/admin';

const closed = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

/** A runner whose first `failures` runs end with `error`, then succeed with the function's result. */
function runner(failures: number, error: () => Error) {
  let calls = 0;
  const firestore = {
    runTransaction: async (fn: () => Promise<unknown>) => {
      calls += 1;
      if (calls <= failures) throw error();
      return fn();
    },
  };
  retryClosedTransactions(firestore as unknown as Firestore);
  return { firestore: firestore as unknown as Firestore, calls: () => calls };
}

describe('transactions the emulator closes', () => {
  it('knows the emulator closing a transaction from every other error', () => {
    expect(closedByEmulator(closed())).toBe(true);
    expect(closedByEmulator(Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 }))).toBe(
      false,
    );
    expect(closedByEmulator(Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 }))).toBe(false);
    expect(closedByEmulator(null)).toBe(false);
  });

  it('runs such a transaction again, up to three times in all', async () => {
    const twice = runner(2, closed);
    await expect(twice.firestore.runTransaction(async () => 'done')).resolves.toBe('done');
    expect(twice.calls()).toBe(3);

    const always = runner(5, closed);
    await expect(always.firestore.runTransaction(async () => 'done')).rejects.toThrow('invalid or closed');
    expect(always.calls()).toBe(3);
  });

  it('never retries any other failure', async () => {
    const other = runner(1, () => Object.assign(new Error('failed-precondition'), { code: 9 }));
    await expect(other.firestore.runTransaction(async () => 'done')).rejects.toThrow('failed-precondition');
    expect(other.calls()).toBe(1);
  });

  it('is on for the functions against the emulator, and a real transaction still commits once', async () => {
    const ref = db.collection('emulatorTransactionProbe').doc();
    const result = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.set(ref, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect((await ref.get()).get('n')).toBe(1);
    await ref.delete();
  });
});
