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
 * The machine's processes from /proc: each one's parent, command name and resident memory.
 * @returns {Map<number, { ppid: number, comm: string, rssKb: number }>}
 */
export function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after its ")" are fixed.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      table.set(pid, {
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf('(') + 1, close),
        rssKb: Number(fields[21]) * 4,
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table;
}

/**
 * `root` and every live descendant of it, from a process table.
 * @param {number} root
 * @param {ReturnType<typeof processTable>} [table]
 * @returns {number[]}
 */
export function treeOf(root, table = processTable()) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, p] of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const out = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = /** @type {number} */ (stack.pop());
    if (table.has(pid)) out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * Every live descendant of `pid`. A process that started its own process group (firebase-tools
 * starts its Java emulators detached) is out of reach of a group signal, and once its parent
 * exits it is re-parented away from the tree: collect the tree while it is whole.
 * @param {number} pid
 */
export function descendants(pid) {
  return treeOf(pid).filter((p) => p !== pid);
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
