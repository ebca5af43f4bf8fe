import type { Transaction } from 'firebase-admin/firestore';

/** Documents a scheduler run read and wrote (the bench and the dev callable print them). */
export interface OpCount {
  reads: number;
  writes: number;
}

/**
 * The transaction, counting what it reads (a query counts its documents, at least one) and what
 * it writes. Everything else passes through, so the submission path runs unchanged inside it.
 */
export function counting(tx: Transaction, count: OpCount): Transaction {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (prop === 'get') {
        return async (...args: unknown[]) => {
          const out = (await fn.apply(target, args)) as { size?: number };
          count.reads += typeof out.size === 'number' ? Math.max(1, out.size) : 1;
          return out;
        };
      }
      if (prop === 'getAll') {
        return async (...args: unknown[]) => {
          const out = (await fn.apply(target, args)) as unknown[];
          count.reads += out.length;
          return out;
        };
      }
      if (prop === 'set' || prop === 'update' || prop === 'create' || prop === 'delete') {
        return (...args: unknown[]) => {
          count.writes += 1;
          fn.apply(target, args);
          return receiver;
        };
      }
      return fn.bind(target);
    },
  });
}
