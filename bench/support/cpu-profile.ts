// Where a page's main thread goes while it loads: a Chrome trace with V8's samples, summed by
// source module, and the long tasks with what ran in each.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame; parent?: number }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface Row {
  source: string;
  ms: number;
}
export interface ProfileSummary {
  /** Wall time from navigation to the `ready` condition, under the slowdown. */
  shownMs: number;
  /** Main-thread time in tasks until then (JS, style, layout, parsing, GC). */
  busyMs: number;
  /**
   * Blocking time: what each task from the first contentful paint until `settleMs` after the
   * screen showed its data lasted past 50 ms (Lighthouse's TBT, observed rather than simulated).
   */
  blockingMs: number;
  /** JS self time until the screen showed its data, by source: an npm package, one of our files, or V8's (program) / (garbage collector). */
  bySource: Row[];
  /** The same by function (its original file and line where a map has them). */
  byFunction: Row[];
  /** Tasks of 50 ms and more until `settleMs` after the data, longest first, with the functions that ran most in each. */
  longTasks: { startMs: number; ms: number; steps: Row[]; top: Row[] }[];
  /**
   * The blocking time again, each task shortened by the JS self time one group of sources spent
   * in it: what would be left if that code cost nothing on the main thread. An estimate (the
   * browser's own work that code caused, such as garbage collection, stays in).
   */
  blockingWithout: Row[];
}

/** The groups of sources `blockingWithout` takes out, one at a time. */
const FIRESTORE = new Set(['@firebase/firestore', '@firebase/webchannel-wrapper']);
const REACT = new Set(['react-dom', 'react', 'scheduler']);
/** V8's own entries, which no JS function ran: the rest of the samples are JS (ours, packages, built-ins they called). */
const NOT_JS = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);
const WHAT_IF: [string, (source: string) => boolean][] = [
  ["Firestore's SDK (@firebase/firestore, webchannel-wrapper)", (s) => FIRESTORE.has(s)],
  ['React (react-dom, scheduler)', (s) => REACT.has(s)],
  ["Firestore's SDK and React", (s) => FIRESTORE.has(s) || REACT.has(s)],
  ['all JavaScript', (s) => !NOT_JS.has(s)],
];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'loading',
];

/** An npm package's name, or our own file's path from the repository's root. */
function sourceName(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = source.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^(\.\.\/)+/, '').replace(/^\0/, '');
}

const sorted = (m: Map<string, number>): Row[] =>
  [...m]
    .filter(([k]) => k !== '(idle)' && k !== '(root)')
    .map(([source, ms]) => ({ source, ms }))
    .sort((a, b) => b.ms - a.ms);
const add = (m: Map<string, number>, k: string, ms: number) => m.set(k, (m.get(k) ?? 0) + ms);

/**
 * Opens `url` in `page` with a cold HTTP cache and the CPU slowed `cpuSlowdown` times, traces it
 * until `ready` (a page expression) holds, and attributes each V8 sample to a source through the
 * build's hidden source maps (`dist/assets/*.js.map`); a script without a map counts as its URL.
 * Tracing goes on `settleMs` after that, for the tasks that follow the data.
 * `saveAs`: where to keep the trace (DevTools' Performance panel opens it).
 */
export async function profileLoad(
  page: Page,
  url: string,
  ready: string,
  dist: string,
  cpuSlowdown: number,
  settleMs: number,
  saveAs?: string,
): Promise<ProfileSummary> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.tracing.start({ categories: CATEGORIES });
  const start = Date.now();
  await page.goto(url);
  await page.waitForFunction(ready, { timeout: 120_000, polling: 'raf' });
  const shownMs = Date.now() - start;
  await new Promise((r) => setTimeout(r, settleMs));
  const raw = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  if (!raw) throw new Error('profile: the trace came back empty');
  if (saveAs) writeFileSync(saveAs, raw);
  return summarizeTrace(
    (JSON.parse(Buffer.from(raw).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
    dist,
    shownMs,
    settleMs,
  );
}

/** The summary of a page-load trace taken as `profileLoad` takes it (also for a trace it saved). */
export function summarizeTrace(events: TraceEvent[], dist: string, shownMs: number, settleMs: number): ProfileSummary {
  // The page's main thread: the renderer thread that ran the navigation's first paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (!fcp || (e.pid === fcp.pid && e.tid === fcp.tid)),
  );
  if (!main) throw new Error('profile: no renderer main thread in the trace');
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const navigation =
    events.find((e) => onMain(e) && e.name === 'navigationStart')?.ts ??
    Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const tasks = events.filter(
    (e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigation && (e.dur ?? 0) > 0,
  );
  // What the browser did in a task, by the trace events directly inside it (style, layout, script, parsing…).
  const WRAPPERS = new Set([
    'RunTask',
    'ThreadControllerImpl::RunTask',
    'BlinkScheduler_PerformMicrotaskCheckpoint',
    'RunMicrotasks',
    'v8.callFunction',
    'FunctionCall',
    'v8.run',
    'V8.HandleInterrupts',
    'V8.StackGuard',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'AnimationFrame',
    'AnimationFrame::Script::Execute',
    'XHRReadyStateChange',
    'XHRLoad',
    'SchedulePostMessage',
    'HandlePostMessage',
    'ResourceReceivedData',
    'ThrottlingURLLoader::OnReceiveResponse',
  ]);
  const complete = events
    .filter((e) => onMain(e) && e.ph === 'X' && !WRAPPERS.has(e.name) && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const stepsOf = (task: TraceEvent): Row[] => {
    const steps = new Map<string, number>();
    let until = task.ts;
    for (const e of complete) {
      if (e.ts < until || e.ts >= task.ts + (task.dur ?? 0)) continue;
      // Only the outermost events: one that starts inside another is part of it.
      add(steps, e.name, (e.dur ?? 0) / 1000);
      until = e.ts + (e.dur ?? 0);
    }
    return sorted(steps).slice(0, 4);
  };

  // V8's samples: a Profile event, then chunks of nodes, samples and time deltas.
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (file: string) => {
    if (!maps.has(file))
      maps.set(
        file,
        existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
      );
    return maps.get(file) ?? null;
  };
  const describe = ({ url: scriptUrl, lineNumber, columnNumber, functionName }: CallFrame): [string, string] => {
    if (!scriptUrl) {
      const own = `(${functionName.replace(/[()]/g, '') || 'anonymous'})`;
      return [own, own];
    }
    const { pathname } = new URL(scriptUrl, 'http://x');
    const map = pathname.startsWith('/assets/') ? consumer(path.join(dist, pathname)) : null;
    const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!original?.source)
      return [pathname, `${functionName || '(anonymous)'} ${pathname}:${lineNumber + 1}:${columnNumber}`];
    const where = original.source.includes('node_modules/')
      ? original.source.slice(original.source.lastIndexOf('node_modules/') + 13)
      : original.source.replace(/^(\.\.\/)+/, '');
    return [
      sourceName(original.source),
      `${original.name ?? (functionName || '(anonymous)')} ${where}:${original.line}`,
    ];
  };
  const profiles = new Map<string, { start: number; at: number; nodes: Map<number, [string, string]> }>();
  const samples: { ts: number; source: string; fn: string }[] = [];
  for (const e of events) {
    if (e.pid !== main.pid || !e.id) continue;
    if (e.name === 'Profile')
      profiles.set(e.id, {
        start: e.args?.data?.startTime ?? e.ts,
        at: e.args?.data?.startTime ?? e.ts,
        nodes: new Map(),
      });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(e.id);
    const data = e.args?.data;
    if (!p || !data) continue;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, describe(n.callFrame));
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      p.at += data.timeDeltas?.[i] ?? 0;
      const [source, fn] = p.nodes.get(id) ?? ['(unknown)', '(unknown)'];
      samples.push({ ts: p.at, source, fn });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const end = navigation + shownMs * 1000;
  const bySourceMs = new Map<string, number>();
  const byFunctionMs = new Map<string, number>();
  samples.forEach((s, i) => {
    if (s.ts < navigation || s.ts > end) return;
    const ms = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
    add(bySourceMs, s.source, ms);
    add(byFunctionMs, s.fn, ms);
  });

  const inWindow = tasks.filter((t) => t.ts <= end + settleMs * 1000);
  const fcpTs = fcp?.ts ?? navigation;
  const longTasks = inWindow
    .filter((t) => (t.dur ?? 0) >= 50_000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .map((t) => {
      const fns = new Map<string, number>();
      samples.forEach((s, i) => {
        if (s.ts >= t.ts && s.ts < t.ts + (t.dur ?? 0)) add(fns, s.fn, ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000);
      });
      return {
        startMs: (t.ts - navigation) / 1000,
        ms: (t.dur ?? 0) / 1000,
        steps: stepsOf(t),
        top: sorted(fns).slice(0, 6),
      };
    });
  const blocking = inWindow.filter((t) => t.ts >= fcpTs);
  const blockingWithout = WHAT_IF.map(([source, out]) => ({
    source,
    ms: blocking.reduce((a, t) => {
      let spent = 0;
      samples.forEach((s, i) => {
        if (s.ts >= t.ts && s.ts < t.ts + (t.dur ?? 0) && out(s.source))
          spent += ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
      });
      return a + Math.max(0, (t.dur ?? 0) / 1000 - spent - 50);
    }, 0),
  }));
  return {
    shownMs,
    busyMs: inWindow.reduce((a, t) => a + (t.dur ?? 0), 0) / 1000,
    blockingMs: blocking.reduce((a, t) => a + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0),
    blockingWithout,
    bySource: sorted(bySourceMs),
    byFunction: sorted(byFunctionMs),
    longTasks,
  };
}
