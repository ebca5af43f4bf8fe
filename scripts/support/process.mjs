// @ts-check
import { readFileSync, readdirSync } from 'node:fs';
/**
 * Signals a detached child's whole process group (firebase-tools and its Java children, npm and
 * Vite). Returns false when there is nothing to signal: the child never started or is gone.
 * A child without a pid must never reach `process.kill(-pid)`: -0 would signal our own group.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function killGroup(child, signal) {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every live descendant of `pid`, read from /proc. A process that started its own process group
 * (firebase-tools starts its Java emulators detached) is out of reach of a group signal, and
 * once its parent exits it is re-parented away from the tree: collect the tree while it is whole.
 * @param {number} pid
 * @returns {number[]}
 */
export function descendants(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    const p = Number(name);
    if (!Number.isInteger(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), p]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const out = [];
  const stack = [...(children.get(pid) ?? [])];
  while (stack.length > 0) {
    const p = /** @type {number} */ (stack.pop());
    out.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return out;
}

/** SIGKILLs each of `pids` still alive. @param {number[]} pids */
export function killAll(pids) {
  for (const p of pids) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
